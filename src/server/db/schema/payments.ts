import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, events } from './bookings';
import { createdAt } from './columns';
import { accounts, users } from './people';

export const paymentProvider = pgEnum('payment_provider', ['stripe', 'offline']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'succeeded', 'failed']);
/** A charge takes money from the card; a refund gives (part of) a charge back. */
export const paymentKind = pgEnum('payment_kind', ['charge', 'refund']);
export const overstayStatus = pgEnum('overstay_status', ['due', 'paid']);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    provider: paymentProvider('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  // At most one default card per account, whatever the code does.
  (t) => [
    uniqueIndex('payment_methods_one_default')
      .on(t.accountId)
      .where(sql`is_default`),
  ],
);

/** Time used past a booking's end, billed at the hourly price. */
export const overstays = pgTable('overstays', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id),
  minutes: integer('minutes').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: overstayStatus('status').notNull().default('due'),
  createdAt: createdAt(),
});

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    overstayId: uuid('overstay_id').references(() => overstays.id),
    kind: paymentKind('kind').notNull().default('charge'),
    /** A refund: the charge it gives back. */
    refundOf: uuid('refund_of'),
    provider: paymentProvider('provider').notNull(),
    /** A refund's reference is its own id until the provider has answered. */
    providerRef: text('provider_ref').notNull(),
    /** Always positive; a refund's direction is its kind. */
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatus('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_refund_of_idx').on(t.refundOf),
  ],
);

/** The first answer to a request sent with an Idempotency-Key, replayed to its retries. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request: text('request').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    /** When the key's life began: its answer is replayed for IDEMPOTENCY_KEY_LIFETIME_MS from then. */
    createdAt: createdAt(),
    /** When the attempt now running (or last run) took the key: a retry of a lost one takes it anew. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Provider webhook events already handled, so that a replay changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});
