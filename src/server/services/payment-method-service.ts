import { and, desc, eq, ne } from 'drizzle-orm';
import type { AddPaymentMethod, PaymentMethod } from '../../contracts/account';
import { parisDay, parseDay } from '../../domain/paris-time';
import type { CurrentUser } from '../core/context';
import { badRequest, conflict, notFound, unprocessable, type ErrorDetail } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { accounts, paymentMethods } from '../db/schema';
import type { CardDetails, PaymentProvider } from '../integrations/payments/provider';
import { managedAccount, readableAccount } from './account-service';
import { log } from '../core/log';

type MethodRow = typeof paymentMethods.$inferSelect;

export function toPaymentMethod(row: MethodRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    is_default: row.isDefault,
    provider: row.provider,
  };
}

/** Every change to an account's cards takes this lock first, so the one-default rule is never raced. */
export async function lockAccount(tx: Db, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

/** Any member may see the cards: account guests book with them. */
export async function listPaymentMethods(db: Db, user: CurrentUser): Promise<PaymentMethod[]> {
  const account = await readableAccount(db, user);
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, account.id))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
  return rows.map(toPaymentMethod);
}

const missing = (field: string): ErrorDetail => ({
  field: `body.${field}`,
  code: 'required',
  message: 'Required by the configured payment provider.',
});

/** The contract accepts either shape; which one is right depends on the provider in use. */
async function saveWithProvider(
  payments: PaymentProvider,
  input: AddPaymentMethod,
  now: Date,
): Promise<CardDetails> {
  if (payments.name === 'stripe') {
    if (!input.payment_method_id)
      throw badRequest('VALIDATION_ERROR', 'The request is not valid.', [missing('payment_method_id')]);
    return payments.saveCard({ paymentMethodId: input.payment_method_id });
  }
  const { card_number: number, exp_month: expMonth, exp_year: expYear } = input;
  if (!number || !expMonth || !expYear || !input.cvc) {
    throw badRequest(
      'VALIDATION_ERROR',
      'The request is not valid.',
      ['card_number', 'exp_month', 'exp_year', 'cvc'].map(missing),
    );
  }
  const today = parseDay(parisDay(now));
  if (today && expYear * 12 + expMonth < today.year * 12 + today.month) {
    throw unprocessable('CARD_EXPIRED', 'This card has expired.', [
      { field: 'body.exp_year', code: 'expired', message: 'This card has expired.' },
    ]);
  }
  // Only the provider's reference, brand and last four digits are kept; never the number nor the CVC.
  return payments.saveCard({ number, expMonth, expYear });
}

/** Saves a card on the caller's account; an account without a default card gets this one as default. */
export async function addPaymentMethod(
  db: Db,
  user: CurrentUser,
  input: AddPaymentMethod,
  payments: PaymentProvider,
  now: Date,
): Promise<PaymentMethod> {
  const account = await managedAccount(db, user);
  const card = await saveWithProvider(payments, input, now);
  return transaction(db, async (tx) => {
    await lockAccount(tx, account.id);
    const [current] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.accountId, account.id), eq(paymentMethods.isDefault, true)))
      .limit(1);
    const [created] = await tx
      .insert(paymentMethods)
      .values({ accountId: account.id, provider: payments.name, ...card, isDefault: !current })
      .returning();
    if (!created) throw new Error('payment method insert returned nothing');
    return toPaymentMethod(created);
  });
}

/**
 * Stripe only: a SetupIntent for the browser to collect a card with. The account's Stripe
 * Customer is created on first use and kept, so every card lands on the same Customer.
 */
export async function createSetupIntent(
  db: Db,
  user: CurrentUser,
  payments: PaymentProvider,
): Promise<{ client_secret: string }> {
  const account = await managedAccount(db, user);
  if (!payments.createSetupIntent || !payments.createCustomer) {
    throw conflict('NOT_AVAILABLE', 'Cards are saved without a setup step with this payment provider.');
  }
  let customerRef = account.stripeCustomerId;
  if (!customerRef) {
    // The provider creates the Customer idempotently per account, so a retry finds the same one.
    customerRef = await payments.createCustomer(account.id);
    await db.update(accounts).set({ stripeCustomerId: customerRef }).where(eq(accounts.id, account.id));
  }
  const { clientSecret } = await payments.createSetupIntent(customerRef);
  return { client_secret: clientSecret };
}

async function findMethod(tx: Db, accountId: string, methodId: string): Promise<MethodRow> {
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.accountId, accountId)))
    .limit(1);
  if (!method) throw notFound('Payment method');
  return method;
}

/**
 * Takes removed cards off the payment provider too (Stripe: detached from the account's Customer).
 * After the removal is committed, and best effort: a card still attached at Stripe is one we no
 * longer know and never charge, so a failure is logged for someone to tidy, not shown to the user.
 */
export async function detachCards(
  payments: PaymentProvider,
  cards: readonly Pick<MethodRow, 'id' | 'provider' | 'providerRef'>[],
): Promise<void> {
  if (!payments.detachCard) return;
  for (const card of cards) {
    if (card.provider !== payments.name) continue;
    try {
      await payments.detachCard(card.providerRef);
    } catch (error) {
      log.error({ card: card.id, provider: card.provider, err: error }, 'could not detach a removed card');
    }
  }
}

/** Removes a card; when it was the default, the most recently added remaining card takes over. */
export async function deletePaymentMethod(
  db: Db,
  user: CurrentUser,
  methodId: string,
  payments: PaymentProvider,
): Promise<void> {
  const account = await managedAccount(db, user);
  const removed = await transaction(db, async (tx) => {
    await lockAccount(tx, account.id);
    const method = await findMethod(tx, account.id, methodId);
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, method.id));
    if (!method.isDefault) return method;
    const [next] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.accountId, account.id), ne(paymentMethods.id, method.id)))
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
      .limit(1);
    if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
    return method;
  });
  await detachCards(payments, [removed]);
}

/** The old default is unset before the new one is set: the database allows one default per account. */
export async function setDefaultPaymentMethod(db: Db, user: CurrentUser, methodId: string): Promise<void> {
  const account = await managedAccount(db, user);
  await transaction(db, async (tx) => {
    await lockAccount(tx, account.id);
    const method = await findMethod(tx, account.id, methodId);
    if (method.isDefault) return;
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.accountId, account.id), eq(paymentMethods.isDefault, true)));
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, method.id));
  });
}
