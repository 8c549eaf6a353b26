import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { bookingHistory, bookings, couponRedemptions, events } from '../db/schema';
import { CHARGE_CLAIM_MS } from './charge-claim';
import { decideRefund, eventsOfBookings } from './ledger';
import { lapsePendingChanges } from './pending-change';

/**
 * held → expired for every hold whose time ran out (of one space, or all): their slots are free
 * again and their coupon reservations released. A hold whose charge is with the provider is left
 * to the charge's answer. Pending changes past their time lapse too.
 * Returns how many holds and changes ended.
 */
export async function expireLapsedHolds(db: Db, now: Date, spaceId?: string): Promise<number> {
  return transaction(db, async (tx) => {
    const lapsedChanges = await lapsePendingChanges(tx, now, spaceId);
    const expired = await tx
      .update(bookings)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(bookings.status, 'held'),
          lt(bookings.expiresAt, now),
          or(
            isNull(bookings.chargingSince),
            lt(bookings.chargingSince, new Date(now.getTime() - CHARGE_CLAIM_MS)),
          ),
          spaceId ? eq(bookings.spaceId, spaceId) : undefined,
        ),
      )
      .returning({ id: bookings.id, total: bookings.totalPriceCents });
    if (expired.length === 0) return lapsedChanges;
    const ids = expired.map((b) => b.id);
    await tx
      .update(events)
      .set({ status: 'expired' })
      .where(and(eventsOfBookings(ids), eq(events.status, 'held')));
    await tx
      .delete(couponRedemptions)
      .where(and(inArray(couponRedemptions.bookingId, ids), isNull(couponRedemptions.redeemedAt)));
    // A lapsed hold keeps no money: whatever it holds is refunded (sent by the refund retry sweep).
    const holding = await tx
      .select({ id: bookings.id, paid: bookings.paidCents })
      .from(bookings)
      .where(inArray(bookings.id, ids));
    for (const { id, paid } of holding) if (paid > 0) await decideRefund(tx, id, paid, now);
    await tx.insert(bookingHistory).values(
      expired.map((b) => ({
        bookingId: b.id,
        at: now,
        actorId: null,
        action: 'expired',
        fromStatus: 'held' as const,
        toStatus: 'expired' as const,
        amountCents: 0,
        totalCents: b.total,
      })),
    );
    return expired.length + lapsedChanges;
  });
}
