import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import type { PaymentProvider } from '../integrations/payments/provider';
import { refundIssuedMessage } from '../messages/money-messages';
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
      await markRefundSent(db, refund.id, providerRef);
    } catch (error) {
      log.error({ refund: refund.id, err: error }, 'refund not sent yet');
    }
  }
}

/**
 * A refund the provider paid: marked sent and its organizer told, in one statement
 * (docs/business-rules.md §6: refund issued); a refund sent twice is told once.
 */
async function markRefundSent(db: Db, refundId: string, providerRef: string): Promise<void> {
  const sent = db
    .update(payments)
    .set({ status: 'succeeded', providerRef })
    .where(and(eq(payments.id, refundId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  await db.execute(sql`with sent as (${sent.getSQL()}) ${refundIssuedMessage(sql`(select id from sent)`)}`);
}

/** Every refund still pending, sent again (the scheduler runs it). */
export async function retryPendingRefunds(db: Db, provider: PaymentProvider): Promise<number> {
  const pending = await pendingRefunds(db);
  await deliverRefunds(db, provider, pending);
  return pending.length;
}
