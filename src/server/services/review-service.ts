import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AdminReview, EventReview, PublicReview, Review } from '../../contracts/reviews';
import type { Locale } from '../../domain/money';
import { authorShortName, reviewEditableUntil } from '../../domain/reviews';
import type { CurrentUser } from '../core/context';
import { conflict, notFound } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { auditLog, bookings, events, reviews, spaces, users } from '../db/schema';

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The booking of an event, for its organizer only: anyone else learns nothing of it (404). */
async function organizersBooking(db: Db, user: CurrentUser, eventId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      spaceId: bookings.spaceId,
      status: bookings.status,
      organizerId: bookings.organizerId,
    })
    .from(events)
    .innerJoin(bookings, eq(bookings.id, events.bookingId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || row.organizerId !== user.id) throw notFound('Event');
  return row;
}

function reviewState(status: string, review: ReviewRow | undefined, now: Date): EventReview {
  if (review) {
    const until = reviewEditableUntil(review.createdAt);
    return {
      state: until > now ? 'open' : 'closed',
      review: toReview(review),
      editable_until: until.toISOString(),
    };
  }
  if (status === 'completed') return { state: 'open', review: null, editable_until: null };
  // A booking that can still complete may be reviewed later; a cancelled or expired one never.
  return { state: status === 'confirmed' ? 'not_yet' : 'closed', review: null, editable_until: null };
}

/** The organizer's review of the booking of an event, and whether they may write or edit it now. */
export async function getEventReview(
  db: Db,
  user: CurrentUser,
  eventId: string,
  now: Date,
): Promise<EventReview> {
  const booking = await organizersBooking(db, user, eventId);
  const [review] = await db.select().from(reviews).where(eq(reviews.bookingId, booking.id)).limit(1);
  return reviewState(booking.status, review, now);
}

/**
 * Writes the organizer's review of a completed booking (one per booking: a series is one stay), or
 * edits it within its edit window. The space's rating follows in the same transaction (a trigger).
 * Returns the review and whether it was created.
 */
export async function saveEventReview(
  db: Db,
  user: CurrentUser,
  eventId: string,
  input: { rating: number; comment: string | null },
  now: Date,
): Promise<{ review: EventReview; created: boolean }> {
  return transaction(db, async (tx) => {
    const booking = await organizersBooking(tx, user, eventId);
    if (booking.status !== 'completed')
      throw conflict('BOOKING_NOT_COMPLETED', 'Only a completed booking may be reviewed.');
    const [existing] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.bookingId, booking.id))
      .limit(1)
      .for('update');
    if (existing) {
      if (reviewEditableUntil(existing.createdAt) <= now)
        throw conflict('REVIEW_LOCKED', 'This review can no longer be edited.');
      const [updated] = await tx
        .update(reviews)
        .set({ rating: input.rating, comment: input.comment, updatedAt: now })
        .where(eq(reviews.id, existing.id))
        .returning();
      return { review: reviewState(booking.status, updated ?? existing, now), created: false };
    }
    const [inserted] = await tx
      .insert(reviews)
      .values({
        bookingId: booking.id,
        spaceId: booking.spaceId,
        authorId: user.id,
        rating: input.rating,
        comment: input.comment,
        createdAt: now,
        updatedAt: now,
      })
      // Two tabs submitting at once: the second finds the first's row and is told so.
      .onConflictDoNothing({ target: reviews.bookingId })
      .returning();
    if (!inserted) throw conflict('REVIEW_EXISTS', 'This booking has already been reviewed.');
    return { review: reviewState(booking.status, inserted, now), created: true };
  });
}

/** The latest visible reviews of a space, authors by first name and initial. */
export async function latestSpaceReviews(db: Db, spaceId: string, limit = 5): Promise<PublicReview[]> {
  const rows = await db
    .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(and(eq(reviews.spaceId, spaceId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(({ review, firstName, lastName }) => ({
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    author: authorShortName(firstName, lastName) ?? '',
    created_at: review.createdAt.toISOString(),
  }));
}

/** The latest reviews for staff, hidden ones included unless filtered. */
export async function listReviewsForStaff(
  db: Db,
  query: { hidden?: 'true' | 'false'; limit: number },
  locale: Locale,
): Promise<AdminReview[]> {
  const filter =
    query.hidden === 'true'
      ? isNotNull(reviews.hiddenAt)
      : query.hidden === 'false'
        ? isNull(reviews.hiddenAt)
        : undefined;
  const rows = await db
    .select({ review: reviews, author: users, space: spaces })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(spaces, eq(spaces.id, reviews.spaceId))
    .where(filter)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit);
  return rows.map(({ review, author, space }) => toAdminReview(review, author, space, locale));
}

function toAdminReview(
  review: ReviewRow,
  author: typeof users.$inferSelect,
  space: typeof spaces.$inferSelect,
  locale: Locale,
): AdminReview {
  const name = [author.firstName, author.lastName].filter(Boolean).join(' ').trim();
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    created_at: review.createdAt.toISOString(),
    hidden_at: review.hiddenAt?.toISOString() ?? null,
    booking_id: review.bookingId,
    author: { id: author.id, email: author.email, name: name || null },
    space: {
      id: space.id,
      title: locale === 'fr' ? space.titleFr : space.titleEn,
      zone: space.zoneId,
      slug: space.slug,
    },
  };
}

const audited = (review: ReviewRow) => ({
  rating: review.rating,
  hidden_at: review.hiddenAt?.toISOString() ?? null,
});

/** Hides a review from every count and page, or shows it again; audited. Idempotent. */
export async function setReviewHidden(
  db: Db,
  staff: CurrentUser,
  id: string,
  hidden: boolean,
  now: Date,
  locale: Locale,
): Promise<AdminReview> {
  return transaction(db, async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).limit(1).for('update');
    if (!before) throw notFound('Review');
    const [after] = await tx
      .update(reviews)
      .set(
        hidden
          ? {
              hiddenAt: sql`coalesce(${reviews.hiddenAt}, ${now.toISOString()}::timestamptz)`,
              hiddenBy: staff.id,
            }
          : { hiddenAt: null, hiddenBy: null },
      )
      .where(eq(reviews.id, id))
      .returning();
    const review = after ?? before;
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: hidden ? 'review.hide' : 'review.unhide',
      targetType: 'review',
      targetId: id,
      before: audited(before),
      after: audited(review),
    });
    const [row] = await tx
      .select({ author: users, space: spaces })
      .from(users)
      .innerJoin(spaces, eq(spaces.id, review.spaceId))
      .where(eq(users.id, review.authorId))
      .limit(1);
    if (!row) throw notFound('Review');
    return toAdminReview(review, row.author, row.space, locale);
  });
}
