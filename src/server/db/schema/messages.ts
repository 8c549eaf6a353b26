import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';

export const messageStatus = pgEnum('message_status', ['pending', 'sent', 'failed']);

/**
 * The outbox (docs/business-rules.md §6): every message is written here in the transaction of the
 * change that causes it, and a job delivers it. `dedupe_key` names the change and the recipient, so
 * a change writes its message once; `message_id` is the Message-ID every attempt sends (on the
 * sender's domain), so a delivery repeated after a crash is recognisably the same message.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    messageId: text('message_id').notNull().unique(),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** What the template shows, frozen when the change happened. */
    payload: jsonb('payload').notNull(),
    status: messageStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A delivery under way holds the message until then; past it, another may try (its process died). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('outbox_messages_booking_idx').on(t.bookingId),
  ],
);
