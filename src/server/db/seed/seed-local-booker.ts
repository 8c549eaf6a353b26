import { eq, sql } from 'drizzle-orm';
import { TERMS_VERSION } from '../../../domain/terms';
import { issueDocuments } from '../../lifecycle/documents';
import type { Db } from '../client';
import { transaction } from '../transaction';
import { accounts, bookingHistory, bookings, events, payments, spaces, users } from '../schema';
import { stableId } from './stable-id';

/** A booker's account on a local machine (the identity emulator has it, with LOCAL_BOOKER_PASSWORD). */
export const LOCAL_BOOKER_EMAIL = 'client@nook.local';
export const LOCAL_BOOKER_PASSWORD = 'nook-client-local';
/** The space of the booker's past booking: a Paris room without reviews of its own. */
export const LOCAL_BOOKER_SPACE = { zone: 'paris', slug: 'cabinet-vivienne' };

/**
 * A booker with history, so that what comes after a booking can be seen on a local machine: a
 * two-hour booking of LOCAL_BOOKER_SPACE three days ago (10:00–12:00, Paris time), paid by the
 * offline provider, with its invoice. It is left `confirmed`, as its payment left it: the job
 * engine's completion sweep completes it, which asks its organizer for a review. The user is an
 * invitation claimed at the first sign-in with that (verified) address, as the staff account.
 * Local only, as seedLocalStaff; idempotent (stable ids, nothing written once the user exists).
 */
export async function seedLocalBooker(db: Db, now = new Date()): Promise<void> {
  const spaceId = stableId(`space:${LOCAL_BOOKER_SPACE.zone}/${LOCAL_BOOKER_SPACE.slug}`);
  const accountId = stableId('local-booker:account');
  const userId = stableId('local-booker:user');
  const bookingId = stableId('local-booker:booking');
  await transaction(db, async (tx) => {
    const [known] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${LOCAL_BOOKER_EMAIL})`)
      .limit(1);
    if (known) return;
    const [space] = await tx
      .select({ priceHourCents: spaces.priceHourCents })
      .from(spaces)
      .where(eq(spaces.id, spaceId))
      .limit(1);
    if (!space)
      throw new Error(
        `the local booker's space ${LOCAL_BOOKER_SPACE.zone}/${LOCAL_BOOKER_SPACE.slug} is not in the catalogue`,
      );
    const total = 2 * space.priceHourCents;
    const bookedAt = new Date(now.getTime() - 10 * 86_400_000);
    await tx.insert(accounts).values({ id: accountId });
    await tx
      .insert(users)
      .values({ id: userId, accountId, email: LOCAL_BOOKER_EMAIL, firstName: 'Claire', lastName: 'Martin' });
    await tx.update(accounts).set({ ownerId: userId }).where(eq(accounts.id, accountId));
    await tx.insert(bookings).values({
      id: bookingId,
      spaceId,
      accountId,
      organizerId: userId,
      status: 'confirmed',
      spacePriceCents: total,
      totalPriceCents: total,
      bookedAt,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: bookedAt,
    });
    const startsAt = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Europe/Paris') - interval '3 days' + interval '10 hours') at time zone 'Europe/Paris'`;
    await tx.insert(events).values({
      bookingId,
      spaceId,
      nth: 1,
      status: 'confirmed',
      startsAt: sql`${startsAt}`,
      endsAt: sql`${startsAt} + interval '2 hours'`,
    });
    const [charge] = await tx
      .insert(payments)
      .values({
        bookingId,
        provider: 'offline',
        providerRef: `local-booker:${bookingId}`,
        amountCents: total,
        status: 'succeeded',
        createdAt: bookedAt,
      })
      .returning({ id: payments.id });
    if (!charge) throw new Error('the payment insert returned nothing');
    await tx.insert(bookingHistory).values([
      {
        bookingId,
        at: bookedAt,
        actorId: userId,
        action: 'held',
        fromStatus: null,
        toStatus: 'held',
        amountCents: 0,
        totalCents: total,
      },
      {
        bookingId,
        at: bookedAt,
        actorId: userId,
        action: 'paid',
        fromStatus: 'held',
        toStatus: 'confirmed',
        amountCents: total,
        totalCents: total,
      },
    ]);
    await issueDocuments(tx, [charge.id], bookedAt);
  });
}
