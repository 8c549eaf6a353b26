import { z } from 'zod';
import {
  adminZoneCreateSchema,
  adminZoneUpdateSchema,
  isReservedZoneSlug,
} from '../../contracts/admin-zones';

/**
 * The zone form's schemas, which the form fetches after the page (lazyZodResolver) with zod and
 * the zone contracts.
 */

/** A new zone: the API's own rule, checked before asking: an id that is a page of the site is refused (422). */
export const zoneCreateFormSchema = adminZoneCreateSchema.refine((zone) => !isReservedZoneSlug(zone.id), {
  path: ['id'],
  message: 'errors:api.ZONE_SLUG_RESERVED',
});

/** An edited zone keeps its id, whatever it is: it is carried along, never checked again. */
export const zoneEditFormSchema = adminZoneUpdateSchema.extend({ id: z.string() });
