import { and, eq, isNull } from 'drizzle-orm';
import {
  quoteRefund,
  DEFAULT_REFUND_POLICY,
  type RefundPolicy,
  type RefundQuote,
} from '../../domain/refund-policy';
import type { ApiDeps, CurrentUser } from '../core/context';
import { unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { auditLog, events } from '../db/schema';
import { isStaff } from '../core/permissions';
import { lockBookingFor } from './access';
import type { PendingRefund } from './ledger';
import { isCharging, paymentInProgress } from './charge-claim';
import { deliverRefunds } from './refunds';
import { assertTransition, transition } from './transition';

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

/** How a cancellation is made: by its organizer under the policy, or by staff (docs/business-rules.md §7). */
export type CancelOptions = {
  /** `full` gives back everything paid, whatever the policy says (staff only: the route decides). */
  refund?: 'policy' | 'full';
  /**
   * From the back office: staff may cancel anyone's booking, and the audit line is written in the
   * cancellation's own transaction. Through the customer's route, staff on someone else's booking
   * are refused (403 STAFF_USE_BACK_OFFICE), so that no staff write escapes the log.
   */
  audit?: boolean;
};

/**
 * held → cancelled (its coupon reservation released) or confirmed → cancelled (refunded under the
 * policy, or in full when staff say so, through the provider once committed). Cancelling a
 * cancelled booking changes nothing.
 */
export async function cancelBooking(
  db: Db,
  user: CurrentUser,
  id: string,
  deps: Pick<ApiDeps, 'payments' | 'now' | 'config'>,
  options: CancelOptions = {},
): Promise<void> {
  const now = deps.now();
  const refunds = await transaction(db, async (tx): Promise<PendingRefund[]> => {
    const booking = await lockBookingFor(tx, user, id, { act: !options.audit });
    if (booking.status === 'cancelled') return [];
    assertTransition('cancel', booking);
    if (isCharging(booking, now)) throw paymentInProgress();
    const occurrences = await tx
      .select()
      .from(events)
      .where(and(eq(events.bookingId, id), isNull(events.changeId)));
    if (occurrences.some((e) => isLive(e) && e.startsAt <= now))
      throw unprocessable('ALREADY_STARTED', 'A booking that has started can no longer be cancelled.');

    const quote = cancellationQuote(booking, booking.paid, occurrences, now, deps.config.refundPolicy);
    // A hold has paid nothing; should it ever hold money, all of it goes back.
    const refund =
      options.refund === 'full' || booking.status === 'held'
        ? Math.max(0, booking.paid)
        : (quote?.refund ?? 0);
    if (options.audit && isStaff(user) && booking.organizerId !== user.id)
      await tx.insert(auditLog).values({
        actorId: user.id,
        action: options.refund === 'full' ? 'booking.cancel.full-refund' : 'booking.cancel',
        targetType: 'booking',
        targetId: booking.id,
        before: { status: booking.status, paid: booking.paid },
        after: { status: 'cancelled', refund },
      });
    return transition(tx, 'cancel', booking, {
      now,
      actorId: user.id,
      refund: { amount: refund },
      details: options.refund === 'full' ? { rule: 'full', by: 'staff' } : quote ? { rule: quote.rule } : {},
    });
  });
  await deliverRefunds(db, deps.payments, refunds);
}
