import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_REFUND_POLICY, type RefundPolicy } from '../../domain/refund-policy';
import type { Db } from '../db/client';
import { bookings, events } from '../db/schema';
import { cancellationQuote } from './cancel';
import { lockBooking, type PendingRefund } from './ledger';
import { withdrawPendingChange } from './pending-change';
import { transition } from './transition';

const LIVE = ['held', 'confirmed'] as const;

/**
 * What a user organises from now on is cancelled when they delete their account, in the caller's
 * transaction: each booking under its lock, its history written. A booking with nothing left is
 * cancelled and refunded under the policy, as if its organizer had cancelled it; a series whose
 * first occurrences are past keeps its status (those happened) and loses only its future events.
 * Returns the refunds to send once committed.
 */
export async function cancelFutureOfOrganizer(
  tx: Db,
  userId: string,
  now: Date,
  policy: RefundPolicy = DEFAULT_REFUND_POLICY,
): Promise<PendingRefund[]> {
  const futureEvent = and(inArray(events.status, LIVE), gt(events.startsAt, now), isNull(events.changeId));
  const affected = await tx
    .selectDistinct({ id: bookings.id })
    .from(bookings)
    .innerJoin(events, eq(events.bookingId, bookings.id))
    .where(and(eq(bookings.organizerId, userId), inArray(bookings.status, LIVE), futureEvent));
  const refunds: PendingRefund[] = [];
  for (const { id } of affected.sort((a, b) => a.id.localeCompare(b.id))) {
    const booking = await lockBooking(tx, id);
    if (!booking || (booking.status !== 'held' && booking.status !== 'confirmed')) continue;
    const occurrences = await tx
      .select()
      .from(events)
      .where(and(eq(events.bookingId, id), isNull(events.changeId)));
    const future = occurrences.filter(
      (e) => (e.status === 'held' || e.status === 'confirmed') && e.startsAt > now,
    );
    const step = { now, actorId: userId };
    if (future.length < occurrences.filter((e) => e.status === 'held' || e.status === 'confirmed').length) {
      // A series whose first occurrences are past keeps them: only its future ones go.
      await withdrawPendingChange(tx, id);
      await transition(tx, 'cancel_future_on_deletion', booking, {
        ...step,
        events: future.map((e) => e.id),
      });
      continue;
    }
    const quote = cancellationQuote(booking, booking.paid, occurrences, now, policy);
    const refund = quote?.refund ?? 0;
    refunds.push(
      ...(await transition(tx, 'cancel_on_deletion', booking, {
        ...step,
        refund: { amount: refund },
        details: quote ? { rule: quote.rule } : {},
      })),
    );
  }
  return refunds;
}
