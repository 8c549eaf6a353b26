import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_REFUND_POLICY, type RefundPolicy } from '../../domain/refund-policy';
import type { Db } from '../db/client';
import { bookings, couponRedemptions, events } from '../db/schema';
import { cancellationQuote } from './cancel';
import { bookingCancelledMessages } from '../messages/outbox';
import { appendHistory, decideRefund, eventsOfBookings, lockBooking, type PendingRefund } from './ledger';
import { withdrawPendingChange } from './pending-change';

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
    await withdrawPendingChange(tx, id);
    const occurrences = await tx
      .select()
      .from(events)
      .where(and(eq(events.bookingId, id), isNull(events.changeId)));
    const quote = cancellationQuote(booking, booking.paid, occurrences, now, policy);
    const remaining = occurrences.filter(
      (e) => (e.status === 'held' || e.status === 'confirmed') && e.startsAt <= now,
    );
    // A confirmed booking cancelled whole tells its guests (and its organizer, of the refund), read
    // before its events are marked cancelled.
    if (remaining.length === 0) await tx.execute(bookingCancelledMessages(id, quote?.refund ?? 0));
    await tx
      .update(events)
      .set({ status: 'cancelled' })
      .where(and(eventsOfBookings(id), futureEvent));
    if (remaining.length > 0) {
      await appendHistory(tx, {
        bookingId: id,
        at: now,
        actorId: userId,
        action: 'future_cancelled_on_deletion',
        from: booking.status,
        to: booking.status,
        totalCents: booking.totalPriceCents,
      });
      continue;
    }
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, expiresAt: null, updatedAt: now })
      .where(eq(bookings.id, id));
    await tx
      .delete(couponRedemptions)
      .where(and(eq(couponRedemptions.bookingId, id), isNull(couponRedemptions.redeemedAt)));
    const refund = quote?.refund ?? 0;
    await appendHistory(tx, {
      bookingId: id,
      at: now,
      actorId: userId,
      action: 'cancelled_on_deletion',
      from: booking.status,
      to: 'cancelled',
      amountCents: -refund,
      totalCents: booking.totalPriceCents,
      details: quote ? { rule: quote.rule } : {},
    });
    refunds.push(...(await decideRefund(tx, id, refund, now)));
  }
  return refunds;
}
