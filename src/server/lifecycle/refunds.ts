import type { Db } from '../db/client';
import type { PaymentProvider } from '../integrations/payments/provider';
import { markRefundSent } from '../messages/money-messages';
import { pendingRefunds, type PendingRefund } from './ledger';
import { log } from '../core/log';

/**
 * Sends decided refunds to the provider, after the transaction that decided them has committed.
 * The refund row's id is the idempotency key: sent twice (a retry, a second process), the provider
 * pays back once. A refund the provider refuses or cannot be reached for stays pending, still
 * counted as owed, and is sent again by `retryPendingRefunds`.
 */
export async function deliverRefunds(
  db: Db,
  provider: PaymentProvider,
  refunds: readonly PendingRefund[],
): Promise<void> {
  for (const refund of refunds) {
    if (refund.provider !== provider.name) continue; // decided under another provider: left for an operator
    try {
      const { providerRef } = await provider.refund({
        chargeRef: refund.chargeRef,
        amountCents: refund.amountCents,
        idempotencyKey: `refund-${refund.id}`,
      });
      // Marked sent, and the organizer told, together (docs/business-rules.md §6: refund issued).
      await markRefundSent(db, { refundId: refund.id, providerRef });
    } catch (error) {
      log.error({ refund: refund.id, err: error }, 'refund not sent yet');
    }
  }
}

/** Every refund still pending, sent again (the scheduler runs it). */
export async function retryPendingRefunds(db: Db, provider: PaymentProvider): Promise<number> {
  const pending = await pendingRefunds(db);
  await deliverRefunds(db, provider, pending);
  return pending.length;
}
