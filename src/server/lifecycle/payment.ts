import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PaymentInput } from '../../contracts/bookings';
import type { ApiDeps, CurrentUser, IdempotentRequest } from '../core/context';
import { ApiError, conflict, notFound, unprocessable } from '../core/errors';
import { TERMS_VERSION } from '../../domain/terms';
import type { Db } from '../db/client';
import { parsedJson, rowsFromJson } from '../db/json-rows';
import { transaction, writeTogether } from '../db/transaction';
import {
  bookingFactsJson,
  issueDocuments,
  parseFacts,
  writeDocumentsOf,
  type BookingFacts,
} from '../invoices/issue';
import { bookingConfirmedMessage } from '../messages/outbox';
import {
  accounts,
  type bookingHistory,
  bookings,
  couponRedemptions,
  events,
  paymentMethods,
  payments,
} from '../db/schema';
import type { ChargeRequest, ProviderName } from '../integrations/payments/provider';
import { lockBookingFor } from './access';
import { claimOwnHold, settleOwnHold, type Claim } from './own-hold-payment';
import { isCharging, paymentInProgress } from './charge-claim';
import { assertLiveHold } from './hold';
import {
  appendHistory,
  decideRefund,
  eventsOfBookings,
  historyInsert,
  stepOfLostAttempt,
  type LockedBooking,
  type PendingRefund,
} from './ledger';
import { applyPendingChange, pendingChangeOf } from './pending-change';
import { deliverRefunds } from './refunds';

export type PaymentOutcome = {
  provider: ProviderName;
  status: 'succeeded' | 'requires_action';
  amount: number;
  clientSecret?: string;
};

const paymentFailed = (reason: string) =>
  new ApiError(
    422,
    'PAYMENT_FAILED',
    `The payment was refused (${reason}). Your hold is kept: try another card.`,
    [{ field: 'payment', code: reason, message: 'Payment refused' }],
  );

/** The card to charge: a saved card of the booking's account, or a card typed in (demo provider). */
export async function cardFor(
  db: Db,
  accountId: string,
  input: PaymentInput,
): Promise<ChargeRequest['card']> {
  if ('card' in input) return { number: input.card.number };
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, input.payment_method_id), eq(paymentMethods.accountId, accountId)))
    .limit(1);
  if (!method) throw notFound('Payment method');
  return { providerRef: method.providerRef };
}

/** A short, stable name for a card in an idempotency key; never the number itself. */
export function cardKey(card: ChargeRequest['card']): string {
  const identity = 'providerRef' in card ? card.providerRef : card.number.replace(/\s+/g, '');
  return createHash('sha256').update(identity).digest('hex').slice(0, 16);
}

