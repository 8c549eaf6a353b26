import { z } from 'zod';
import { exportFileName } from './me-values';

/** GET /me/export: everything the product holds about the signed-in user, as one JSON document. */
export const myDataExportSchema = z.looseObject({
  exported_at: z.string(),
  terms_version_in_force: z.string(),
  profile: z.looseObject({ id: z.string(), email: z.string() }),
  bookings: z.array(z.looseObject({ id: z.string() })),
});
export type MyDataExportDocument = z.infer<typeof myDataExportSchema>;

export { exportFileName };
