import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { spaces } from './catalogue';
import { createdAt, updatedAt } from './columns';
import { users } from './people';

/**
 * What the organizer of a completed booking thought of the space: one per booking (a weekly series
 * is one stay, and would otherwise weigh as many times as it has weeks). Staff may hide one
 * (`hidden_at`); a hidden review counts nowhere. `spaces.rating_count` and `rating_sum` follow the
 * visible reviews through a trigger (migrations/0026_reviews.sql), so search reads two columns.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_check', sql`char_length(${t.comment}) <= 1000`),
    index('reviews_space_visible_idx')
      .on(t.spaceId, t.createdAt)
      .where(sql`hidden_at is null`),
    index('reviews_created_idx').on(t.createdAt),
  ],
);
