import { z } from 'zod';
import { PHOTO_LIMITS } from './admin-values';

/**
 * A space's photos in the back office (docs/business-rules.md §7). They are the ordered
 * `spaces.photos`; the first is the cover, the one search cards, favorites and sharing tags show.
 * Their limits are plain values in admin-values.ts, which the photo screen reads without zod;
 * re-exported here.
 */
export { PHOTO_ACCEPT, PHOTO_LIMITS } from './admin-values';

/**
 * A photo's id within its space: the last part of its URL (`3f…e1.jpg` for an upload, `2.jpg` for a
 * seeded photo), which is what a URL in `spaces.photos` is unique by.
 */
export const photoIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'A photo id');

export const spacePhotoSchema = z.object({ id: photoIdSchema, url: z.string() });
export type SpacePhoto = z.infer<typeof spacePhotoSchema>;

/** GET, POST, PUT /admin/spaces/{id}/photos and DELETE …/{photoId}: the space's photos, cover first. */
export const spacePhotosSchema = z.object({ space_id: z.uuid(), photos: z.array(spacePhotoSchema) });
export type SpacePhotos = z.infer<typeof spacePhotosSchema>;

/** PUT /admin/spaces/{id}/photos: the same photos, in their new order (making a photo the cover is a reorder). */
export const photoOrderSchema = z.object({
  photos: z.array(photoIdSchema).min(1).max(PHOTO_LIMITS.maxPerSpace),
});
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

/** POST /admin/spaces/{id}/photos, multipart/form-data: one or more files under `files`. */
export const photoUploadSchema = z.object({
  files: z
    .array(z.string().meta({ format: 'binary' }))
    .min(1)
    .max(PHOTO_LIMITS.maxFiles),
});
