import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { quoteRefund, DEFAULT_REFUND_POLICY, type RefundPolicy, type RefundQuote } from '../../domain/refund-policy';
import type { ApiDeps, CurrentUser } from '../core/context';
import { conflict, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { transaction, writeTogether } from '../db/transaction';
import { bookingFactsJson, parseFacts, writeDocumentsOf } from '../invoices/issue';
import { bookingCancelledMessages } from '../messages/outbox';
import { parsedJson, rowsFromJson } from '../db/json-rows';
import { auditLog, bookingChanges, bookings, couponRedemptions, events, payments } from '../db/schema';
import { isStaff } from '../services/permissions';
import { lockBookingFor } from './access';
import { chargesJson, historyInsert, parseCharges, planRefund, type PendingRefund } from './ledger';
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

/** The booking's occurrences, its pending change, its charges and what its credit notes show, in one statement. */
async function cancellationState(tx: Db, id: string) {
  const [row] = await tx
    .select({
      occurrences: sql<Record<string, unknown>[]>`coalesce((select json_agg(e) from ${events} e where e.booking_id = ${id} and e.change_id is null), '[]'::json)`,
      pendingChangeId: sql<string | null>`(select c.id from ${bookingChanges} c where c.booking_id = ${id} and c.status = 'pending' limit 1)`,
      charges: chargesJson(id),
      facts: bookingFactsJson(id),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('a statement without a table returned no row');
  return {
    occurrences: rowsFromJson(events, parsedJson(row.occurrences)),
    pendingChangeId: row.pendingChangeId,
    charges: parseCharges(row.charges),
    facts: parseFacts(row.facts),
  };
}

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
 */
export async function cancelBooking(db: Db, user: CurrentUser, id: string, deps: Pick<ApiDeps, 'payments' | 'now' | 'config'>, options: CancelOptions = {}): Promise<void> {
  const now = deps.now();
  const refunds = await transaction(db, async (tx): Promise<PendingRefund[]> => {
    const booking = await lockBookingFor(tx, user, id);
    if (booking.status === 'cancelled') return [];
    if (booking.status !== 'held' && booking.status !== 'confirmed') throw conflict('NOT_CHANGEABLE', `The booking is ${booking.status}.`);
    if (isCharging(booking, now)) throw paymentInProgress();
    // Read after the lock, in one statement: what the cancellation moves.
    const { occurrences, pendingChangeId, charges, facts } = await cancellationState(tx, id);
    const live = occurrences.filter(isLive);
    if (live.some((e) => e.startsAt <= now)) throw unprocessable('ALREADY_STARTED', 'A booking that has started can no longer be cancelled.');

    const audit = options.audit ?? (isStaff(user) && booking.organizerId !== user.id);
    const quote = cancellationQuote(booking, booking.paid, occurrences, now, deps.config.refundPolicy);
    // A hold has paid nothing; should it ever hold money, all of it goes back.
    const refund = options.refund === 'full' || booking.status === 'held' ? Math.max(0, booking.paid) : (quote?.refund ?? 0);
    const plan = planRefund({ bookingId: id }, charges, refund);
    await writeTogether(tx, [
      tx.update(bookings).set({ status: 'cancelled', cancelledAt: now, expiresAt: null, updatedAt: now }).where(eq(bookings.id, id)),
      live.length > 0 && tx.update(events).set({ status: 'cancelled' }).where(inArray(events.id, live.map((e) => e.id))),
      // Its pending change goes with it (its held slot is another event row).
      ...(pendingChangeId ? withdrawChangeWrites(tx, pendingChangeId) : []),
      booking.couponId !== null && tx.delete(couponRedemptions).where(and(eq(couponRedemptions.bookingId, id), isNull(couponRedemptions.redeemedAt))),
      historyInsert(tx, {
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
        tx.insert(auditLog).values({
          actorId: user.id,
          action: options.refund === 'full' ? 'booking.cancel.full-refund' : 'booking.cancel',
          targetType: 'booking',
          targetId: id,
          before: { status: booking.status, paid: booking.paid },
          after: { status: 'cancelled', refund },
        }),
      // The refund decided, as pending payment rows; sent to the provider once committed.
      plan.rows.length > 0 && tx.insert(payments).values(plan.rows),
      // The organizer and the guests are told (a hold's cancellation, never confirmed, tells no one).
      booking.status === 'confirmed' && bookingCancelledMessages(id, refund),
    ]);
    // Each refund's credit note, numbered in this transaction, from the facts read after the lock.
    const invoiceOf = new Map(charges.map((charge) => [charge.id, charge.invoice ?? null]));
    const notes = plan.rows.map((row) => ({
      payment: { payment_id: row.id, kind: 'refund' as const, amount_cents: row.amountCents, provider: row.provider, provider_ref: row.providerRef, overstay_minutes: null, credits: invoiceOf.get(row.refundOf) ?? null },
      facts,
    }));
    await writeDocumentsOf(tx, notes, now);
    return plan.refunds;
  });
  await deliverRefunds(db, deps.payments, refunds);
}
