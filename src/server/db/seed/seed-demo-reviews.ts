import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { transaction } from '../transaction';
import { accounts, bookings, events, reviews, users } from '../schema';
import { stableId } from './stable-id';

/** The space the demo reviews are about, and who wrote them (people without a sign-in of their own). */
export const DEMO_REVIEWED_SPACE = { zone: 'lyon', slug: 'plafond-peint-merciere' };
const DEMO_REVIEWS = [
  {
    firstName: 'Camille',
    lastName: 'Durand',
    daysAgo: 12,
    rating: 5,
    comment: 'Salle superbe sous son plafond peint, calme et lumineuse. Parfaite pour notre atelier.',
  },
  {
    firstName: 'Hugo',
    lastName: 'Lefèvre',
    daysAgo: 26,
    rating: 4,
    comment: 'Very pleasant room and a good screen; the coffee ran out by the afternoon.',
  },
  { firstName: 'Inès', lastName: 'Moreau', daysAgo: 40, rating: 5, comment: null },
] as const;

/**
 * A few reviews on one Lyon room, so that a fresh local database shows ratings as the product has
 * them: each from a completed booking of its own, two hours some days ago. Written directly, as a
 * seed does; the trigger on reviews keeps the space's rating. Idempotent (stable ids).
 */
export async function seedDemoReviews(db: Db, now = new Date()): Promise<number> {
  const spaceId = stableId(`space:${DEMO_REVIEWED_SPACE.zone}/${DEMO_REVIEWED_SPACE.slug}`);
  return transaction(db, async (tx) => {
    let written = 0;
    for (const [index, review] of DEMO_REVIEWS.entries()) {
      const key = `demo-review:${index}`;
      const accountId = stableId(`${key}:account`);
      const userId = stableId(`${key}:user`);
      const bookingId = stableId(`${key}:booking`);
      await tx.insert(accounts).values({ id: accountId }).onConflictDoNothing();
      await tx
        .insert(users)
        .values({
          id: userId,
          accountId,
          email: `demo-reviewer-${index + 1}@nook.local`,
          firstName: review.firstName,
          lastName: review.lastName,
        })
        .onConflictDoNothing();
      // Two hours from 10:00, Paris time, `daysAgo` days before now.
      const startsAt = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Europe/Paris') - make_interval(days => ${review.daysAgo}) + interval '10 hours') at time zone 'Europe/Paris'`;
      const booked = await tx
        .insert(bookings)
        .values({
          id: bookingId,
          spaceId,
          accountId,
          organizerId: userId,
          status: 'completed',
          spacePriceCents: 0,
          totalPriceCents: 0,
          bookedAt: new Date(now.getTime() - (review.daysAgo + 7) * 86_400_000),
        })
        .onConflictDoNothing()
        .returning({ id: bookings.id });
      if (booked.length === 0) continue;
      await tx.insert(events).values({
        bookingId,
        spaceId,
        nth: 1,
        status: 'confirmed',
        startsAt: sql`${startsAt}`,
        endsAt: sql`${startsAt} + interval '2 hours'`,
      });
      const createdAt = new Date(now.getTime() - (review.daysAgo - 1) * 86_400_000);
      await tx.insert(reviews).values({
        bookingId,
        spaceId,
        authorId: userId,
        rating: review.rating,
        comment: review.comment,
        createdAt,
        updatedAt: createdAt,
      });
      written++;
    }
    return written;
  });
}
