import { and, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { quoteRefund, DEFAULT_REFUND_POLICY, type RefundPolicy, type RefundQuote } from '../../domain/refund-policy';
import type { ApiDeps, CurrentUser } from '../core/context';
import { conflict, notFound, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { transaction, writeIfUnchanged, writeTogether } from '../db/transaction';
import { bookingFactsJson, documentsInsert, parseFacts } from '../invoices/issue';
import { bookingCancelledMessages } from '../messages/outbox';
import { parsedJson, rowsFromJson } from '../db/json-rows';
import { auditLog, bookingChanges, bookings, couponRedemptions, events, payments } from '../db/schema';
import { mayManageBooking } from '../services/booking-view';
import { isStaff } from '../services/permissions';
import { lockBookingFor } from './access';
import { chargesJson, historyInsert, parseCharges, planRefund, type LockedBooking, type PendingRefund } from './ledger';
import { isCharging, paymentInProgress } from './charge-claim';
import { withdrawChangeWrites } from './pending-change';
import { deliverRefunds } from './refunds';

type EventRow = typeof events.$inferSelect;
const isLive = (event: EventRow) => event.status === 'held' || event.status === 'confirmed';

/**
 * What cancelling now would give back: the policy line of the first live event's start applied to
 * what was paid. A hold has paid nothing; a booking that cannot be cancelled has no quote.
 */
export function cancellationQuote(
  booking: { status: string; totalPriceCents: number; extrasPriceCents: number },
  paid: number,
  occurrences: readonly EventRow[],
  now: Date,
  policy: RefundPolicy = DEFAULT_REFUND_POLICY,
): RefundQuote | null {
  if (booking.status !== 'confirmed') return null;
  const first = occurrences.filter(isLive).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  if (!first || first.startsAt <= now) return null;
  return quoteRefund({ paid, total: booking.totalPriceCents, extras: booking.extrasPriceCents, startsAt: first.startsAt, now }, policy);
}

/**
 * A booking as a cancellation decides from it, in one statement: the row (undefined if there is
 * none) with its version (see `lockBooking`), its occurrences, its pending change, its charges and
 * what its credit notes show.
 */
async function cancellationState(db: Db, id: string) {
  const [row] = await db
    .select({
      booking: sql<Record<string, unknown> | string | null>`(select row_to_json(b) from ${bookings} b where b.id = ${id})`,
      version: sql<string | null>`(select b.xmin::text from ${bookings} b where b.id = ${id})`,
      occurrences: sql<Record<string, unknown>[]>`coalesce((select json_agg(e) from ${events} e where e.booking_id = ${id} and e.change_id is null), '[]'::json)`,
      pendingChangeId: sql<string | null>`(select c.id from ${bookingChanges} c where c.booking_id = ${id} and c.status = 'pending' limit 1)`,
      charges: chargesJson(id),
      facts: bookingFactsJson(id),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('a statement without a table returned no row');
  const [booking] = row.booking === null ? [] : rowsFromJson(bookings, [parsedJson(row.booking)]);
  return {
    booking: booking && { ...booking, paid: booking.paidCents },
    version: row.version,
    occurrences: rowsFromJson(events, parsedJson(row.occurrences)),
    pendingChangeId: row.pendingChangeId,
    charges: parseCharges(row.charges),
    facts: parseFacts(row.facts),
  };
}

type CancellationState = Awaited<ReturnType<typeof cancellationState>>;

/** How a cancellation is made: by its organizer under the policy, or by staff (BUSINESS-RULES §7). */
export type CancelOptions = {
  /** `full` gives back everything paid, whatever the policy says (staff only: the route decides). */
  refund?: 'policy' | 'full';
  /**
   * Staff cancel: the audit line is written in the cancellation's own transaction. By default, when
   * a staff member cancels someone else's booking, whatever the route.
   */
  audit?: boolean;
};

/**
 * held → cancelled (its coupon reservation released) or confirmed → cancelled (refunded under the
 * policy, or in full when staff say so, through the provider once committed). Cancelling a
 * cancelled booking changes nothing.
 *
 * Decided from the booking as read, then written in one statement that is its own transaction, if
 * the booking is still as it was read (its version: every transition writes the row, see
 * `lockBooking`); if it has changed since, decided again from the booking locked, in a transaction.
 * The usual cancellation so takes two round trips to the database, not five.
 */
export async function cancelBooking(db: Db, user: CurrentUser, id: string, deps: Pick<ApiDeps, 'payments' | 'now' | 'config'>, options: CancelOptions = {}): Promise<void> {
  const now = deps.now();
  const read = await cancellationState(db, id);
  if (!read.booking || !read.version || !(await mayManageBooking(db, user, read.booking))) throw notFound('Booking');
  const decided = decideCancellation(db, user, read.booking, read, now, deps, options);
  let refunds = decided?.refunds ?? [];
  if (decided && !(await writeIfUnchanged(db, cancelRow(db, id, now, read.version), decided.writes))) {
    refunds = await transaction(db, async (tx): Promise<PendingRefund[]> => {
      const booking = await lockBookingFor(tx, user, id);
      const again = decideCancellation(tx, user, booking, await cancellationState(tx, id), now, deps, options);
      if (!again) return [];
      await writeTogether(tx, [cancelRow(tx, id, now), ...again.writes]);
      return again.refunds;
    });
  }
  await deliverRefunds(db, deps.payments, refunds);
}

/** The booking's row cancelled; with `version`, only if the row is still that version. */
const cancelRow = (db: Db, id: string, now: Date, version?: string) =>
  db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, expiresAt: null, updatedAt: now })
    .where(and(eq(bookings.id, id), version === undefined ? undefined : sql`xmin = ${version}::xid`))
    .returning({ id: bookings.id });

/**
 * What cancelling the booking writes besides its row, and the refunds to send once written; null
 * when it is cancelled already. Refuses (throws) what cannot be cancelled.
 */
function decideCancellation(
  db: Db,
  user: CurrentUser,
  booking: LockedBooking,
  { occurrences, pendingChangeId, charges, facts }: CancellationState,
  now: Date,
  deps: Pick<ApiDeps, 'config'>,
  options: CancelOptions,
): { writes: (SQLWrapper | false)[]; refunds: PendingRefund[] } | null {
  if (booking.status === 'cancelled') return null;
  if (booking.status !== 'held' && booking.status !== 'confirmed') throw conflict('NOT_CHANGEABLE', `The booking is ${booking.status}.`);
  if (isCharging(booking, now)) throw paymentInProgress();
  const live = occurrences.filter(isLive);
  if (live.some((e) => e.startsAt <= now)) throw unprocessable('ALREADY_STARTED', 'A booking that has started can no longer be cancelled.');

  const audit = options.audit ?? (isStaff(user) && booking.organizerId !== user.id);
  const quote = cancellationQuote(booking, booking.paid, occurrences, now, deps.config.refundPolicy);
  // A hold has paid nothing; should it ever hold money, all of it goes back.
  const refund = options.refund === 'full' || booking.status === 'held' ? Math.max(0, booking.paid) : (quote?.refund ?? 0);
  const id = booking.id;
  const plan = planRefund({ bookingId: id }, charges, refund);
  // Each refund's credit note, numbered as the cancellation commits.
  const invoiceOf = new Map(charges.map((charge) => [charge.id, charge.invoice ?? null]));
  const notes = plan.rows.map((row) => ({
    payment: { payment_id: row.id, kind: 'refund' as const, amount_cents: row.amountCents, provider: row.provider, provider_ref: row.providerRef, overstay_minutes: null, credits: invoiceOf.get(row.refundOf) ?? null },
    facts,
  }));
  const writes: (SQLWrapper | false)[] = [
    live.length > 0 && db.update(events).set({ status: 'cancelled' }).where(inArray(events.id, live.map((e) => e.id))),
    // Its pending change goes with it (its held slot is another event row).
    ...(pendingChangeId ? withdrawChangeWrites(db, pendingChangeId) : []),
    booking.couponId !== null && db.delete(couponRedemptions).where(and(eq(couponRedemptions.bookingId, id), isNull(couponRedemptions.redeemedAt))),
    historyInsert(db, {
      bookingId: id,
      at: now,
      actorId: user.id,
      action: 'cancelled',
      from: booking.status,
      to: 'cancelled',
      amountCents: -refund,
      totalCents: booking.totalPriceCents,
      details: options.refund === 'full' ? { rule: 'full', by: 'staff' } : quote ? { rule: quote.rule } : {},
    }),
    audit &&
      db.insert(auditLog).values({
        actorId: user.id,
        action: options.refund === 'full' ? 'booking.cancel.full-refund' : 'booking.cancel',
        targetType: 'booking',
        targetId: id,
        before: { status: booking.status, paid: booking.paid },
        after: { status: 'cancelled', refund },
      }),
    // The refund decided, as pending payment rows with their credit notes; sent to the provider once committed.
    plan.rows.length > 0 && db.insert(payments).values(plan.rows),
    documentsInsert(notes, now) ?? false,
    // The organizer and the guests are told (a hold's cancellation, never confirmed, tells no one).
    booking.status === 'confirmed' && bookingCancelledMessages(id, refund),
  ];
  return { writes, refunds: plan.refunds };
}
