import { z } from 'zod';
import { localeSchema, notificationsSchema } from './me';
import { phoneSchema } from './phone';

// Apart from me.ts, which every signed-in page reads: the phone schema brings libphonenumber's
// metadata (about 29 kB gzipped), needed only where a phone number is typed.
const personName = z.string().trim().min(1).max(100);

/**
 * PATCH /me, also the personal-info form's resolver. Strict: an unknown field is an error, not
 * silently dropped. The e-mail belongs to the identity provider and is not editable here.
 */
export const updateMeSchema = z
  .strictObject({
    first_name: personName,
    last_name: personName,
    // Typed as people type it (06 12 34 56 78), stored in E.164; null clears it.
    phone: phoneSchema.nullable(),
    locale: localeSchema,
    photo_url: z
      .url({ protocol: /^https$/, message: 'Expected an https URL.' })
      .max(2048)
      .nullable(),
    notifications: notificationsSchema.partial().strict(),
  })
  .partial();
export type UpdateMe = z.infer<typeof updateMeSchema>;
