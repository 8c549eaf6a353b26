import { eq } from 'drizzle-orm';
import type { PaymentInput } from '../../contracts/bookings';
import type { ApiDeps, CurrentUser } from '../core/context';
import { conflict, notFound, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { issueDocuments } from './documents';
import { accounts, overstays, payments } from '../db/schema';
import type { ProviderName } from '../integrations/payments/provider';
import { loadOverstayFor } from './access';
import { decideRefundOf, recordSucceededCharge, type PendingRefund } from './ledger';
import { cardFor, cardKey } from './cards';
import { deliverRefunds } from './refunds';

/**
 * Records a succeeded overstay charge, once per provider payment: the overstay is paid; a charge
 * for an overstay already paid (two cards, or 3-D Secure finished after another payment) is
 * refunded in full.
 */
export async function settleOverstayCharge(
  db: Db,
  deps: Pick<ApiDeps, 'payments'>,
  charge: { overstayId: string; provider: ProviderName; providerRef: string; amount: number; now: Date },
): Promise<void> {
  const refunds = await transaction(db, async (tx): Promise<PendingRefund[]> => {
    const [overstay] = await tx
      .select()
      .from(overstays)
      .where(eq(overstays.id, charge.overstayId))
      .for('update');
    if (!overstay) throw notFound('Overstay');
    const recorded = await recordSucceededCharge(tx, { overstayId: charge.overstayId }, charge);
    if (!recorded) return [];
    await issueDocuments(tx, [recorded.id], charge.now);
    if (overstay.status === 'due') {
      await tx.update(overstays).set({ status: 'paid' }).where(eq(overstays.id, overstay.id));
      return [];
    }
    return decideRefundOf(tx, { overstayId: overstay.id }, charge.amount, charge.now, recorded.id);
  });
  await deliverRefunds(db, deps.payments, refunds);
}

/** Pays an overstay; with 3-D Secure the webhook settles it. */
export async function payOverstay(
  db: Db,
  user: CurrentUser,
  id: string,
  input: PaymentInput,
  deps: ApiDeps,
): Promise<void> {
  const { overstay, booking } = await loadOverstayFor(db, user, id, { act: true });
  if (overstay.status === 'paid') throw conflict('NOTHING_TO_PAY', 'This overstay is already paid.');
  const card = await cardFor(db, booking.accountId, input);
  const [account] = await db
    .select({ stripeCustomerId: accounts.stripeCustomerId })
    .from(accounts)
    .where(eq(accounts.id, booking.accountId))
    .limit(1);
  const result = await deps.payments.charge({
    amountCents: overstay.amountCents,
    description: `Overstay ${id}`,
    // One key per overstay and card: a retry charges once; another card at the same moment is
    // another charge, refunded in full by settleOverstayCharge should both succeed.
    idempotencyKey: `overstay-${id}-${cardKey(card)}`,
    card,
    customerRef: account?.stripeCustomerId ?? undefined,
    metadata: { overstay_id: id },
  });
  if (result.status === 'failed')
    throw unprocessable('PAYMENT_FAILED', `The payment was refused (${result.reason}).`);
  if (result.status === 'requires_action') {
    await db
      .insert(payments)
      .values({
        overstayId: id,
        kind: 'charge',
        provider: deps.payments.name,
        providerRef: result.providerRef,
        amountCents: overstay.amountCents,
        status: 'pending',
      })
      .onConflictDoNothing();
    return;
  }
  await settleOverstayCharge(db, deps, {
    overstayId: id,
    provider: deps.payments.name,
    providerRef: result.providerRef,
    amount: overstay.amountCents,
    now: deps.now(),
  });
}
