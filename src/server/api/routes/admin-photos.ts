import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  PHOTO_LIMITS,
  photoIdSchema,
  photoOrderSchema,
  photoUploadSchema,
  spacePhotosSchema,
} from '../../../contracts/admin-photos';
import { badRequest, notFound, unprocessable } from '../../core/errors';
import { PHOTO_CACHE_CONTROL, PHOTO_CONTENT_TYPE, PHOTO_NAME } from '../../integrations/photo-storage';
import {
  addPhotos,
  removePhoto,
  reorderPhotos,
  spacePhotos,
  type PhotoUpload,
} from '../../services/staff-photos';
import type { ApiEnv } from '../context';
import { defineRoute, uuidParam } from '../define-route';

const TAG = 'Back office';
const idParams = z.object({ id: uuidParam('space') });
const photoParams = z.object({ id: uuidParam('space'), photoId: photoIdSchema.describe('The photo’s id.') });
const nameParams = z.object({
  name: z
    .string()
    .regex(PHOTO_NAME)
    .describe('The photo’s file name, as its address in a space gives it.')
    .meta({ examples: ['3f2b8c1e-6a4d-4f0e-9b7a-1c2d3e4f5a6b.jpg'] }),
});

/**
 * The one body larger than the API's 100 kB: a full upload, plus room for the multipart framing.
 * Each file is then held to PHOTO_LIMITS.maxBytes on its own.
 */
export const PHOTO_UPLOAD_MAX_BYTES = PHOTO_LIMITS.maxFiles * PHOTO_LIMITS.maxBytes + 256 * 1024;
const UPLOAD_PATH = /\/v1\/admin\/spaces\/[^/]+\/photos\/?$/;

/**
 * The body limit of a request: the upload's for a POST of photos that declares its length,
 * `otherwise` for anything else. A declared length is checked without reading, and the handler
 * reads the body only once the caller is known to be staff; a chunked body would be read (up to the
 * limit) before that check, by anyone, so it keeps the ordinary limit. Browsers declare the length
 * of a form they send.
 */
export const bodyLimitFor = (otherwise: number) => (c: Context) =>
  c.req.method === 'POST' &&
  UPLOAD_PATH.test(c.req.path) &&
  c.req.header('content-length') !== undefined &&
  c.req.header('transfer-encoding') === undefined
    ? PHOTO_UPLOAD_MAX_BYTES
    : otherwise;

/** The files of a multipart upload, under `files` (repeated for several). */
async function readUploads(c: Context<ApiEnv>): Promise<PhotoUpload[]> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('BAD_REQUEST', 'The body is not a readable multipart/form-data form.');
  }
  const value = form.files;
  const entries: unknown[] = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const files = entries.filter((entry): entry is File => entry instanceof Blob);
  if (files.length === 0 || files.length !== entries.length) {
    throw badRequest('VALIDATION_ERROR', 'The request is not valid.', [
      {
        field: 'body.files',
        code: 'required',
        message: 'One or more files, sent as multipart/form-data under "files".',
      },
    ]);
  }
  if (files.length > PHOTO_LIMITS.maxFiles) {
    throw unprocessable('PHOTO_UPLOAD_TOO_MANY', `At most ${PHOTO_LIMITS.maxFiles} photos at a time.`);
  }
  return Promise.all(
    files.map(async (file) => ({ fileName: file.name, bytes: Buffer.from(await file.arrayBuffer()) })),
  );
}

/**
 * /v1/admin/spaces/{id}/photos: a space's photos in the back office (docs/business-rules.md §7),
 * each write with its audit line; and /v1/photos/{name}, where the photos kept on this disk are
 * served (in the web app, by src/pages/api/v1/photos/[name].ts at the same address, which the image
 * optimizer can call).
 */
export function registerAdminPhotoRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/spaces/:id/photos',
      operationId: 'adminListPhotos',
      summary: 'A space’s photos',
      description: 'A space’s photos in their order, the cover first.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: { description: 'The photos', schema: spacePhotosSchema } },
    },
    async ({ c, db, params }) => c.json(await spacePhotos(db, params.id)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/spaces/:id/photos',
      operationId: 'adminAddPhotos',
      summary: 'Add photos to a space',
      description: `Adds photos after a space’s others, sent as multipart/form-data under "files": JPEG, PNG, WebP or HEIC, ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB each, ${PHOTO_LIMITS.maxFiles} at a time; stored upright, without metadata, at most ${PHOTO_LIMITS.maxLongSide} px. Audited.`,
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      form: photoUploadSchema,
      responses: {
        201: { description: 'The photos, the new ones last', schema: spacePhotosSchema },
        400: {
          description:
            'VALIDATION_ERROR: no files under "files". BAD_REQUEST: the body is not a readable multipart/form-data form.',
        },
        413: { description: 'PHOTO_TOO_LARGE: a file is too large. PAYLOAD_TOO_LARGE: the whole body is.' },
        422: {
          description:
            'PHOTO_NOT_IMAGE, PHOTO_FORMAT_UNSUPPORTED (a damaged HEIC), PHOTO_TOO_MANY_PIXELS: a file is not a photo we take. PHOTO_UPLOAD_TOO_MANY: too many files at once. SPACE_PHOTOS_FULL: the space would have too many photos. Nothing is stored.',
        },
      },
    },
    async ({ c, db, user, params, deps }) => {
      const uploads = await readUploads(c);
      return c.json(await addPhotos(db, deps.photos, user, params.id, uploads), 201);
    },
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/admin/spaces/:id/photos',
      operationId: 'adminReorderPhotos',
      summary: 'Reorder a space’s photos',
      description:
        'Puts a space’s photos in the order given, every one of them; the first is the cover. Audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      body: photoOrderSchema,
      responses: {
        200: { description: 'The photos in their new order', schema: spacePhotosSchema },
        422: { description: 'PHOTO_ORDER_MISMATCH: the ids given are not exactly the space’s photos.' },
      },
    },
    async ({ c, db, user, params, body }) => c.json(await reorderPhotos(db, user, params.id, body.photos)),
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/admin/spaces/:id/photos/:photoId',
      operationId: 'adminDeletePhoto',
      summary: 'Remove a photo',
      description: 'Removes a photo from a space, and its file from the storage. Audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: photoParams,
      responses: { 200: { description: 'The photos left', schema: spacePhotosSchema } },
    },
    async ({ c, db, user, params, deps }) =>
      c.json(await removePhoto(db, deps.photos, user, params.id, params.photoId)),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/photos/:name',
      operationId: 'getPhoto',
      summary: 'A space’s photo',
      description:
        'A space’s photo kept on this server’s disk (a bucket serves its own), as JPEG, for the image optimizer and browsers: without the API key, cacheable for a year.',
      tag: 'Spaces',
      auth: 'none',
      keyless: true,
      params: nameParams,
      responses: {
        200: { description: 'The photo, cacheable for a year', media: 'image/jpeg' },
        404: { description: 'NOT_FOUND: no such photo on this server.' },
      },
    },
    async ({ c, params, deps }) => {
      const bytes = await deps.photos.read(params.name);
      if (!bytes) throw notFound('Photo');
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': PHOTO_CONTENT_TYPE,
        'cache-control': PHOTO_CACHE_CONTROL,
        'content-length': String(bytes.length),
      });
    },
  );
}
