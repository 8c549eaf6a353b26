import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '../core/context';
import { notFound } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { payments } from '../db/schema';
import type { ProviderName } from '../integrations/payments/provider';
import { lockBooking, recordSucceededCharge, type PendingRefund } from './ledger';
import { applyPendingChange, pendingChangeOf } from './pending-change';
import { deliverRefunds } from './refunds';
import { transition, type Step } from './transition';

// What a charge's outcome does to its booking, whoever reports it: the payer's own request once
// the provider answered (payment.ts), or the provider's webhook later.

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
  const recorded = await recordSucceededCharge(tx, { bookingId: booking.id }, charge);
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
