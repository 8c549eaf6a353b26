import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { CurrentUser } from '../core/context';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import {
  accounts,
  bookings,
  eventGuests,
  events,
  favorites,
  idempotencyKeys,
  onboardingSteps,
  outboxMessages,
  paymentMethods,
  reviews,
  users,
} from '../db/schema';
import type { PaymentProvider } from '../integrations/payments/provider';
import { cancelFutureOfOrganizer } from '../lifecycle/account-deletion';
import { deliverRefunds } from '../lifecycle/refunds';
import type { RefundPolicy } from '../../domain/refund-policy';
import { detachCards, lockAccount } from './payment-method-service';
import { log } from '../core/log';

type DeletionDeps = {
  deleteIdentity: (uid: string) => Promise<void>;
  payments: PaymentProvider;
  refundPolicy?: RefundPolicy;
};

/**
 * A user row once its person is forgotten: an address unique and undeliverable by design
 * (RFC 2606), and nothing else that names them.
 */
const forgotten = (userId: string, now: Date) => ({
  email: `deleted-${userId}@deleted.invalid`,
  firstName: null,
  lastName: null,
  phone: null,
  photoUrl: null,
  calendarToken: null,
  deletedAt: now,
  updatedAt: now,
});

/**
 * Deletes a user the way the law asks (docs/personal-data.md): everything they typed or that names
 * them is erased or anonymised, in every table, in one transaction. What stays: the user row,
 * anonymised (bookings, payments and history refer to it); the identity-provider uid on it, on
 * purpose (a token still in flight then meets ACCOUNT_DELETED instead of creating a new user); and
 * the invoices issued to them, which the law keeps as issued for ten years.
 *
 * In order: the person first, so that what the cancellations below write for others (a guest's
 * notice that the event is off) no longer names them; then the messages that carry what they typed;
 * then their future bookings, cancelled and refunded; then everyone else they brought in (guests,
 * a teammate never signed in) and their account's billing details if nobody is left in it.
 */
export async function deleteMe(
  db: Db,
  user: CurrentUser,
  now: Date,
  { deleteIdentity, payments, refundPolicy }: DeletionDeps,
): Promise<void> {
  const { removedCards, refunds } = await transaction(db, async (tx) => {
    await tx.update(users).set(forgotten(user.id, now)).where(eq(users.id, user.id));
    await forgetMessagesOf(tx, user);
    const refunds = await cancelFutureOfOrganizer(tx, user.id, now, refundPolicy);
    // The guests of their events (told above when the event was ahead), and they as anyone's guest.
    await tx
      .delete(eventGuests)
      .where(
        or(
          sql`lower(${eventGuests.email}) = lower(${user.email})`,
          inArray(
            eventGuests.eventId,
            tx
              .select({ id: events.id })
              .from(events)
              .innerJoin(bookings, eq(bookings.id, events.bookingId))
              .where(eq(bookings.organizerId, user.id)),
          ),
        ),
      );
    await tx.delete(favorites).where(eq(favorites.userId, user.id));
    await tx.delete(onboardingSteps).where(eq(onboardingSteps.userId, user.id));
    // Stored answers may carry the user's personal data.
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    // Their ratings still count for the spaces; their words go.
    await tx.update(reviews).set({ comment: null, updatedAt: now }).where(eq(reviews.authorId, user.id));
    return { removedCards: await forgetAccountIfLeftEmpty(tx, user, now), refunds };
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

/**
 * Every message that carries what the user typed or names them, whatever its state: those to them,
 * those they wrote to support, and those to others that show their name and address (a guest's
 * invitation, a teammate's). Matched on the address they had, which every such payload carries.
 */
async function forgetMessagesOf(tx: Db, user: CurrentUser) {
  await tx
    .delete(outboxMessages)
    .where(
      or(
        sql`lower(${outboxMessages.recipient}) = lower(${user.email})`,
        and(
          eq(outboxMessages.kind, 'support_request'),
          or(
            sql`${outboxMessages.payload}->>'user_id' = ${user.id}`,
            sql`lower(${outboxMessages.payload}->>'from_email') = lower(${user.email})`,
          ),
        ),
        sql`strpos(lower(${outboxMessages.payload}::text), lower(${user.email})) > 0`,
      ),
    );
}

/**
 * When nobody else is left in the user's account (a personal account, or a team whose other
 * members are gone): its billing details, its saved cards, and the teammates it invited who never
 * signed in, since nobody could book with them any more. A team account's details stay with the
 * team. Under the account's lock: of two last members leaving at once, the second then sees the
 * first gone. Returns the cards to detach from the provider.
 */
async function forgetAccountIfLeftEmpty(tx: Db, user: CurrentUser, now: Date) {
  await lockAccount(tx, user.accountId);
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.accountId, user.accountId),
        ne(users.id, user.id),
        isNull(users.deletedAt),
        isNotNull(users.firebaseUid),
      ),
    )
    .limit(1);
  if (other) return [];
  const invited = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, user.accountId), isNull(users.deletedAt), isNull(users.firebaseUid)));
  for (const { id } of invited) await tx.update(users).set(forgotten(id, now)).where(eq(users.id, id));
  await tx
    .update(accounts)
    .set({
      companyName: null,
      vatNumber: null,
      billingAddress: null,
      billingPostalCode: null,
      billingCity: null,
      billingCountry: null,
      stripeCustomerId: null,
    })
    .where(eq(accounts.id, user.accountId));
  return tx.delete(paymentMethods).where(eq(paymentMethods.accountId, user.accountId)).returning({
    id: paymentMethods.id,
    provider: paymentMethods.provider,
    providerRef: paymentMethods.providerRef,
  });
}
