import { eq } from 'drizzle-orm';
import type { PaymentInput } from '../../contracts/bookings';
import type { ApiDeps, CurrentUser, IdempotentRequest } from '../core/context';
import { ApiError, conflict, unprocessable } from '../core/errors';
import { TERMS_VERSION } from '../../domain/terms';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { accounts, type bookingHistory, bookings, payments } from '../db/schema';
import type { ChargeRequest, ProviderName } from '../integrations/payments/provider';
import { lockBookingFor } from './access';
import { cardFor, cardKey } from './cards';
import { isCharging, paymentInProgress } from './charge-claim';
import { assertLiveHold } from './hold';
import { stepOfLostAttempt } from './ledger';
import { pendingChangeOf } from './pending-change';
import { settleCharge } from './settlement';
import { transition } from './transition';

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
