import { z } from 'zod';
import { publicReviewSchema, ratingSchema } from './reviews';
import { CAPACITY_BUCKETS } from '../domain/capacity';
import { BOOKABLE_END, BOOKABLE_START, SLOT_STEP, parseClock } from '../domain/clock';
import { addMonths, isValidDay, parisDay, parisInstant } from '../domain/paris-time';
import { MAX_MONTHS_AHEAD } from '../domain/slots';
import { spaceFeatureSchema, spaceTypeSchema } from './space-features';

export const zoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Zone = z.infer<typeof zoneSchema>;

/** GET /zones: every zone with the number of spaces it lists. */
export const zoneListSchema = z.array(zoneSchema.extend({ space_count: z.number().int() }));
export type ZoneWithCount = z.infer<typeof zoneListSchema>[number];

/** A space as a search result lists it. Prices are integers in cents. */
export const spaceSummarySchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  zone: z.string(),
  type: spaceTypeSchema,
  title: z.string(),
  district: z.string(),
  capacity: z.number().int(),
  price_hour: z.number().int(),
  features: z.array(spaceFeatureSchema),
  photo: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type SpaceSummary = z.infer<typeof spaceSummarySchema>;

export const rebateSchema = z.object({ code: z.string(), amount: z.number().int() });

/** HHmm numbers (930 = 09:30), as the catalogue stores them. */
export const openingSchema = z.object({ open: z.number().int(), close: z.number().int() });

const day = z.string().refine(isValidDay, 'Expected a calendar day YYYY-MM-DD.');
/** 930, "930" or "09:30" → minutes since midnight. */
const clock = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const minutes = parseClock(value);
  if (minutes === undefined)
    ctx.addIssue({ code: 'custom', message: 'Expected a time such as 930 or "09:30".' });
  return minutes ?? 0;
});
const arrayOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));

export const SEARCH_SORTS = ['price', 'distance', 'capacity'] as const;
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 50;

/** GET /spaces query. Rules between fields (a slot needs a day…) are in searchQueryIssues. */
export const spaceSearchQuerySchema = z.object({
  zone: z.string().min(1).max(64).describe('The zone (city) to search, by id: paris, lyon…'),
  type: spaceTypeSchema.optional().describe('Meeting rooms or desks only.'),
  day: day.optional().describe('The day of the slot, YYYY-MM-DD; with start and end, only spaces free then.'),
  start: clock.optional().describe('The start of the slot in Paris time, 930 or "09:30"; with end.'),
  end: clock.optional().describe('The end of the slot in Paris time, 1130 or "11:30"; with start.'),
  capacity: z.enum(CAPACITY_BUCKETS).optional().describe('A range of people the space must hold.'),
  // Repeated keys (features=wifi&features=screen); a single one is still a list.
  features: arrayOf(spaceFeatureSchema)
    .optional()
    .describe('Amenities the space must all have, as repeated keys.'),
  text: z.string().max(100).optional().describe('Words to find in the title, description or address.'),
  lat: z.coerce
    .number()
    .min(-90)
    .max(90)
    .optional()
    .describe('Latitude of a place to sort by distance from; with lng.'),
  lng: z.coerce.number().min(-180).max(180).optional().describe('Longitude of that place; with lat.'),
  sort: z
    .enum(SEARCH_SORTS)
    .optional()
    .describe('The order: by price by default, by distance when lat and lng are given.'),
  page: z.coerce.number().int().min(1).max(1000).default(1).describe('The page, from 1.'),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_PAGE_SIZE)
    .default(SEARCH_PAGE_SIZE)
    .describe('Spaces per page.'),
});
export type SpaceSearchQuery = z.output<typeof spaceSearchQuerySchema>;

export type FieldIssue = { field: string; code: string; message: string };

/**
 * What is wrong with a parsed search beyond each field on its own, at most one issue per field:
 * the slot rules of the booking flow (half hours within 08:00–23:00, end after start, from now to
 * 12 months ahead). Shared so that the search form refuses what the API would. `today` is the
 * Paris day of `now`, for callers that already know it.
 */
