import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { extras, spaces } from './catalogue';
import { createdAt, updatedAt } from './columns';
import { accounts, users } from './people';

/**
 * A booking is what a user holds, pays and cancels; its events are the occurrences it reserves
 * (one, or one per week day of a recurring series, numbered by `nth`). No two live events of one
 * space overlap: an exclusion constraint guards it (migrations/0001_*.sql).
 * `completed` is a booking's status only (its end passed, lifecycle/completion): its events stay
 * `confirmed`, as what they were.
 */
export const bookingStatus = pgEnum('booking_status', [
  'held',
  'confirmed',
  'cancelled',
  'expired',
  'completed',
]);
export const couponKind = pgEnum('coupon_kind', ['percent', 'amount']);
/** What an invited guest said: nothing yet, coming, or not. */
export const guestResponse = pgEnum('guest_response', ['pending', 'accepted', 'declined']);

export type Rebate = { code: string; amount: number };

/** A set of desk numbers, as PostgreSQL writes it: '{[1,3),[5,6)}' are desks 1, 2 and 5. */
const seatSet = customType<{ data: string; driverData: string }>({ dataType: () => 'int4multirange' });
export type Recurrence = { weekdays: number[]; weeks: number };

export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: a public promotion code any account may use. */
    accountId: uuid('account_id').references(() => accounts.id),
    code: text('code').notNull(),
    kind: couponKind('kind').notNull(),
    /** Percent (1-100) or an amount in cents. */
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    singleUse: boolean('single_use').notNull().default(true),
    /** How many bookings in all may use it (held ones count, until they lapse); null: no limit. */
    maxUses: integer('max_uses'),
    /** The booking's space and extras must come to at least this, in cents; null: any amount. */
    minTotalCents: integer('min_total_cents'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_codes_code_key').on(sql`upper(${t.code})`)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id),
    status: bookingStatus('status').notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    recurrence: jsonb('recurrence').$type<Recurrence>(),
    couponId: uuid('coupon_id').references(() => couponCodes.id),
    spacePriceCents: integer('space_price_cents').notNull(),
    extrasPriceCents: integer('extras_price_cents').notNull().default(0),
    rebates: jsonb('rebates').$type<Rebate[]>().notNull().default([]),
    totalPriceCents: integer('total_price_cents').notNull(),
    /** Desks of a desk space taken by each occurrence (its space price is per desk); 1 for a meeting room, which is taken whole. */
    desks: integer('desks').notNull().default(1),
    /** How many people come (at most the space's capacity): per-person extras are counted for each of them. */
    attendees: integer('attendees').notNull().default(1),
    /**
     * What the booking has paid (Σ succeeded charges − Σ refunds decided), kept by the database:
     * triggers on payments write it in the statement that changes a payment (migration 0018), so
     * the row lock of a transition reads it fresh.
     */
    paidCents: integer('paid_cents').notNull().default(0),
    /** Set while a charge is with the provider: a second payment of the booking waits for it (409). */
    chargingSince: timestamp('charging_since', { withTimezone: true }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** The terms of sale (domain/terms.ts) the payer accepted, and when, at the last payment. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_organizer_idx').on(t.organizerId),
    index('bookings_account_idx').on(t.accountId),
    index('bookings_held_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'held'`),
    // A new hold first expires the lapsed holds of its own space.
    index('bookings_held_space_idx')
      .on(t.spaceId, t.expiresAt)
      .where(sql`status = 'held'`),
    // A new hold counts its organizer's live holds (hold_turn, migration 0029).
    index('bookings_held_organizer_idx')
      .on(t.organizerId, t.expiresAt)
      .where(sql`status = 'held'`),
    // The completion sweep reads confirmed bookings only, a set it keeps small.
    index('bookings_confirmed_idx')
      .on(t.id)
      .where(sql`status = 'confirmed'`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id),
    nth: integer('nth').notNull().default(1),
    status: bookingStatus('status').notNull().default('held'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Raised each time the event moves: the SEQUENCE of its calendar invitations, so calendars take the newest. */
    sequence: integer('sequence').notNull().default(0),
    /**
     * The desks it takes, for a desk space: written as "the first n" by whoever inserts or moves
     * the event, the database picks which (trigger events_pick_seats, migration 0023). A meeting
     * room's events all take '{[1,2)}', the whole room. Live events of two bookings never share a
     * seat of a space at the same time (constraint events_no_overlap).
     */
    seats: seatSet('seats').notNull().default('{[1,2)}'),
    /**
     * Set on the slot a pending change holds for a confirmed booking until the difference is paid
     * (docs/business-rules.md §1): it blocks the slot for others, not for its own booking.
     */
    changeId: uuid('change_id').references((): AnyPgColumn => bookingChanges.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('events_booking_nth_key')
      .on(t.bookingId, t.nth)
      .where(sql`change_id IS NULL`),
    // Every lookup of a booking's events (and its pending slot): the unique index above is partial.
    index('events_booking_idx').on(t.bookingId),
    index('events_space_time_idx').on(t.spaceId, t.startsAt),
    // A change's held slot, found by its change (applied, withdrawn, lapsed; and the cascade when a
    // change is deleted): few rows, so only those are indexed.
    index('events_change_idx')
      .on(t.changeId)
      .where(sql`change_id IS NOT NULL`),
  ],
);

export const eventGuests = pgTable(
  'event_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    response: guestResponse('response').notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_guests_email_key').on(t.eventId, sql`lower(${t.email})`),
    index('event_guests_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const bookingExtras = pgTable(
  'booking_extras',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    extraId: text('extra_id')
      .notNull()
      .references(() => extras.id),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.extraId] })],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => couponCodes.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Copied from the coupon: a once-per-account code is reserved at most once per account. */
    singleUse: boolean('single_use').notNull().default(false),
    /** Null while the hold it was applied to is unpaid (a reservation); set when it is paid. */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.bookingId] }),
    uniqueIndex('coupon_redemptions_once_per_account')
      .on(t.couponId, t.accountId)
      .where(sql`single_use`),
  ],
);

export const bookingChangeStatus = pgEnum('booking_change_status', [
  'pending',
  'applied',
  'lapsed',
  'withdrawn',
]);

/**
 * A change of a confirmed booking that costs more (another slot, a later end, extras): held until
 * its difference is paid, then applied at once; unpaid, it lapses and nothing moves.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The occurrence it moves; null for extras alone. */
    eventId: uuid('event_id'),
    kind: text('kind').$type<'move' | 'extend' | 'extras'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Extras: the whole new list. */
    extras: jsonb('extras').$type<{ extraId: string; quantity: number; unitPriceCents: number }[]>(),
    spacePriceCents: integer('space_price_cents').notNull(),
    extrasPriceCents: integer('extras_price_cents').notNull(),
    rebates: jsonb('rebates').$type<Rebate[]>().notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    status: bookingChangeStatus('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_changes_one_pending')
      .on(t.bookingId)
      .where(sql`status = 'pending'`),
  ],
);

/** Every transition of a booking, appended by the lifecycle and never changed. */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order lines were written in: two in one instant (one request) keep theirs. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null: the system (expiry, a webhook). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
    /** Money moved by the transition: charged (positive) or refunded (negative), in cents. */
    amountCents: integer('amount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The Idempotency-Key of the actor's request that made this step, if it sent one: a retry of a
     * request whose instance died before answering finds what the request did, and answers the same.
     */
    requestKey: text('request_key'),
  },
  (t) => [
    index('booking_history_booking_idx').on(t.bookingId, t.at, t.seq),
    index('booking_history_request_idx')
      .on(t.actorId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
  ],
);
