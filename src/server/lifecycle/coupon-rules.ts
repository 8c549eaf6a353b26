import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { CurrentUser } from '../core/context';
import { ApiError, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { couponCodes, couponRedemptions } from '../db/schema';

// The rules of a coupon code on a hold (docs/business-rules.md §3), for hold-update.updateHold:
// found and valid for the account, once per account, within its uses and above its minimum.

/** The code typed for a hold: known to the account, valid now, and not used by the account elsewhere if once per account. */
export async function findCoupon(db: Db, user: CurrentUser, bookingId: string, code: string, now: Date) {
  const [coupon] = await db
    .select()
    .from(couponCodes)
    .where(
      and(
        sql`upper(${couponCodes.code}) = upper(${code})`,
        or(isNull(couponCodes.accountId), eq(couponCodes.accountId, user.accountId)),
      ),
    )
    .limit(1);
  if (!coupon)
    throw unprocessable('COUPON_UNKNOWN', 'This code does not exist.', [
      { field: 'body.coupon_code', code: 'COUPON_UNKNOWN', message: 'Unknown code' },
    ]);
  if ((coupon.validFrom && coupon.validFrom > now) || (coupon.validUntil && coupon.validUntil < now)) {
    throw unprocessable('COUPON_EXPIRED', 'This code is not valid now.', [
      { field: 'body.coupon_code', code: 'COUPON_EXPIRED', message: 'Expired code' },
    ]);
  }
  if (coupon.singleUse) {
    // A friendly early answer; the unique reservation decides between two requests at once.
    const [used] = await db
      .select({ id: couponRedemptions.bookingId })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, coupon.id),
          eq(couponRedemptions.accountId, user.accountId),
          ne(couponRedemptions.bookingId, bookingId),
        ),
      )
      .limit(1);
    if (used) throw couponUsed();
  }
  return coupon;
}

/**
 * A code limited to some uses has one left for this booking. The code's row is locked first: two
 * bookings taking its last use at once are counted one after the other (each statement after the
 * lock sees what the other committed), so never more uses than the limit. FOR NO KEY UPDATE, not
 * FOR UPDATE: the booking's own row already points at the code, which holds a KEY SHARE lock on it
 * (foreign key); FOR UPDATE would wait for the others' KEY SHARE while they wait for it (deadlock).
 */
export async function assertUsesLeft(
  tx: Tx,
  couponId: string,
  maxUses: number,
  bookingId: string,
): Promise<void> {
  await tx
    .select({ id: couponCodes.id })
    .from(couponCodes)
    .where(eq(couponCodes.id, couponId))
    .for('no key update');
  const [used] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), ne(couponRedemptions.bookingId, bookingId)));
  if ((used?.n ?? 0) >= maxUses) {
    throw new ApiError(409, 'COUPON_EXHAUSTED', 'This code has been used as many times as it may be.', [
      { field: 'body.coupon_code', code: 'COUPON_EXHAUSTED', message: 'No use left' },
    ]);
  }
}

export const couponBelowMinimum = (minimum: number) =>
  unprocessable('COUPON_MINIMUM', `This code applies from ${(minimum / 100).toFixed(2)} € of booking.`, [
    { field: 'body.coupon_code', code: 'COUPON_MINIMUM', message: `Minimum ${minimum} cents` },
  ]);

export const couponUsed = () =>
  new ApiError(409, 'COUPON_USED', 'This code has already been used by your account.', [
    { field: 'body.coupon_code', code: 'COUPON_USED', message: 'Already used' },
  ]);

export async function couponById(db: Db, id: string) {
  const [coupon] = await db.select().from(couponCodes).where(eq(couponCodes.id, id)).limit(1);
  return coupon;
}
