import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { bookings } from '../db/schema';
import { CHARGE_CLAIM_MS } from './charge-claim';
import { lockBooking } from './ledger';
import { lapsePendingChanges } from './pending-change';
import { transition } from './transition';

/**
 * held → expired for every hold whose time ran out (of one space, or all): their slots are free
 * again, their coupon reservations released, anything they hold refunded (sent by the refund retry
 * sweep). A hold whose charge is with the provider is left to the charge's answer. Pending changes
 * past their time lapse too. Returns how many holds and changes ended.
 */
export async function expireLapsedHolds(db: Db, now: Date, spaceId?: string): Promise<number> {
  return transaction(db, async (tx) => {
    const lapsedChanges = await lapsePendingChanges(tx, now, spaceId);
    const lapsed = await tx
      .select({ id: bookings.id })
      .from(bookings)
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
      .orderBy(bookings.id);
    let expired = 0;
    for (const { id } of lapsed) {
      const booking = await lockBooking(tx, id);
      // Paid, or its charge claimed, between the read and the lock: no longer lapsed.
      if (!booking || booking.status !== 'held' || !booking.expiresAt || booking.expiresAt >= now) continue;
      if (booking.chargingSince && now.getTime() - booking.chargingSince.getTime() < CHARGE_CLAIM_MS)
        continue;
      await transition(tx, 'expire', booking, { now, actorId: null, refund: { amount: booking.paid } });
      expired++;
    }
    return expired + lapsedChanges;
  });
}
