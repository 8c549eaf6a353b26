import { and, eq, sql } from 'drizzle-orm';
import type { PaymentInput } from '../../contracts/bookings';
import type { ApiDeps, CurrentUser, IdempotentRequest } from '../core/context';
import { ApiError, conflict, notFound, unprocessable } from '../core/errors';
import { TERMS_VERSION } from '../../domain/terms';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { accounts, type bookingHistory, bookings, payments } from '../db/schema';
import type { ChargeRequest, ProviderName } from '../integrations/payments/provider';
import { lockBookingFor } from './access';
import { cardFor, cardKey } from './cards';
import { isCharging, paymentInProgress } from './charge-claim';
import { assertLiveHold } from './hold';
import { lockBooking, stepOfLostAttempt, type PendingRefund } from './ledger';
import { applyPendingChange, pendingChangeOf } from './pending-change';
import { deliverRefunds } from './refunds';
import { transition, type Step } from './transition';

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

/**
 * The booking locked, then the charge recorded as succeeded (a pending one, 3-D Secure, becomes
 * so). `booking.paid` is what was paid before this charge; `recorded` is undefined when the charge
 * was recorded before (a replay): another settlement of it held the lock and committed first.
 */
async function lockAndRecordCharge(
  tx: Db,
  charge: { bookingId: string; provider: ProviderName; providerRef: string; amount: number },
) {
  // The claim of the charge ends here (confirming clears it with the status).
  const booking = await lockBooking(tx, charge.bookingId, { chargingSince: null });
  if (!booking) throw notFound('Booking');
  const [recorded] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      kind: 'charge',
      provider: charge.provider,
      providerRef: charge.providerRef,
      amountCents: charge.amount,
      status: 'succeeded',
    })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerRef],
      set: { status: 'succeeded' },
      setWhere: sql`${payments.status} <> 'succeeded'`,
    })
    .returning({ id: payments.id });
  return { booking, recorded };
}

/**
 * Records a charge the provider reports as succeeded and moves the booking accordingly, exactly
 * once per provider payment (a webhook after the direct answer, or a replay, changes nothing):
 * - a hold paid in full is confirmed (even one whose time ran out while the charge was under way,
 *   as long as nothing marked it expired: its slot was never given away);
 * - a confirmed booking's balance, or its pending change, is paid;
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
  const { bookingId, now, actorId, requestKey } = charge;
  const refunds = await transaction(db, async (tx): Promise<PendingRefund[]> => {
    const { booking, recorded } = await lockAndRecordCharge(tx, charge);
    if (!recorded) return []; // settled before
    const step: Step = {
      now,
      actorId,
      requestKey,
      amountCents: charge.amount,
      charge: { ...charge, id: recorded.id, amountCents: charge.amount },
    };
    const paid = booking.paid + charge.amount;

    if (booking.status === 'cancelled' || booking.status === 'expired')
      return transition(tx, 'refund_late_payment', booking, {
        ...step,
        amountCents: 0,
        details: { charged: charge.amount },
        refund: { amount: charge.amount, only: recorded.id },
      });
    const change = booking.status === 'confirmed' ? await pendingChangeOf(tx, bookingId) : undefined;
    let total = booking.totalPriceCents;
    if (booking.status === 'held' && paid >= total) await transition(tx, 'pay', booking, step);
    else if (change && paid >= change.totalPriceCents) {
      await applyPendingChange(tx, booking, change, step);
      total = change.totalPriceCents;
    } else await transition(tx, booking.status === 'held' ? 'pay_part' : 'pay_balance', booking, step);
    // Beyond the total: a second card, or a change that lapsed while its payment was under way.
    const excess = paid - total;
    if (excess <= 0) return [];
    return transition(
      tx,
      'refund_excess',
      { ...booking, status: 'confirmed' },
      { now, actorId: null, totalCents: total, refund: { amount: excess, only: recorded.id } },
    );
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
/** A booking claimed for a charge of `amount` (0: a free hold, confirmed without one). */
type Claim = { amount: number; paid: number; accountId: string };

/**
 * Any payment: the booking locked, every rule checked, the terms of sale the payer accepted
 * written, then claimed for the charge (or a free hold confirmed).
 */
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
    if (amount <= 0 && booking.status !== 'held')
      throw conflict('NOTHING_TO_PAY', 'This booking is already paid.');
    await tx
      .update(bookings)
      .set({ termsVersion: TERMS_VERSION, termsAcceptedAt: now, chargingSince: amount > 0 ? now : null })
      .where(eq(bookings.id, bookingId));
    if (amount <= 0) await transition(tx, 'confirm_free', booking, { now, actorId: user.id, requestKey });
    return { amount: Math.max(0, amount), paid: booking.paid, accountId: booking.accountId };
  });
}

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

/**
 * Pays what a booking owes: a live hold (→ confirmed) or the balance of a confirmed one. The
 * booking is claimed for the charge first (one charge at a time per booking: a second payment gets
 * 409), the provider is called outside any transaction, and `settleCharge` records the answer.
 * A hold whose total is zero is confirmed without charging anything.
 */
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
  if (lost) return { provider: deps.payments.name, status: 'succeeded', amount: paidBy(lost) };
  return chargeBooking(db, user, bookingId, input, deps, request?.key);
}

async function chargeBooking(
  db: Db,
  user: CurrentUser,
  bookingId: string,
  input: PaymentInput,
  deps: ApiDeps,
  requestKey: string | undefined,
): Promise<PaymentOutcome> {
  const now = deps.now();
  const provider = deps.payments;

  const claim = await claimInTransaction(db, user, bookingId, now, requestKey);
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
  await settleCharge(db, deps, {
    bookingId,
    provider: provider.name,
    providerRef: result.providerRef,
    amount: claim.amount,
    actorId: user.id,
    now,
    requestKey,
  });
  return { provider: provider.name, status: 'succeeded', amount: claim.amount };
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
    await transition(tx, 'confirm_free', booking, { now, actorId: user.id });
  });
}
