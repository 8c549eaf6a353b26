import { z } from 'zod';
import { SLUG_PATTERN } from '../../contracts/admin-values';
import { spaceFeatureSchema, spaceTypeSchema } from '../../contracts/space-features';
import { decimalOf, euroCents, minutesOf, within } from './space-form-values';

/**
 * The space form's rules (SpaceFormValues, space-form-values.ts), which the form fetches after the
 * page (lazyZodResolver). Messages are keys of admin.json.
 */
const error = (key: string) => `admin:spaces.errors.${key}`;

const text = (max: number) => z.string().trim().min(1, error('required')).max(max, error('tooLong'));

const openingDay = z
  .object({ closed: z.boolean(), open: z.string(), close: z.string() })
  .refine((day) => day.closed || minutesOf(day.open) < minutesOf(day.close), {
    path: ['close'],
    message: error('closeAfterOpen'),
  });

const extraOffer = z
  .object({
    id: z.string(),
    name_fr: z.string(),
    name_en: z.string(),
    catalogue_cents: z.number(),
    active: z.boolean(),
    offered: z.boolean(),
    price: z.string(),
  })
  .refine((offer) => !offer.offered || within(0, 1_000_000)(euroCents(offer.price)), {
    path: ['price'],
    message: error('extraPrice'),
  });

export const spaceFormSchema = z.object({
  title_fr: text(120),
  title_en: text(120),
  description_fr: text(5000),
  description_en: text(5000),
  access_fr: z.string().trim().max(2000, error('tooLong')),
  access_en: z.string().trim().max(2000, error('tooLong')),
  slug: z
    .string()
    .trim()
    .max(80, error('tooLong'))
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), error('slug')),
  zone: z.string().min(1, error('zoneRequired')),
  type: spaceTypeSchema,
  street: text(200),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, error('postalCode')),
  city: text(100),
  district: text(100),
  latitude: z.string().refine((value) => within(-90, 90)(decimalOf(value)), error('latitude')),
  longitude: z.string().refine((value) => within(-180, 180)(decimalOf(value)), error('longitude')),
  capacity: z
    .string()
    .refine((value) => /^\d+$/.test(value.trim()) && within(1, 500)(Number(value)), error('capacity')),
  price: z.string().refine((value) => within(1, 1_000_000)(euroCents(value)), error('price')),
  features: z.array(spaceFeatureSchema),
  hours: z.array(openingDay).length(7),
  extras: z.array(extraOffer),
});
