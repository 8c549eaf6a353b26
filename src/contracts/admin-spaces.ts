import { z } from 'zod';
import { daysBetween, isValidDay } from '../domain/paris-time';
import { MAX_CLOSURE_DAYS, SLUG_PATTERN } from './admin-values';
import { clockSchema, daySchema } from './bookings';
import { spaceFeatureSchema, spaceTypeSchema } from './space-features';
import { pageParams } from './admin';

export { MAX_CLOSURE_DAYS, SLUG_PATTERN } from './admin-values';

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;
const text = (max: number) => z.string().trim().min(1).max(max);

/** An opening or closing time as HHmm (930 = 09:30), on a quarter hour, from 0 to 2400 (midnight ending the day). */
const quarterHour = z
  .number()
  .int()
  .min(0)
  .max(2400)
  .refine((hhmm) => hhmm % 100 < 60 && (hhmm % 100) % 15 === 0, 'A time such as 930, on a quarter hour');

const openingDaySchema = z
  .object({ open: quarterHour, close: quarterHour })
  .refine((day) => day.open < day.close, { path: ['close'], message: 'Closes after it opens' })
  .nullable();

/** Monday … Sunday, each {open, close} as HHmm or null when closed that day. */
export const openingHoursInputSchema = z.array(openingDaySchema).length(7);

export const spaceExtraOfferSchema = z.object({
  id: z.string().trim().min(1).max(64),
  /** The space's own price of one unit, in cents (0: offered free). */
  unit_price_cents: z.number().int().min(0).max(1_000_000),
});

/**
 * POST /admin/spaces and PUT /admin/spaces/{id}: every editable field of a space but its photos
 * (uploaded, ordered and removed through /admin/spaces/{id}/photos, admin-photos.ts). The slug is
 * derived from the French title when a new space has none, and kept as it is by an edit without
 * one. `published`: a new space is unpublished unless told; an edit leaves it as it is unless told.
 * `extras`: what the space offers and at which price; without it a new space offers the whole
 * active catalogue at catalogue prices (as every space did before), and an edit changes none.
 */
export const adminSpaceInputSchema = z.object({
  title_fr: text(120),
  title_en: text(120),
  description_fr: text(5000),
  description_en: text(5000),
  /** How to get in, for the organizers and their guests; empty: nothing to add. An edit without them keeps them. */
  access_fr: z.string().trim().max(2000).optional(),
  access_en: z.string().trim().max(2000).optional(),
  slug: z
    .string()
    .trim()
    .max(80)
    .regex(SLUG_PATTERN, 'Lower-case letters and digits joined by dashes')
    .optional(),
  zone: z.string().trim().min(1).max(64),
  type: spaceTypeSchema,
  street: text(200),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Five digits'),
  city: text(100),
  district: text(100),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  capacity: z.number().int().min(1).max(500),
  price_hour_cents: z.number().int().min(1).max(1_000_000),
  features: z.array(spaceFeatureSchema).refine(unique, 'Each feature once'),
  opening_hours: openingHoursInputSchema,
  published: z.boolean().optional(),
  extras: z
    .array(spaceExtraOfferSchema)
    .max(100)
    .refine((offers) => unique(offers.map((offer) => offer.id)), 'Each extra once')
    .optional(),
});
export type AdminSpaceInput = z.infer<typeof adminSpaceInputSchema>;

/** GET /admin/spaces: by a part of the title or address, zone, type and published; unpublished ones included. */
export const adminSpaceSearchSchema = z.object({
  q: z.string().trim().max(100).optional().describe('A part of the title or address.'),
  zone: z.string().trim().max(64).optional().describe('The spaces of this zone only, by id.'),
  type: spaceTypeSchema.optional().describe('Meeting rooms or desks only.'),
  published: z.stringbool().optional().describe('Published spaces only (true), or unpublished ones only.'),
  ...pageParams,
});
export type AdminSpaceSearch = z.infer<typeof adminSpaceSearchSchema>;

