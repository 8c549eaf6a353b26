import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { spaces } from './catalogue';
import { users } from './people';

/**
 * A time a space cannot be booked (works, a private event): a day, a range of days or hours of a
 * day, entered in Paris time and stored as instants. Search, availability and holds respect it;
 * bookings made before it are left to staff (docs/business-rules.md §7).
 */
export const spaceClosures = pgTable(
  'space_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    /** The staff member who entered it. */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A space's closures from a moment on: availability, holds, and the search's closed spaces.
    index('space_closures_space_idx').on(t.spaceId, t.endsAt),
    index('space_closures_ends_idx').on(t.endsAt),
    check('space_closures_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
