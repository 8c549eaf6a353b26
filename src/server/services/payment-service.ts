import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentInput } from '../../contracts/bookings';
import type { ApiDeps, CurrentUser } from '../core/context';
import { ApiError, conflict, notFound } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { accounts, bookings, couponRedemptions, events, paymentMethods, payments } from '../db/schema';
import type { ChargeRequest } from '../integrations/payments/provider';
import { assertLiveHold, slotTaken } from './booking-service';
import { loadBookingFor } from './booking-view';
import { isOverlap } from './slot-rules';

export type PaymentOutcome = { provider: 'stripe' | 'offline'; status: 'succeeded' | 'requires_action'; amount: number; clientSecret?: string };

const paymentFailed = (reason: string) => new ApiError(422, 'PAYMENT_FAILED', `The payment was refused (${reason}). Your hold is kept: try another card.`, [
  { field: 'payment', code: reason, message: 'Payment refused' },
]);

/** The card to charge: a saved card of the booking's account, or a card typed in (demo provider). */
export async function cardFor(db: Db, accountId: string, input: PaymentInput): Promise<ChargeRequest['card']> {
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
function cardKey(card: ChargeRequest['card']): string {
  const identity = 'providerRef' in card ? card.providerRef : card.number.replace(/\s+/g, '');
  return createHash('sha256').update(identity).digest('hex').slice(0, 16);
}

/**
 * Records a successful payment and confirms the booking, exactly once per provider payment: the
 * unique (provider, provider_ref) makes a replay (a webhook after the direct answer) a no-op.
 */
export async function recordPaymentSucceeded(db: Db, bookingId: string, provider: 'stripe' | 'offline', providerRef: string, amount: number, now: Date) {
  try {
    await transaction(db, async (tx) => {
      const inserted = await tx
        .insert(payments)
        .values({ bookingId, provider, providerRef, amountCents: amount, status: 'succeeded' })
        .onConflictDoUpdate({
          target: [payments.provider, payments.providerRef],
          set: { status: 'succeeded' },
          setWhere: sql`${payments.status} <> 'succeeded'`,
        })
        .returning({ id: payments.id });
      if (inserted.length === 0) return; // already recorded
      const [booking] = await tx
        .update(bookings)
        .set({ paidCents: sql`${bookings.paidCents} + ${amount}`, status: 'confirmed', expiresAt: null, bookedAt: sql`coalesce(${bookings.bookedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
        .where(eq(bookings.id, bookingId))
        .returning();
      if (!booking) throw notFound('Booking');
      // An expired hold whose slot nobody took is confirmed all the same; a taken one trips the constraint.
      await tx.update(events).set({ status: 'confirmed' }).where(and(eq(events.bookingId, bookingId), inArray(events.status, ['held', 'expired'])));
      if (booking.couponId) {
        await tx.insert(couponRedemptions).values({ couponId: booking.couponId, bookingId, accountId: booking.accountId }).onConflictDoNothing();
      }
    });
  } catch (error) {
    if (isOverlap(error)) throw slotTaken();
    throw error;
  }
}

/** Pays what a booking still owes: a live hold (→ confirmed), or the balance of a confirmed one. */
export async function payBooking(db: Db, user: CurrentUser, bookingId: string, input: PaymentInput, deps: ApiDeps): Promise<PaymentOutcome> {
  const now = deps.now();
  const record = await loadBookingFor(db, user, bookingId);
  if (record.booking.status !== 'confirmed') assertLiveHold(record, now);
  const amount = record.booking.totalPriceCents - record.booking.paidCents;
  if (amount <= 0) throw conflict('NOTHING_TO_PAY', 'This booking is already paid.');

  const [account] = await db.select().from(accounts).where(eq(accounts.id, record.booking.accountId)).limit(1);
  const provider = deps.payments;
  const card = await cardFor(db, record.booking.accountId, input);
  const result = await provider.charge({
    amountCents: amount,
    description: `Booking ${bookingId}`,
    // Derived from what is paid and with which card: a retry of the same payment can never charge
    // twice, and another card after a refusal is a new attempt (Stripe refuses a reused key with
    // other parameters).
    idempotencyKey: `booking-${bookingId}-${record.booking.paidCents}-${amount}-${cardKey(card)}`,
    card,
    customerRef: account?.stripeCustomerId ?? undefined,
    metadata: { booking_id: bookingId },
  });
  if (result.status === 'failed') throw paymentFailed(result.reason);
  if (result.status === 'requires_action') {
    await db
      .insert(payments)
      .values({ bookingId, provider: provider.name, providerRef: result.providerRef, amountCents: amount, status: 'pending' })
      .onConflictDoNothing();
    return { provider: provider.name, status: 'requires_action', amount, clientSecret: result.clientSecret };
  }
  await recordPaymentSucceeded(db, bookingId, provider.name, result.providerRef, amount, now);
  return { provider: provider.name, status: 'succeeded', amount };
}
