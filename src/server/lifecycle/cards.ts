import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentInput } from '../../contracts/bookings';
import { notFound } from '../core/errors';
import type { Db } from '../db/client';
import { paymentMethods } from '../db/schema';
import type { ChargeRequest } from '../integrations/payments/provider';

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