/** held → confirmed, in the caller's transaction: its events, its coupon consumed, its history and its message, in one statement. */
async function confirm(
  tx: Db,
  booking: LockedBooking,
  now: Date,
  actorId: string | null,
  amount: number,
  action: string,
  requestKey?: string,
): Promise<void> {
  await writeTogether(tx, [
    tx
      .update(bookings)
      .set({
        status: 'confirmed',
        expiresAt: null,
        chargingSince: null,
        bookedAt: sql`coalesce(${bookings.bookedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'held'))),
    tx
      .update(events)
      .set({ status: 'confirmed' })
      .where(and(eventsOfBookings(booking.id), eq(events.status, 'held'))),
    // A hold's code is reserved exactly when it has one (hold-update.updateHold writes both together).
    booking.couponId !== null &&
      tx
        .update(couponRedemptions)
        .set({ redeemedAt: now })
        .where(and(eq(couponRedemptions.bookingId, booking.id), isNull(couponRedemptions.redeemedAt))),
    historyInsert(tx, {
      bookingId: booking.id,
      at: now,
      actorId,
      action,
      from: 'held',
      to: 'confirmed',
      amountCents: amount,
      totalCents: booking.totalPriceCents,
      requestKey,
    }),
    // The organizer's confirmation, in the outbox with the change that causes it
    // (docs/business-rules.md §6).
    bookingConfirmedMessage(booking.id),
  ]);
}

/**
 * The booking locked, then the charge recorded as succeeded, in one statement: the insert reads
 * the locked row, so it waits for the lock (and a second settlement of the same charge finds it
 * recorded, never waiting on it while holding the lock). `booking.paid` is what was paid before
 * this charge; `recorded` is undefined when the charge was recorded before (a replay). `facts` are
 * what its invoice shows of the booking, read with it; its amounts are the locked row's.
 */
async function lockAndRecordCharge(
  tx: Db,
  charge: { bookingId: string; provider: ProviderName; providerRef: string; amount: number },
) {
  const result = await tx.execute(
    sql`with locked as (select * from ${bookings} where id = ${charge.bookingId} for update),
      recorded as (
        insert into ${payments} (booking_id, kind, provider, provider_ref, amount_cents, status)
        select locked.id, 'charge', ${charge.provider}, ${charge.providerRef}, ${charge.amount}, 'succeeded' from locked
        on conflict (provider, provider_ref) do update set status = 'succeeded' where ${payments}.status <> 'succeeded'
        returning id)
      select row_to_json(locked) as booking, (select id from recorded) as recorded, ${bookingFactsJson(sql`locked.id`)} as facts from locked`,
  );
  const [row] = (
    result as unknown as {
      rows: {
        booking: Record<string, unknown> | string;
        recorded: string | null;
        facts: BookingFacts | string;
      }[];
    }
  ).rows;
  const [booking] = row ? rowsFromJson(bookings, [parsedJson(row.booking)]) : [];
  return {
    booking: booking && { ...booking, paid: booking.paidCents },
    recorded: row?.recorded ? { id: row.recorded } : undefined,
    facts: row && parseFacts(row.facts),
  };
}

/**
 * Records a charge the provider reports as succeeded and moves the booking accordingly, exactly
 * once per provider payment (a webhook after the direct answer, or a replay, changes nothing):
 * - a hold paid in full is confirmed (even one whose time ran out while the charge was under way,
 *   as long as nothing marked it expired: its slot was never given away);
 * - a confirmed booking's balance is paid;
 * - whatever is paid beyond the total, and every payment of a cancelled or expired booking, is
 *   refunded in full, automatically.
 */
export async function settleCharge(
  db: Db,
  deps: Pick<ApiDeps, 'payments'>,
  charge: {
    bookingId: string;
    provider: ProviderName;
    providerRef: string;
    amount: number;
    actorId: string | null;
    now: Date;
    /** The payer's Idempotency-Key, written with the step the charge makes. */
    requestKey?: string;
  },
): Promise<void> {
  const { bookingId, now, requestKey } = charge;
  const refunds = await transaction(db, async (tx): Promise<PendingRefund[]> => {
    const { booking, recorded, facts } = await lockAndRecordCharge(tx, charge);
    if (!booking || !facts) throw notFound('Booking');
    // The claim of the charge ends here: `confirm` clears it with the status, other paths apart.
    const release = () => tx.update(bookings).set({ chargingSince: null }).where(eq(bookings.id, bookingId));
    if (!recorded) {
      await release(); // settled before
      return [];
    }
    const paid = booking.paid + charge.amount;

    if (booking.status === 'cancelled' || booking.status === 'expired') {
      await release();
      await appendHistory(tx, {
        bookingId,
        at: now,
        actorId: charge.actorId,
        action: 'late_payment_refunded',
        from: booking.status,
        to: booking.status,
        amountCents: 0,
        totalCents: booking.totalPriceCents,
        details: { charged: charge.amount },
        requestKey,
      });
      await issueDocuments(tx, [recorded.id], now);
      return decideRefund(tx, bookingId, charge.amount, now, recorded.id);
    }
    const change = booking.status === 'confirmed' ? await pendingChangeOf(tx, bookingId) : undefined;
    let total = booking.totalPriceCents;
    const confirmed = booking.status === 'held' && paid >= total;
    if (confirmed) {
      await confirm(tx, booking, now, charge.actorId, charge.amount, 'paid', requestKey);
      // Its invoice, from the facts read with the lock: the usual payment costs one statement more.
      const payment = {
        payment_id: recorded.id,
        kind: 'charge' as const,
        amount_cents: charge.amount,
        provider: charge.provider,
        provider_ref: charge.providerRef,
        overstay_minutes: null,
        credits: null,
      };
      const amounts = {
        total_price_cents: booking.totalPriceCents,
        space_price_cents: booking.spacePriceCents,
        paid_cents: paid,
        rebates: booking.rebates,
      };
      await writeDocumentsOf(tx, [{ payment, facts: { ...facts, ...amounts } }], now);
    } else if (change && paid >= change.totalPriceCents) {
      await release();
      await applyPendingChange(tx, booking, change, {
        now,
        actorId: charge.actorId,
        amount: charge.amount,
        requestKey,
      });
      total = change.totalPriceCents;
    } else {
      await release();
      await appendHistory(tx, {
        bookingId,
        at: now,
        actorId: charge.actorId,
        action: booking.status === 'held' ? 'part_paid' : 'balance_paid',
        from: booking.status,
        to: booking.status,
        amountCents: charge.amount,
        totalCents: total,
        requestKey,
      });
    }
    if (!confirmed) await issueDocuments(tx, [recorded.id], now);
    // Beyond the total: a second card, or a change that lapsed while its payment was under way.
    const excess = paid - total;
    if (excess <= 0) return [];
    const status = booking.status === 'held' ? 'confirmed' : booking.status;
    await appendHistory(tx, {
      bookingId,
      at: now,
      actorId: null,
      action: 'excess_refunded',
      from: status,
      to: status,
      amountCents: -excess,
      totalCents: total,
    });
    return decideRefund(tx, bookingId, excess, now, recorded.id);
  });
  await deliverRefunds(db, deps.payments, refunds);
}

/** A charge the provider refused after all (3-D Secure failed): the pending row says so. */
export async function settleChargeFailed(db: Db, provider: ProviderName, providerRef: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed' })
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerRef, providerRef),
        eq(payments.status, 'pending'),
      ),
    );
}

/** Any payment: the booking locked, every rule checked, then claimed (or a free hold confirmed). */
function claimInTransaction(
  db: Db,
  user: CurrentUser,
  bookingId: string,
  now: Date,
  requestKey: string | undefined,
): Promise<Claim> {
  return transaction(db, async (tx) => {
    const booking = await lockBookingFor(tx, user, bookingId, { act: true });
    if (booking.status !== 'confirmed') assertLiveHold(booking, now);
    if (isCharging(booking, now)) throw paymentInProgress();
    // A confirmed booking owes what its pending change costs beyond what it paid, while the change holds.
    const change = booking.status === 'confirmed' ? await pendingChangeOf(tx, bookingId) : undefined;
    if (change && change.expiresAt <= now)
      throw conflict('CHANGE_LAPSED', 'The change waited too long for its payment: ask for it again.');
    const amount = (change?.totalPriceCents ?? booking.totalPriceCents) - booking.paid;
    if (amount <= 0 && booking.status === 'held') {
      await confirm(tx, booking, now, user.id, 0, 'confirmed_free', requestKey);
      return { amount: 0, paid: booking.paid, accountId: booking.accountId };
    }
    if (amount <= 0) throw conflict('NOTHING_TO_PAY', 'This booking is already paid.');
    await tx.update(bookings).set({ chargingSince: now }).where(eq(bookings.id, bookingId));
    return { amount, paid: booking.paid, accountId: booking.accountId };
  });
}

/**
 * Pays what a booking owes: a live hold (→ confirmed) or the balance of a confirmed one. The
 * booking is claimed for the charge first (one charge at a time per booking: a second payment gets
 * 409), the provider is called outside any transaction, and `settleCharge` records the answer.
 * A hold whose total is zero is confirmed without charging anything.
 */
/** A booking is paid only once the payer has accepted the terms of sale in force. */
function assertTermsAccepted(version: string | undefined): void {
  if (version === undefined)
    throw unprocessable('TERMS_NOT_ACCEPTED', 'Accept the terms of sale (terms_version) to pay.', [
      { field: 'body.terms_version', code: 'required', message: `Expected "${TERMS_VERSION}".` },
    ]);
  if (version !== TERMS_VERSION)
    throw unprocessable(
      'TERMS_NOT_ACCEPTED',
      `The terms of sale in force are version ${TERMS_VERSION}: accept them to pay.`,
      [{ field: 'body.terms_version', code: 'outdated', message: `Expected "${TERMS_VERSION}".` }],
    );
}

export async function payBooking(
  db: Db,
  user: CurrentUser,
  bookingId: string,
  input: PaymentInput,
  deps: ApiDeps,
  request?: IdempotentRequest,
): Promise<PaymentOutcome> {
  assertTermsAccepted(input.terms_version);
  // A retry of a payment whose instance died before answering: what the lost attempt paid is the answer.
  const lost = await stepOfLostAttempt(db, user.id, request, bookingId);
  const { termsRecorded, ...outcome } = lost
    ? { provider: deps.payments.name, status: 'succeeded' as const, amount: paidBy(lost) }
    : await chargeBooking(db, user, bookingId, input, deps, request?.key);
  // The payer may act on this booking (the claim checked it): the terms they accepted go with it,
  // written by the usual payment's settlement itself, else here.
  if (!termsRecorded)
    await db
      .update(bookings)
      .set({ termsVersion: TERMS_VERSION, termsAcceptedAt: deps.now() })
      .where(eq(bookings.id, bookingId));
  return outcome;
}

async function chargeBooking(
  db: Db,
  user: CurrentUser,
  bookingId: string,
  input: PaymentInput,
  deps: ApiDeps,
  requestKey: string | undefined,
): Promise<PaymentOutcome & { termsRecorded?: boolean }> {
  const now = deps.now();
  const provider = deps.payments;

  const own = await claimOwnHold(db, user, bookingId, now);
  const claim = own ?? (await claimInTransaction(db, user, bookingId, now, requestKey));
  if (claim.amount === 0) return { provider: provider.name, status: 'succeeded', amount: 0 };

  const release = () => db.update(bookings).set({ chargingSince: null }).where(eq(bookings.id, bookingId));
  let card: ChargeRequest['card'];
  try {
    card = await cardFor(db, claim.accountId, input);
  } catch (error) {
    await release();
    throw error;
  }
  // Only Stripe knows customers; the demo provider charges the card alone.
  const [account] =
    provider.name === 'stripe'
      ? await db
          .select({ stripeCustomerId: accounts.stripeCustomerId })
          .from(accounts)
          .where(eq(accounts.id, claim.accountId))
          .limit(1)
      : [];
  let result;
  try {
    result = await provider.charge({
      amountCents: claim.amount,
      description: `Booking ${bookingId}`,
      // Derived from what is paid and with which card: a retry of the same payment can never charge
      // twice, and another card after a refusal is a new attempt.
      idempotencyKey: `booking-${bookingId}-${claim.paid}-${claim.amount}-${cardKey(card)}`,
      card,
      customerRef: account?.stripeCustomerId ?? undefined,
      metadata: { booking_id: bookingId },
    });
  } catch (error) {
    await release();
    throw error;
  }
  if (result.status === 'failed') {
    await release();
    throw paymentFailed(result.reason);
  }
  if (result.status === 'requires_action') {
    // 3-D Secure: the webhook settles it. Another card may be tried meanwhile; should both succeed,
    // the second is refunded as paid beyond the total.
    await transaction(db, async (tx) => {
      await tx
        .insert(payments)
        .values({
          bookingId,
          kind: 'charge',
          provider: provider.name,
          providerRef: result.providerRef,
          amountCents: claim.amount,
          status: 'pending',
        })
        .onConflictDoNothing();
      await tx.update(bookings).set({ chargingSince: null }).where(eq(bookings.id, bookingId));
    });
    return {
      provider: provider.name,
      status: 'requires_action',
      amount: claim.amount,
      clientSecret: result.clientSecret,
    };
  }
  const settled =
    own !== undefined &&
    (await settleOwnHold(db, bookingId, own, {
      provider: provider.name,
      providerRef: result.providerRef,
      actorId: user.id,
      now,
      termsVersion: TERMS_VERSION,
      requestKey,
    }));
  if (!settled)
    await settleCharge(db, deps, {
      bookingId,
      provider: provider.name,
      providerRef: result.providerRef,
      amount: claim.amount,
      actorId: user.id,
      now,
      requestKey,
    });
  return { provider: provider.name, status: 'succeeded', amount: claim.amount, termsRecorded: settled };
}

/** What a payment's step of history charged: a payment to a booking cancelled meanwhile moved no total. */
function paidBy(step: typeof bookingHistory.$inferSelect): number {
  const charged = step.details.charged;
  return typeof charged === 'number' ? charged : step.amountCents;
}

/** held with nothing to pay (a coupon covers it all) → confirmed, without any card, once the terms of sale are accepted. */
export async function confirmFreeHold(
  db: Db,
  user: CurrentUser,
  bookingId: string,
  termsVersion: string | undefined,
  now: Date,
): Promise<void> {
  assertTermsAccepted(termsVersion);
  await transaction(db, async (tx) => {
    const booking = await lockBookingFor(tx, user, bookingId, { act: true });
    assertLiveHold(booking, now);
    if (isCharging(booking, now)) throw paymentInProgress();
    if (booking.totalPriceCents - booking.paid > 0)
      throw conflict('BALANCE_DUE', 'This booking has a balance to pay: pay it to confirm.');
    await tx
      .update(bookings)
      .set({ termsVersion: TERMS_VERSION, termsAcceptedAt: now })
      .where(eq(bookings.id, bookingId));
    await confirm(tx, booking, now, user.id, 0, 'confirmed_free');
  });
}