export const adminSpaceRowSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  zone: z.string(),
  type: spaceTypeSchema,
  title_fr: z.string(),
  title_en: z.string(),
  street: z.string(),
  city: z.string(),
  district: z.string(),
  capacity: z.number().int(),
  price_hour_cents: z.number().int(),
  published: z.boolean(),
  photo: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminSpaceRow = z.infer<typeof adminSpaceRowSchema>;
export const adminSpacePageSchema = z.object({
  items: z.array(adminSpaceRowSchema),
  total: z.number().int(),
});
export type AdminSpacePage = z.infer<typeof adminSpacePageSchema>;

/** A closure as staff see it: its instants, and the Paris days and times it was entered as. */
export const adminClosureSchema = z.object({
  id: z.uuid(),
  starts_at: z.string(),
  ends_at: z.string(),
  from_day: z.string(),
  to_day: z.string(),
  /** "HH:mm", null from the start of from_day. */
  from_time: z.string().nullable(),
  /** "HH:mm", null to the end of to_day. */
  to_time: z.string().nullable(),
  reason: z.string().nullable(),
  created_by: z.uuid(),
  created_at: z.string(),
});
export type AdminClosure = z.infer<typeof adminClosureSchema>;

/** GET /admin/spaces/{id}: every editable field, the extras offered and the closures. */
export const adminSpaceSchema = adminSpaceInputSchema
  .omit({ extras: true, published: true, slug: true })
  .extend({
    id: z.uuid(),
    slug: z.string(),
    photos: z.array(z.string()),
    opening_hours: z.array(z.object({ open: z.number().int(), close: z.number().int() }).nullable()),
    published: z.boolean(),
    access_fr: z.string(),
    access_en: z.string(),
    extras: z.array(
      z.object({
        id: z.string(),
        name_fr: z.string(),
        name_en: z.string(),
        unit_price_cents: z.number().int(),
        catalogue_price_cents: z.number().int(),
        active: z.boolean(),
      }),
    ),
    closures: z.array(adminClosureSchema),
    created_at: z.string(),
    updated_at: z.string(),
  });
export type AdminSpace = z.infer<typeof adminSpaceSchema>;

const quarterClock = clockSchema.refine((minutes) => minutes % 15 === 0, 'On a quarter hour');

/**
 * POST /admin/spaces/{id}/closures, in Paris time: a day (from_day), a range of days (to_day too),
 * or hours (from_time and/or to_time: from from_day at from_time to to_day at to_time).
 */
export const adminClosureInputSchema = z
  .object({
    from_day: daySchema,
    to_day: daySchema.optional(),
    from_time: quarterClock.optional(),
    to_time: quarterClock.optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((closure, ctx) => {
    const toDay = closure.to_day ?? closure.from_day;
    // A day that is not one has its own issue already.
    if (!isValidDay(closure.from_day) || !isValidDay(toDay)) return;
    const days = daysBetween(closure.from_day, toDay);
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['to_day'], message: 'Ends on or after the first day' });
    else if (days >= MAX_CLOSURE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to_day'], message: `At most ${MAX_CLOSURE_DAYS} days` });
    else if (days === 0 && (closure.to_time ?? 24 * 60) <= (closure.from_time ?? 0)) {
      ctx.addIssue({ code: 'custom', path: ['to_time'], message: 'Ends after it starts' });
    }
  });
export type AdminClosureInput = z.infer<typeof adminClosureInputSchema>;

/** A closure made: bookings already confirmed in it stay as they are, for staff to cancel or keep. */
export const adminClosureCreatedSchema = z.object({
  closure: adminClosureSchema,
  /** Confirmed bookings with an occurrence in the closure. */
  overlapping_bookings: z.number().int(),
  overlapping_booking_ids: z.array(z.uuid()),
});
export type AdminClosureCreated = z.infer<typeof adminClosureCreatedSchema>;
