import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { AdminCoupon, AdminCouponCreate } from '../../contracts/admin';
import type { CurrentUser } from '../core/context';
import { conflict, notFound } from '../core/errors';
import type { Db } from '../db/client';
import { sqlState, transaction } from '../db/transaction';
import { auditLog, couponCodes, couponRedemptions } from '../db/schema';
import { containing } from './staff-users';

type CouponRow = typeof couponCodes.$inferSelect;

// The outer code's id written with its table: in a one-table select Drizzle writes columns bare.
const couponId = sql`${sql.identifier('coupon_codes')}.${sql.identifier('id')}`;
const uses = sql<number>`(select count(*)::int from ${couponRedemptions} r where r.coupon_id = ${couponId} and r.redeemed_at is not null)`;
const reserved = sql<number>`(select count(*)::int from ${couponRedemptions} r where r.coupon_id = ${couponId} and r.redeemed_at is null)`;

const toAdminCoupon = (row: CouponRow, counts: { uses: number; reserved: number }): AdminCoupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  once_per_account: row.singleUse,
  max_uses: row.maxUses,
  min_total: row.minTotalCents,
  valid_from: row.validFrom?.toISOString() ?? null,
  valid_until: row.validUntil?.toISOString() ?? null,
  account_id: row.accountId,
  uses: counts.uses,
  reserved: counts.reserved,
  created_at: row.createdAt.toISOString(),
});

const audited = (row: CouponRow) => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  max_uses: row.maxUses,
  valid_until: row.validUntil?.toISOString() ?? null,
});

/** The codes, newest first, with how many bookings used them and how many holds reserve them. */
export async function listCoupons(
  db: Db,
  query: { q?: string; limit: number; offset: number },
): Promise<AdminCoupon[]> {
  const rows = await db
    .select({ coupon: couponCodes, uses, reserved })
    .from(couponCodes)
    .where(query.q ? ilike(couponCodes.code, containing(query.q)) : undefined)
    .orderBy(desc(couponCodes.createdAt), desc(couponCodes.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(({ coupon, ...counts }) => toAdminCoupon(coupon, counts));
}

/** A new code, with its audit line; a code is unique whatever its case (409 COUPON_CODE_TAKEN). */
export async function createCoupon(
  db: Db,
  staff: CurrentUser,
  input: AdminCouponCreate,
): Promise<AdminCoupon> {
  try {
    return await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(couponCodes)
        .values({
          code: input.code.toUpperCase(),
          kind: input.kind,
          value: input.value,
          singleUse: input.once_per_account,
          maxUses: input.max_uses,
          minTotalCents: input.min_total,
          validFrom: input.valid_from ? new Date(input.valid_from) : null,
          validUntil: input.valid_until ? new Date(input.valid_until) : null,
          accountId: input.account_id,
        })
        .returning();
      if (!row) throw new Error('coupon not inserted');
      await tx.insert(auditLog).values({
        actorId: staff.id,
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: row.id,
        before: null,
        after: audited(row),
      });
      return toAdminCoupon(row, { uses: 0, reserved: 0 });
    });
  } catch (error) {
    if (sqlState(error) === '23505')
      throw conflict('COUPON_CODE_TAKEN', 'A code with these letters exists already.');
    // An account that does not exist.
    if (sqlState(error) === '23503') throw notFound('Account');
    throw error;
  }
}

/** Ends a code now: no hold can take it from this moment (those that reserved it keep it). */
export async function expireCoupon(db: Db, staff: CurrentUser, id: string, now: Date): Promise<AdminCoupon> {
  return transaction(db, async (tx) => {
    const [before] = await tx.select().from(couponCodes).where(eq(couponCodes.id, id)).for('update');
    if (!before) throw notFound('Coupon');
    let row = before;
    if (!before.validUntil || before.validUntil > now) {
      const [after] = await tx
        .update(couponCodes)
        .set({ validUntil: now })
        .where(eq(couponCodes.id, id))
        .returning();
      if (after) row = after;
      await tx.insert(auditLog).values({
        actorId: staff.id,
        action: 'coupon.expire',
        targetType: 'coupon',
        targetId: id,
        before: audited(before),
        after: audited(row),
      });
    }
    const [counts] = await tx.select({ uses, reserved }).from(couponCodes).where(eq(couponCodes.id, id));
    return toAdminCoupon(row, counts ?? { uses: 0, reserved: 0 });
  });
}
