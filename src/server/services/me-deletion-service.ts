import { and, eq, exists, gt, inArray, isNull, ne, not, sql } from 'drizzle-orm';
import type { CurrentUser } from '../core/context';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { bookings, eventGuests, events, favorites, idempotencyKeys, onboardingSteps, paymentMethods, users } from '../db/schema';
import type { PaymentProvider } from '../integrations/payments/provider';
import { detachCards, lockAccount } from './payment-method-service';

const LIVE = ['held', 'confirmed'] as const;

/**
 * Cancels what the user organises from now on. A recurring booking whose first occurrences are
 * past keeps its status (those happened) and loses only its future events.
 */
async function cancelFutureBookings(tx: Db, userId: string, now: Date): Promise<void> {
  const futureEvent = and(inArray(events.status, LIVE), gt(events.startsAt, now));
  const affected = await tx
    .selectDistinct({ id: bookings.id })
    .from(bookings)
    .innerJoin(events, eq(events.bookingId, bookings.id))
    .where(and(eq(bookings.organizerId, userId), inArray(bookings.status, LIVE), futureEvent));
  const ids = affected.map((row) => row.id);
  if (ids.length === 0) return;

  await tx
    .update(events)
    .set({ status: 'cancelled' })
    .where(and(inArray(events.bookingId, ids), futureEvent));
  const liveEvent = tx
    .select({ one: sql`1` })
    .from(events)
    .where(and(eq(events.bookingId, bookings.id), inArray(events.status, LIVE)));
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(inArray(bookings.id, ids), not(exists(liveEvent))));
}

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
  return tx
    .delete(paymentMethods)
    .where(eq(paymentMethods.accountId, user.accountId))
    .returning({ id: paymentMethods.id, provider: paymentMethods.provider, providerRef: paymentMethods.providerRef });
}

type DeletionDeps = { deleteIdentity: (uid: string) => Promise<void>; payments: PaymentProvider };

/**
 * Deletes a user the way the law asks: their personal data is erased, the row stays (anonymised)
 * because bookings and payments refer to it. The identity-provider uid stays on the row on
 * purpose: a token still in flight then meets ACCOUNT_DELETED instead of creating a new user.
 */
export async function deleteMe(db: Db, user: CurrentUser, now: Date, { deleteIdentity, payments }: DeletionDeps): Promise<void> {
  const removedCards = await transaction(db, async (tx) => {
    await cancelFutureBookings(tx, user.id, now);
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
    return removeOrphanedCards(tx, user);
  });
  await detachCards(payments, removedCards);

  if (!user.firebaseUid) return;
  try {
    await deleteIdentity(user.firebaseUid);
  } catch (error) {
    // The account is already deleted and its uid refused (see above): report, do not fail the request.
    console.error(`[me] could not delete identity of deleted user ${user.id}`, error);
  }
}