export function searchQueryIssues(query: SpaceSearchQuery, now: Date, today = parisDay(now)): FieldIssue[] {
  const issues = new Map<string, FieldIssue>();
  const add = (field: string, code: string, message: string) => {
    if (!issues.has(field)) issues.set(field, { field, code, message });
  };
  const { day: slotDay, start, end } = query;
  if ((start === undefined) !== (end === undefined))
    add(start === undefined ? 'start' : 'end', 'required', 'start and end go together.');
  if (start !== undefined && slotDay === undefined) add('day', 'required', 'A time slot needs a day.');
  if ((query.lat === undefined) !== (query.lng === undefined))
    add(query.lat === undefined ? 'lat' : 'lng', 'required', 'lat and lng go together.');
  if (query.sort === 'distance' && query.lat === undefined)
    add('sort', 'location_required', 'Sorting by distance needs lat and lng.');

  for (const [field, minutes] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (minutes !== undefined && minutes % SLOT_STEP !== 0)
      add(field, 'not_half_hour', 'Times are on the hour or half hour.');
  }
  if (start !== undefined && (start < BOOKABLE_START || start >= BOOKABLE_END))
    add('start', 'outside_bookable_hours', 'Spaces are booked from 08:00 to 23:00.');
  if (end !== undefined && (end <= BOOKABLE_START || end > BOOKABLE_END))
    add('end', 'outside_bookable_hours', 'Spaces are booked from 08:00 to 23:00.');
  if (start !== undefined && end !== undefined && end <= start)
    add('end', 'end_before_start', 'The end must come after the start.');

  if (slotDay !== undefined && isValidDay(slotDay)) {
    if (slotDay < today) add('day', 'in_the_past', 'This day is over.');
    else if (slotDay > addMonths(today, MAX_MONTHS_AHEAD))
      add('day', 'too_far_ahead', `Bookings open ${MAX_MONTHS_AHEAD} months ahead.`);
    // Only today can hold a start that has already passed.
    else if (
      slotDay === today &&
      start !== undefined &&
      parisInstant(slotDay, start).getTime() <= now.getTime()
    ) {
      add('start', 'in_the_past', 'This time has passed.');
    }
  }
  return [...issues.values()];
}

/** One search result: the summary plus what depends on the request (slot price, favorite, distance). */
export const spaceSearchItemSchema = spaceSummarySchema.extend({
  favorite: z.boolean(),
  /** The price of the requested slot, rebates deducted; null without a slot. */
  price: z.number().int().nullable(),
  rebates: z.array(rebateSchema),
  /**
   * A desk's day pass on the searched day (today without one), rebates deducted, as the desks page
   * shows it (domain/pricing dayPass); null for a meeting room.
   */
  day_pass: z.object({ price: z.number().int(), rebates: z.array(rebateSchema) }).nullable(),
  /** A desk space's desks free for the whole searched slot, or day without one; null for a meeting room or without a day. */
  desks_left: z.number().int().nullable(),
  distance_m: z.number().int().optional(),
  /** The space's visible reviews in short (optional: clients built before reviews omit it). */
  rating: ratingSchema.optional(),
});
export type SpaceSearchItem = z.infer<typeof spaceSearchItemSchema>;

export const spaceSearchResponseSchema = z.object({
  items: z.array(spaceSearchItemSchema),
  /** Whether a next page exists. No exact total: counting every match costs more than finding a page. */
  has_more: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type SpaceSearchResponse = z.infer<typeof spaceSearchResponseSchema>;

export const spaceDetailSchema = spaceSummarySchema.omit({ photo: true }).extend({
  description: z.string(),
  address: z.object({ street: z.string(), postal_code: z.string(), city: z.string(), district: z.string() }),
  photos: z.array(z.string()),
  /** Monday … Sunday; null when closed. */
  opening_hours: z.array(openingSchema.nullable()).length(7),
  favorite: z.boolean(),
  extras: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      unit_price: z.number().int(),
      max_quantity: z.number().int(),
      per_person: z.boolean(),
    }),
  ),
  /** The most one day costs: 8 hours on weekdays, 6 at weekends. */
  day_rates: z.object({ weekday: z.number().int(), weekend: z.number().int() }),
  /** The visible reviews in short, and the latest of them. */
  rating: ratingSchema.optional(),
  reviews: z.array(publicReviewSchema).optional(),
});
export type SpaceDetail = z.infer<typeof spaceDetailSchema>;

export const spaceDetailParamsSchema = z.object({
  zone: z.string().min(1).max(64).describe('The zone (city) of the space, by id.'),
  slug: z.string().min(1).max(200).describe('The space’s slug, unique in its zone.'),
});
export const availabilityParamsSchema = z.object({ id: z.uuid().describe("The space's id.") });
export const availabilityQuerySchema = z.object({ day: day.describe('The day, YYYY-MM-DD (Paris).') });

export const availabilitySchema = z.object({
  day: z.string(),
  opening: openingSchema.nullable(),
  /**
   * Half-hour cells within opening hours and 08:00–23:00; taken where a live booking overlaps.
   * A desk space counts its free desks in each (taken when none is); null for a meeting room.
   */
  cells: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      free: z.boolean(),
      desks_left: z.number().int().nullable(),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;
