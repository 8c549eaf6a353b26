import { z } from 'zod';
import { spaceFeatureSchema, spaceTypeSchema } from '../../../contracts/space-features';

/** Wall-clock time as HHmm (e.g. 930 = 09:30), within the bookable window 08:00-23:00. */
const clock = z
  .number()
  .int()
  .min(800)
  .max(2300)
  .refine((t) => t % 100 === 0 || t % 100 === 30, 'whole or half hour');

const dayHours = z.object({ open: clock, close: clock }).refine((h) => h.close > h.open, 'close after open');

const localized = z.object({ fr: z.string().min(1), en: z.string().min(1) });

/** One space of the seed catalogue (src/server/db/seed/catalogue/*.json). */
export const seedSpaceSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  zone: z.enum(['paris', 'lyon', 'bordeaux']),
  type: spaceTypeSchema,
  title: localized,
  description: localized,
  address: z.object({
    street: z.string().min(1),
    postalCode: z.string().regex(/^\d{5}$/),
    city: z.string().min(1),
    district: z.string().min(1),
  }),
  /** How to get in, for the organizer and the guests (floor, door code, who to ask). */
  access: localized.optional(),
  latitude: z.number().min(41).max(51.5),
  longitude: z.number().min(-5.5).max(9.6),
  capacity: z.number().int().min(1).max(60),
  priceHourCents: z.number().int().min(1500).max(25000),
  features: z.array(spaceFeatureSchema).min(1),
  /** Index 0 = Monday ... 6 = Sunday; null = closed that day. */
  openingHours: z.array(dayHours.nullable()).length(7),
  photoCount: z.number().int().min(3).max(6),
});

export type SeedSpace = z.infer<typeof seedSpaceSchema>;
export const seedCatalogueSchema = z.array(seedSpaceSchema);
