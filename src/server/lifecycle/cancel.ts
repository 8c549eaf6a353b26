import { sql } from 'drizzle-orm';
import {
  quoteRefund,
  DEFAULT_REFUND_POLICY,
  type RefundPolicy,
  type RefundQuote,
} from '../../domain/refund-policy';
import type { ApiDeps, CurrentUser } from '../core/context';
import { conflict, notFound, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { fixedStatement } from '../db/prepared';
import { transaction } from '../db/transaction';
import { bookingFactsJson, documentRows, parseFacts } from '../invoices/issue';
import { parsedJson, rowsFromJson } from '../db/json-rows';
import { bookings, events } from '../db/schema';
import { mayManageBooking } from '../services/booking-view';
import { isStaff } from '../services/permissions';
import { lockBookingFor } from './access';
import { chargesJson, parseCharges, planRefund, type LockedBooking, type PendingRefund } from './ledger';
import { isCharging, paymentInProgress } from './charge-claim';
import { writeCancellation, type CancellationWrite } from './cancel-statement';
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
  return quoteRefund(
    { paid, total: booking.totalPriceCents, extras: booking.extrasPriceCents, startsAt: first.startsAt, now },
    policy,
  );
}

/**
 * A booking as a cancellation decides from it, in one statement of fixed text: the row (null if
 * there is none) with its version (see `lockBooking`), its occurrences, its charges and what its
 * credit notes show.
 */
const readCancellationState = fixedStatement<{ id: string }>(
  'cancellation_state',
  (value) => sql`select (select row_to_json(b) from ${bookings} b where b.id = ${value('id')}) as booking,
    (select b.xmin::text from ${bookings} b where b.id = ${value('id')}) as version,
    coalesce((select json_agg(e) from ${events} e where e.booking_id = ${value('id')} and e.change_id is null), '[]'::json) as occurrences,
    ${chargesJson(value('id'))} as charges,
    ${bookingFactsJson(value('id'))} as facts`,
);

type StateRow = {
  booking: Record<string, unknown> | string | null;
  version: string | null;
  occurrences: Record<string, unknown>[] | string;
  charges: Parameters<typeof parseCharges>[0];
  facts: Parameters<typeof parseFacts>[0];
};

async function cancellationState(db: Db, id: string) {
  const [row] = await readCancellationState<StateRow>(db, { id });
  if (!row) throw new Error('a statement without a table returned no row');
  const [booking] = row.booking === null ? [] : rowsFromJson(bookings, [parsedJson(row.booking)]);
  return {
    booking: booking && { ...booking, paid: booking.paidCents },
    version: row.version,
    occurrences: rowsFromJson(events, parsedJson(row.occurrences)),
    charges: parseCharges(row.charges),
    facts: parseFacts(row.facts),
  };
}

type CancellationState = Awaited<ReturnType<typeof cancellationState>>;

/** How a cancellation is made: by its organizer under the policy, or by staff (docs/business-rules.md §7). */
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
export async function cancelBooking(
  db: Db,
  user: CurrentUser,
  id: string,
  deps: Pick<ApiDeps, 'payments' | 'now' | 'config'>,
  options: CancelOptions = {},
): Promise<void> {
  const now = deps.now();
  const read = await cancellationState(db, id);
  if (!read.booking || !read.version || !(await mayManageBooking(db, user, read.booking)))
    throw notFound('Booking');
  const decided = decideCancellation(user, read.booking, read, now, deps, options);
  let refunds = decided?.refunds ?? [];
  if (decided && !(await writeCancellation(db, { ...decided.write, version: read.version }))) {
    refunds = await transaction(db, async (tx): Promise<PendingRefund[]> => {
      const booking = await lockBookingFor(tx, user, id);
      const again = decideCancellation(user, booking, await cancellationState(tx, id), now, deps, options);
      if (!again) return [];
      await writeCancellation(tx, { ...again.write, version: null });
      return again.refunds;
    });
  }
  await deliverRefunds(db, deps.payments, refunds);
}

/**
 * What cancelling the booking writes (`writeCancellation`), and the refunds to send once written;
 * null when it is cancelled already. Refuses (throws) what cannot be cancelled.
 */
function decideCancellation(
  user: CurrentUser,
  booking: LockedBooking,
  { occurrences, charges, facts }: CancellationState,
  now: Date,
  deps: Pick<ApiDeps, 'config'>,
  options: CancelOptions,
): { write: Omit<CancellationWrite, 'version'>; refunds: PendingRefund[] } | null {
  if (booking.status === 'cancelled') return null;
  if (booking.status !== 'held' && booking.status !== 'confirmed')
    throw conflict('NOT_CHANGEABLE', `The booking is ${booking.status}.`);
  if (isCharging(booking, now)) throw paymentInProgress();
  const live = occurrences.filter(isLive);
  if (live.some((e) => e.startsAt <= now))
    throw unprocessable('ALREADY_STARTED', 'A booking that has started can no longer be cancelled.');

  const audit = options.audit ?? (isStaff(user) && booking.organizerId !== user.id);
  const quote = cancellationQuote(booking, booking.paid, occurrences, now, deps.config.refundPolicy);
  // A hold has paid nothing; should it ever hold money, all of it goes back.
  const refund =
    options.refund === 'full' || booking.status === 'held' ? Math.max(0, booking.paid) : (quote?.refund ?? 0);
  const plan = planRefund({ bookingId: booking.id }, charges, refund);
  // Each refund's credit note, numbered as the cancellation commits.
  const invoiceOf = new Map(charges.map((charge) => [charge.id, charge.invoice ?? null]));
  const notes = documentRows(
    plan.rows.map((row) => ({
      payment: {
        payment_id: row.id,
        kind: 'refund' as const,
        amount_cents: row.amountCents,
        provider: row.provider,
        provider_ref: row.providerRef,
        overstay_minutes: null,
        credits: invoiceOf.get(row.refundOf) ?? null,
      },
      facts,
    })),
    now,
  );
  const write = {
    id: booking.id,
    now: now.toISOString(),
    live: live.map((e) => e.id),
    actorId: user.id,
    from: booking.status,
    total: booking.totalPriceCents,
    refund,
    details: JSON.stringify(
      options.refund === 'full' ? { rule: 'full', by: 'staff' } : quote ? { rule: quote.rule } : {},
    ),
    auditAction: audit ? (options.refund === 'full' ? 'booking.cancel.full-refund' : 'booking.cancel') : null,
    auditBefore: audit ? JSON.stringify({ status: booking.status, paid: booking.paid }) : null,
    auditAfter: audit ? JSON.stringify({ status: 'cancelled', refund }) : null,
    // The refund decided, as pending payment rows with their credit notes; sent to the provider once committed.
    refunds: JSON.stringify(
      plan.rows.map((row) => ({
        id: row.id,
        refund_of: row.refundOf,
        provider: row.provider,
        provider_ref: row.providerRef,
        amount_cents: row.amountCents,
      })),
    ),
    documents: notes?.json ?? '[]',
    year: notes?.year ?? 0,
  } satisfies Omit<CancellationWrite, 'version'>;
  return { write, refunds: plan.refunds };
}
