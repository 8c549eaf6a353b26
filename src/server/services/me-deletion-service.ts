import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CurrentUser } from '../core/context';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import {
  eventGuests,
  favorites,
  idempotencyKeys,
  onboardingSteps,
  paymentMethods,
  users,
} from '../db/schema';
import type { PaymentProvider } from '../integrations/payments/provider';
import { cancelFutureOfOrganizer } from '../lifecycle/account-deletion';
import { deliverRefunds } from '../lifecycle/refunds';
import type { RefundPolicy } from '../../domain/refund-policy';
import { detachCards, lockAccount } from './payment-method-service';
import { log } from '../core/log';

/**
 * The saved cards of the user's account when nobody else is left in it (a personal account, or a
 * team whose other members are gone): nobody could book with them any more. A team account's
 * cards stay with the team. Under the account's lock: of two last members leaving at once, the
 * second then sees the first gone.
 */
async function removeOrphanedCards(tx: Db, user: CurrentUser) {
  await lockAccount(tx, user.accountId);
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, user.accountId), ne(users.id, user.id), isNull(users.deletedAt)))
    .limit(1);
  if (other) return [];
  return tx.delete(paymentMethods).where(eq(paymentMethods.accountId, user.accountId)).returning({
    id: paymentMethods.id,
    provider: paymentMethods.provider,
    providerRef: paymentMethods.providerRef,
  });
}

type DeletionDeps = {
  deleteIdentity: (uid: string) => Promise<void>;
  payments: PaymentProvider;
  refundPolicy?: RefundPolicy;
};

/**
 * Deletes a user the way the law asks: their personal data is erased, the row stays (anonymised)
 * because bookings and payments refer to it. The identity-provider uid stays on the row on
 * purpose: a token still in flight then meets ACCOUNT_DELETED instead of creating a new user.
 */
export async function deleteMe(
  db: Db,
  user: CurrentUser,
  now: Date,
  { deleteIdentity, payments, refundPolicy }: DeletionDeps,
): Promise<void> {
  const { removedCards, refunds } = await transaction(db, async (tx) => {
    const refunds = await cancelFutureOfOrganizer(tx, user.id, now, refundPolicy);
    await tx.delete(eventGuests).where(sql`lower(${eventGuests.email}) = lower(${user.email})`);
    await tx.delete(favorites).where(eq(favorites.userId, user.id));
    await tx.delete(onboardingSteps).where(eq(onboardingSteps.userId, user.id));
    // Stored answers may carry the user's personal data.
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        firstName: null,
        lastName: null,
        phone: null,
        photoUrl: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    return { removedCards: await removeOrphanedCards(tx, user), refunds };
  });
  await deliverRefunds(db, payments, refunds);
  await detachCards(payments, removedCards);

  if (!user.firebaseUid) return;
  try {
    await deleteIdentity(user.firebaseUid);
  } catch (error) {
    // The account is already deleted and its uid refused (see above): report, do not fail the request.
    log.error({ user: user.id, err: error }, 'could not delete the identity of a deleted user');
  }
}
