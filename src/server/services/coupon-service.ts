import { and, desc, eq, exists, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { CouponCode } from '../../contracts/account';
import type { CurrentUser } from '../core/context';
import type { Db } from '../db/client';
import { couponCodes, couponRedemptions } from '../db/schema';
import { readableAccount } from './account-service';

/**
 * The codes an account can see: all of its own (past ones too, as a history) and the public
 * promotions still running. `used`: a once-per-account code this account has paid a booking with
 * (one a hold only reserves is not used yet); a reusable code is never used up.
 */
export async function listAccountCodes(db: Db, user: CurrentUser, now: Date): Promise<CouponCode[]> {
  const account = await readableAccount(db, user);
  const redeemed = db
    .select({ one: sql`1` })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponCodes.id),
        eq(couponRedemptions.accountId, account.id),
        isNotNull(couponRedemptions.redeemedAt),
      ),
    );
  const rows = await db
    .select({ coupon: couponCodes, used: exists(redeemed).mapWith(Boolean) })
    .from(couponCodes)
    .where(
      or(
        eq(couponCodes.accountId, account.id),
        and(
          isNull(couponCodes.accountId),
          or(isNull(couponCodes.validUntil), gte(couponCodes.validUntil, now)),
        ),
      ),
    )
    .orderBy(desc(couponCodes.createdAt), desc(couponCodes.id));
  return rows.map(({ coupon, used }) => ({
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    valid_from: coupon.validFrom?.toISOString() ?? null,
    valid_until: coupon.validUntil?.toISOString() ?? null,
    single_use: coupon.singleUse,
    used: coupon.singleUse && used,
  }));
}
