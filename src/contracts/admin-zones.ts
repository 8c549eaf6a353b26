import { z } from 'zod';

/** A zone's id is its URL segment (/lyon, /desks/lyon, /en/lyon). */
export const ZONE_SLUG_PATTERN = /^[a-z0-9-]{2,40}$/;

/**
 * First path segments the site already answers (src/pages, public/, the locale prefixes, the
 * analytics proxy): a zone named so would be unreachable, or would hide that page. A test keeps
 * this list in step with src/pages and public/.
 */
export const RESERVED_ZONE_SLUGS: readonly string[] = [
  '404',
  '500',
  'account',
  'admin',
  'api',
  'booking',
  'conditions-generales-de-vente',
  'confidentialite',
  'contact',
  'cookies',
  'dashboard',
  'desks',
  'en',
  'events',
  'favorites',
  'fr',
  'icons',
  'index',
  'locales',
  'mentions-legales',
  'mp',
  'overstays',
  'payment',
  'robots.txt',
  'scheduling',
  'sitemap.xml',
  'spaces',
];

export const isReservedZoneSlug = (slug: string) => RESERVED_ZONE_SLUGS.includes(slug);

const name = z.string().trim().min(1, 'errors:forms.required').max(80, 'errors:forms.tooLong');
// The message is a key (errors:forms.*): the form shows it translated, the API as it is.
const latitude = z
  .number({ error: 'errors:forms.latitude' })
  .min(-90, 'errors:forms.latitude')
  .max(90, 'errors:forms.latitude');
const longitude = z
  .number({ error: 'errors:forms.longitude' })
  .min(-180, 'errors:forms.longitude')
  .max(180, 'errors:forms.longitude');

/** PUT /admin/zones/{id}: a zone's names and the centre its search map opens on. */
export const adminZoneUpdateSchema = z.object({ name_fr: name, name_en: name, latitude, longitude });
export type AdminZoneUpdate = z.infer<typeof adminZoneUpdateSchema>;

/** POST /admin/zones: a new zone, live at once at /{id}. A reserved id is refused by the service (422). */
export const adminZoneCreateSchema = adminZoneUpdateSchema.extend({
  id: z.string().trim().regex(ZONE_SLUG_PATTERN, 'errors:forms.zoneSlug'),
});
export type AdminZoneCreate = z.infer<typeof adminZoneCreateSchema>;

export const adminZoneParamsSchema = z.object({
  id: z.string().min(1).max(64).describe('The zone’s id, as in its pages’ addresses: paris, lyon…'),
});

/** A zone as staff see it: both names, its centre, and how many spaces it has (published or not). */
export const adminZoneSchema = z.object({
  id: z.string(),
  name_fr: z.string(),
  name_en: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  space_count: z.number().int(),
  published_count: z.number().int(),
});
export type AdminZone = z.infer<typeof adminZoneSchema>;
export const adminZoneListSchema = z.array(adminZoneSchema);
