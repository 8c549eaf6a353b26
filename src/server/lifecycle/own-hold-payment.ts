import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../core/context';
import type { Db } from '../db/client';
import { bookingHistory, bookings, couponRedemptions, events, payments } from '../db/schema';
import { fixedStatement } from '../db/prepared';
import { sqlState } from '../db/transaction';
import type { ProviderName } from '../integrations/payments/provider';
import {
  bookingFactsJson,
  documentRows,
  documentsFromRows,
  parseFacts,
  type BookingFacts,
} from '../invoices/issue';
import { bookingConfirmedMessage } from '../messages/outbox';
import { CHARGE_CLAIM_MS } from './charge-claim';
import { eventsOfBooking } from './ledger';

// The usual payment, the organizer paying their own live hold in full, in two statements: its
// claim and its settlement. Every other payment goes through lifecycle/payment.ts's transactions.

/** A booking claimed for a charge of `amount` (0: a free hold, confirmed without one). */
export type Claim = { amount: number; paid: number; accountId: string };

/**
 * The organizer's own hold, claimed at `claimedAt` with everything `settleOwnHold` needs: its
 * total as claimed and what its invoice shows of it.
 */
export type OwnClaim = Claim & { total: number; claimedAt: Date; facts: BookingFacts };

/**
 * The usual payment, claimed in one statement: the organizer's own live hold with something to
 * pay and no charge under way. The row is locked and its conditions checked as it is updated, so
 * this claims exactly when `claimInTransaction` would; anything else (a member's booking paid by
 * an account admin, a balance, a free hold, every refusal) is left to it. What the invoice will
 * show of the booking is read in the same statement.
 */
export async function claimOwnHold(
  db: Db,
  user: CurrentUser,
  bookingId: string,
  now: Date,
): Promise<OwnClaim | undefined> {
  type Row = { total: number; paid: number; account_id: string; facts: BookingFacts | string };
  const [row] = await claimStatement<Row>(db, {
    id: bookingId,
    organizerId: user.id,
    now: now.toISOString(),
    staleClaim: new Date(now.getTime() - CHARGE_CLAIM_MS).toISOString(),
  });
  if (!row) return undefined;
  return {
    amount: row.total - row.paid,
    paid: row.paid,
    total: row.total,
    accountId: row.account_id,
    claimedAt: now,
    facts: parseFacts(row.facts),
  };
}

const claimStatement = fixedStatement<{ id: string; organizerId: string; now: string; staleClaim: string }>(
  'claim_own_hold',
  (v) => sql`with claimed as (
      update ${bookings} set charging_since = ${v('now')}::timestamptz
      where id = ${v('id')}::uuid and organizer_id = ${v('organizerId')}::uuid and status = 'held' and (expires_at is null or expires_at > ${v('now')}::timestamptz)
        and (charging_since is null or charging_since <= ${v('staleClaim')}::timestamptz)
        and total_price_cents > paid_cents
      returning id, total_price_cents, paid_cents, account_id)
    select c.total_price_cents as total, c.paid_cents as paid, c.account_id, ${bookingFactsJson(sql`c.id`)} as facts
    from claimed c`,
);

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
  charge: {
    provider: ProviderName;
    providerRef: string;
    actorId: string;
    now: Date;
    termsVersion: string;
    requestKey?: string;
  },
): Promise<boolean> {
  const payment = {
    payment_id: randomUUID(),
    kind: 'charge' as const,
    amount_cents: claim.amount,
    provider: charge.provider,
    provider_ref: charge.providerRef,
    overstay_minutes: null,
    credits: null,
  };
  const invoice = documentRows(
    [{ payment, facts: { ...claim.facts, paid_cents: claim.paid + claim.amount } }],
    charge.now,
  );
  try {
    const [row] = await settleStatement<{ recorded: string | null }>(db, {
      id: bookingId,
      now: charge.now.toISOString(),
      claimedAt: claim.claimedAt.toISOString(),
      total: claim.total,
      paid: claim.paid,
      termsVersion: charge.termsVersion,
      paymentId: payment.payment_id,
      provider: charge.provider,
      providerRef: charge.providerRef,
      amount: claim.amount,
      actorId: charge.actorId,
      requestKey: charge.requestKey ?? null,
      invoice: invoice?.json ?? '[]',
      year: invoice?.year ?? 0,
    });
    return Boolean(row?.recorded);
  } catch (error) {
    if (sqlState(error) === '23505') return false; // recorded before: a replay, settled the general way
    throw error;
  }
}

type Settlement = {
  id: string;
  now: string;
  claimedAt: string;
  total: number;
  paid: number;
  termsVersion: string;
  paymentId: string;
  provider: ProviderName;
  providerRef: string;
  amount: number;
  actorId: string;
  requestKey: string | null;
  /** The invoice (`documentRows`), JSON, and the year that numbers it. */
  invoice: string;
  year: number;
};

const settleStatement = fixedStatement<Settlement>('settle_own_hold', (v) => {
  const confirmed = sql`exists (select 1 from confirmed)`;
  return sql`with confirmed as (
      update ${bookings} set status = 'confirmed', expires_at = null, charging_since = null, booked_at = coalesce(booked_at, ${v('now')}::timestamptz),
        updated_at = ${v('now')}::timestamptz, terms_version = ${v('termsVersion')}::text, terms_accepted_at = ${v('now')}::timestamptz
      where id = ${v('id')}::uuid and status = 'held' and charging_since = ${v('claimedAt')}::timestamptz
        and total_price_cents = ${v('total')}::int and paid_cents = ${v('paid')}::int
      returning id),
    recorded as (
      insert into ${payments} (id, booking_id, kind, provider, provider_ref, amount_cents, status)
      select ${v('paymentId')}::uuid, id, 'charge', ${v('provider')}::payment_provider, ${v('providerRef')}::text, ${v('amount')}::int, 'succeeded' from confirmed
      returning id),
    occurrences as (update ${events} set status = 'confirmed' where ${eventsOfBooking(v('id'))} and ${events.status} = 'held' and ${confirmed}),
    code as (update ${couponRedemptions} set redeemed_at = ${v('now')}::timestamptz
      where coupon_id = (select b.coupon_id from ${bookings} b where b.id = ${v('id')}::uuid) and booking_id = ${v('id')}::uuid
        and redeemed_at is null and ${confirmed}),
    history as (
      insert into ${bookingHistory} (booking_id, at, actor_id, action, from_status, to_status, amount_cents, total_cents, details, request_key)
      select id, ${v('now')}::timestamptz, ${v('actorId')}::uuid, 'paid', 'held', 'confirmed', ${v('amount')}::int, ${v('total')}::int, '{}'::jsonb, ${v('requestKey')}::text from confirmed),
    message as (${bookingConfirmedMessage(v('id'), confirmed)}),
    invoice as (${documentsFromRows(v('invoice'), v('year'), v('now'), sql`exists (select 1 from recorded)`)})
    select (select id from recorded) as recorded`;
});
