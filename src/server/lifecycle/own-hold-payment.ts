import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../core/context';
import type { Db } from '../db/client';
import { bookingHistory, bookings, couponRedemptions, events, payments } from '../db/schema';
import { sqlState } from '../db/transaction';
import type { ProviderName } from '../integrations/payments/provider';
import { bookingFactsJson, documentsInsert, parseFacts, type BookingFacts } from '../invoices/issue';
import { bookingConfirmedMessage } from '../messages/outbox';
import { CHARGE_CLAIM_MS } from './charge-claim';
import { eventsOfBookings } from './ledger';

// The usual payment, the organizer paying their own live hold in full, in two statements: its
// claim and its settlement. Every other payment goes through lifecycle/payment.ts's transactions.

/** A booking claimed for a charge of `amount` (0: a free hold, confirmed without one). */
export type Claim = { amount: number; paid: number; accountId: string };

/**
 * The organizer's own hold, claimed at `claimedAt` with everything `settleOwnHold` needs: its
 * total as claimed, whether it has a code, and what its invoice shows of it.
 */
export type OwnClaim = Claim & { total: number; claimedAt: Date; hasCoupon: boolean; facts: BookingFacts };

/**
 * The usual payment, claimed in one statement: the organizer's own live hold with something to
 * pay and no charge under way. The row is locked and its conditions checked as it is updated, so
 * this claims exactly when `claimInTransaction` would; anything else (a member's booking paid by
 * an account admin, a balance, a free hold, every refusal) is left to it. What the invoice will
 * show of the booking is read in the same statement.
 */
export async function claimOwnHold(db: Db, user: CurrentUser, bookingId: string, now: Date): Promise<OwnClaim | undefined> {
  const at = now.toISOString();
  const result = await db.execute(
    sql`with claimed as (
        update ${bookings} set charging_since = ${at}::timestamptz
        where id = ${bookingId} and organizer_id = ${user.id} and status = 'held' and (expires_at is null or expires_at > ${at}::timestamptz)
          and (charging_since is null or charging_since <= ${new Date(now.getTime() - CHARGE_CLAIM_MS).toISOString()}::timestamptz)
          and total_price_cents > paid_cents
        returning id, total_price_cents, paid_cents, account_id, coupon_id)
      select c.total_price_cents as total, c.paid_cents as paid, c.account_id, c.coupon_id is not null as has_coupon, ${bookingFactsJson(sql`c.id`)} as facts
      from claimed c`,
  );
  type Row = { total: number; paid: number; account_id: string; has_coupon: boolean; facts: BookingFacts | string };
  const [row] = (result as unknown as { rows: Row[] }).rows;
  if (!row) return undefined;
  return { amount: row.total - row.paid, paid: row.paid, total: row.total, accountId: row.account_id, claimedAt: now, hasCoupon: row.has_coupon, facts: parseFacts(row.facts) };
}

/**
 * The usual payment's settlement, in one statement that is its own transaction: the hold
 * confirmed, the charge recorded, its events confirmed, its code consumed, its history, its
 * message and its invoice, exactly as `settleCharge` writes them. Every write hangs on the first,
 * which finds the hold exactly as it was claimed (still held, still claimed by this payment, the
 * same total and the same amount paid): otherwise nothing is written and false tells the caller to
 * settle it the general way, as it does when the charge was recorded before (a unique violation
 * undoes the whole statement). Four round trips fewer than `settleCharge` on the hot path. The
 * terms of sale the payer accepted are written with the booking's row.
 */
export async function settleOwnHold(
  db: Db,
  bookingId: string,
  claim: OwnClaim,
  charge: { provider: ProviderName; providerRef: string; actorId: string; now: Date; termsVersion: string },
): Promise<boolean> {
  const at = charge.now.toISOString();
  const paymentId = randomUUID();
  const confirmed = sql`exists (select 1 from confirmed)`;
  const payment = { payment_id: paymentId, kind: 'charge' as const, amount_cents: claim.amount, provider: charge.provider, provider_ref: charge.providerRef, overstay_minutes: null, credits: null };
  const invoice = documentsInsert([{ payment, facts: { ...claim.facts, paid_cents: claim.paid + claim.amount } }], charge.now, sql`exists (select 1 from recorded)`);
  const statement = sql`with confirmed as (
      update ${bookings} set status = 'confirmed', expires_at = null, charging_since = null, booked_at = coalesce(booked_at, ${at}::timestamptz), updated_at = ${at}::timestamptz,
        terms_version = ${charge.termsVersion}, terms_accepted_at = ${at}::timestamptz
      where id = ${bookingId} and status = 'held' and charging_since = ${claim.claimedAt.toISOString()}::timestamptz
        and total_price_cents = ${claim.total} and paid_cents = ${claim.paid}
      returning id),
    recorded as (
      insert into ${payments} (id, booking_id, kind, provider, provider_ref, amount_cents, status)
      select ${paymentId}::uuid, id, 'charge', ${charge.provider}, ${charge.providerRef}, ${claim.amount}, 'succeeded' from confirmed
      returning id),
    occurrences as (update ${events} set status = 'confirmed' where ${eventsOfBookings(bookingId)} and ${events.status} = 'held' and ${confirmed}),
    ${claim.hasCoupon ? sql`code as (update ${couponRedemptions} set redeemed_at = ${at}::timestamptz where booking_id = ${bookingId} and redeemed_at is null and ${confirmed}),` : sql``}
    history as (
      insert into ${bookingHistory} (booking_id, at, actor_id, action, from_status, to_status, amount_cents, total_cents, details)
      select id, ${at}::timestamptz, ${charge.actorId}, 'paid', 'held', 'confirmed', ${claim.amount}, ${claim.total}, '{}'::jsonb from confirmed),
    message as (${bookingConfirmedMessage(bookingId, confirmed)})
    ${invoice ? sql`, invoice as (${invoice})` : sql``}
    select (select id from recorded) as recorded`;
  try {
    const [row] = ((await db.execute(statement)) as unknown as { rows: { recorded: string | null }[] }).rows;
    return Boolean(row?.recorded);
  } catch (error) {
    if (sqlState(error) === '23505') return false; // recorded before: a replay, settled the general way
    throw error;
  }
}
