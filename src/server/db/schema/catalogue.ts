import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const spaceType = pgEnum('space_type', ['meeting_room', 'desk']);

/** Monday..Sunday, each {open, close} as HHmm (e.g. 930) or null when closed. */
export type OpeningHours = ReadonlyArray<{ open: number; close: number } | null>;

export const zones = pgTable('zones', {
  id: text('id').primaryKey(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const spaces = pgTable(
  'spaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: text('zone_id')
      .notNull()
      .references(() => zones.id),
    slug: text('slug').notNull(),
    type: spaceType('type').notNull(),
    titleFr: text('title_fr').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    /** How to get in (floor, door code, who to ask), shown to the booking's organizer and guests; empty: nothing to add. */
    accessFr: text('access_fr').notNull().default(''),
    accessEn: text('access_en').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    capacity: integer('capacity').notNull(),
    priceHourCents: integer('price_hour_cents').notNull(),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-cased, accent-free title, description and address in both languages, for text search. */
    searchText: text('search_text').notNull().default(''),
    published: boolean('published').notNull().default(true),
    /** Visible reviews and the sum of their ratings, kept by a trigger on reviews (0023_reviews.sql). */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('spaces_zone_slug_key').on(t.zoneId, t.slug),
    index('spaces_search_idx').on(t.zoneId, t.type, t.capacity),
    index('spaces_features_idx').using('gin', t.features),
  ],
);

/** What can be added to a booking (catering, equipment); priced per unit, in cents. */
export const extras = pgTable('extras', {
  id: text('id').primaryKey(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionFr: text('description_fr').notNull(),
  descriptionEn: text('description_en').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  maxQuantity: integer('max_quantity').notNull().default(50),
  /** Counted for each attendee of the booking (a coffee break), not chosen by the unit (a projector). */
  perPerson: boolean('per_person').notNull().default(false),
  active: boolean('active').notNull().default(true),
});

/**
 * The extras a space offers, at its own price (cents per unit). A space offers no extra it has no
 * row for; the catalogue's price is only what a new offer starts from.
 */
export const spaceExtras = pgTable(
  'space_extras',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    extraId: text('extra_id')
      .notNull()
      .references(() => extras.id),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.spaceId, t.extraId] }),
    check('space_extras_price_check', sql`${t.unitPriceCents} >= 0`),
  ],
);
