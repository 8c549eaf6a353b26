import { eq } from 'drizzle-orm';
import { PHOTO_LIMITS, type SpacePhotos } from '../../contracts/admin-photos';
import type { CurrentUser } from '../core/context';
import { ApiError, notFound, unprocessable, type ErrorDetail } from '../core/errors';
import type { Db } from '../db/client';
import { auditLog, spaces } from '../db/schema';
import { transaction, type Tx } from '../db/transaction';
import { newPhotoName, type PhotoStorage } from '../integrations/photo-storage';
import { checkPhoto, encodePhoto, PhotoRefused, type PhotoProblem } from './photo-image';
import { log } from '../core/log';

/** A file as the upload sent it; its name only helps say which file was refused. */
export type PhotoUpload = { fileName: string; bytes: Buffer };

const MESSAGES: Record<PhotoProblem, string> = {
  PHOTO_TOO_LARGE: `A photo may weigh at most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB.`,
  PHOTO_NOT_IMAGE: 'Not a JPEG, PNG, WebP or HEIC image (judged by its content), or a damaged one.',
  PHOTO_FORMAT_UNSUPPORTED:
    'This HEIC photo could not be decoded: it may be damaged. Send it as JPEG (the phone’s "Most compatible" setting).',
  PHOTO_TOO_MANY_PIXELS: 'The image has too many pixels to be a photo.',
};

/** A photo's id within its space: the last part of its URL (see contracts/admin-photos.ts). */
export const photoIdOf = (url: string) => url.split(/[?#]/)[0]?.split('/').pop() ?? url;

const view = (spaceId: string, photos: readonly string[]): SpacePhotos => ({
  space_id: spaceId,
  photos: photos.map((url) => ({ id: photoIdOf(url), url })),
});

export async function spacePhotos(db: Db, spaceId: string): Promise<SpacePhotos> {
  const [space] = await db
    .select({ photos: spaces.photos })
    .from(spaces)
    .where(eq(spaces.id, spaceId))
    .limit(1);
  if (!space) throw notFound('Space');
  return view(spaceId, space.photos);
}

async function lockSpace(tx: Tx, spaceId: string): Promise<string[]> {
  const [space] = await tx
    .select({ photos: spaces.photos })
    .from(spaces)
    .where(eq(spaces.id, spaceId))
    .for('update');
  if (!space) throw notFound('Space');
  return space.photos;
}

/** The new list of photos, with its audit line, in the caller's transaction. */
async function writePhotos(
  tx: Tx,
  staff: CurrentUser,
  spaceId: string,
  action: string,
  before: string[],
  after: string[],
): Promise<void> {
  await tx.update(spaces).set({ photos: after, updatedAt: new Date() }).where(eq(spaces.id, spaceId));
  await tx.insert(auditLog).values({
    actorId: staff.id,
    action,
    targetType: 'space',
    targetId: spaceId,
    before: { photos: before },
    after: { photos: after },
  });
}

const spaceFull = (count: number) =>
  unprocessable(
    'SPACE_PHOTOS_FULL',
    `A space keeps at most ${PHOTO_LIMITS.maxPerSpace} photos; it has ${count}.`,
  );

/**
 * Every file judged first (size, signature, header, then a full decode), so that one bad file
 * stores nothing: the answer names each refused file, with the status of the first refusal.
 */
async function encodeAll(uploads: readonly PhotoUpload[]): Promise<Buffer[]> {
  const refusals: ErrorDetail[] = [];
  const refuse = (index: number, error: unknown) => {
    if (!(error instanceof PhotoRefused)) throw error;
    refusals.push({
      field: `body.files.${index}`,
      code: error.problem,
      message: `${uploads[index]?.fileName ?? ''}: ${MESSAGES[error.problem]}`,
    });
  };
  // Cheap checks of every file before the first costly decode.
  for (const [index, upload] of uploads.entries())
    await checkPhoto(upload.bytes).catch((error: unknown) => refuse(index, error));
  const encoded: Buffer[] = [];
  if (refusals.length === 0) {
    // One at a time: a decoded 40-megapixel photo takes a few hundred megabytes.
    for (const [index, upload] of uploads.entries()) {
      try {
        encoded.push(await encodePhoto(upload.bytes));
      } catch (error) {
        refuse(index, error);
      }
    }
  }
  const [first] = refusals;
  if (first)
    throw new ApiError(first.code === 'PHOTO_TOO_LARGE' ? 413 : 422, first.code, first.message, refusals);
  return encoded;
}

/** Removes stored photos whose row was never written; a failure here leaves an orphan file, never a broken photo. */
async function discard(storage: PhotoStorage, names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      storage
        .remove(name)
        .catch((error: unknown) => log.error({ photo: name, err: error }, 'could not remove a photo')),
    ),
  );
}

async function storeAll(
  storage: PhotoStorage,
  photos: readonly Buffer[],
): Promise<{ names: string[]; urls: string[] }> {
  const names: string[] = [];
  const urls: string[] = [];
  try {
    for (const bytes of photos) {
      const name = newPhotoName();
      urls.push(await storage.save(name, bytes));
      names.push(name);
    }
  } catch (error) {
    await discard(storage, names);
    throw error;
  }
  return { names, urls };
}

/**
 * Adds photos at the end of a space's list (docs/business-rules.md §7): validated and re-encoded,
 * stored, then listed with the audit line in one transaction. Should that fail, the stored files go
 * too.
 */
export async function addPhotos(
  db: Db,
  storage: PhotoStorage,
  staff: CurrentUser,
  spaceId: string,
  uploads: readonly PhotoUpload[],
): Promise<SpacePhotos> {
  // Before any decoding: a missing space or a full one is told at once.
  const current = await spacePhotos(db, spaceId);
  if (current.photos.length + uploads.length > PHOTO_LIMITS.maxPerSpace)
    throw spaceFull(current.photos.length);
  const encoded = await encodeAll(uploads);
  // Stored outside the transaction: on the embedded database a transaction holds every other request.
  const { names, urls } = await storeAll(storage, encoded);
  try {
    return await transaction(db, async (tx) => {
      const before = await lockSpace(tx, spaceId);
      if (before.length + urls.length > PHOTO_LIMITS.maxPerSpace) throw spaceFull(before.length);
      const after = [...before, ...urls];
      await writePhotos(tx, staff, spaceId, 'space.photos.add', before, after);
      return view(spaceId, after);
    });
  } catch (error) {
    await discard(storage, names);
    throw error;
  }
}

/** Puts the space's photos in a new order, the first becoming the cover: the same photos, each once. */
export async function reorderPhotos(
  db: Db,
  staff: CurrentUser,
  spaceId: string,
  order: readonly string[],
): Promise<SpacePhotos> {
  return transaction(db, async (tx) => {
    const before = await lockSpace(tx, spaceId);
    const byId = new Map(before.map((url) => [photoIdOf(url), url]));
    const after = order.map((id) => byId.get(id));
    const same =
      new Set(order).size === order.length &&
      order.length === before.length &&
      after.every((url) => url !== undefined);
    if (!same) {
      throw unprocessable(
        'PHOTO_ORDER_MISMATCH',
        'The new order must list each of the space’s photos once, and nothing else.',
        [
          {
            field: 'body.photos',
            code: 'PHOTO_ORDER_MISMATCH',
            message: `Expected the ids ${[...byId.keys()].join(', ')}.`,
          },
        ],
      );
    }
    const urls = after.filter((url) => url !== undefined);
    if (urls.every((url, index) => url === before[index])) return view(spaceId, before);
    await writePhotos(tx, staff, spaceId, 'space.photos.reorder', before, urls);
    return view(spaceId, urls);
  });
}

/**
 * Takes a photo off the space, then deletes its file when it is one of ours (a seeded photo under
 * public/ stays). The row goes first: a file left behind is an orphan, never a broken photo.
 */
export async function removePhoto(
  db: Db,
  storage: PhotoStorage,
  staff: CurrentUser,
  spaceId: string,
  photoId: string,
): Promise<SpacePhotos> {
  const { removed, after } = await transaction(db, async (tx) => {
    const before = await lockSpace(tx, spaceId);
    const url = before.find((candidate) => photoIdOf(candidate) === photoId);
    if (url === undefined) throw notFound('Photo');
    const rest = before.filter((candidate) => candidate !== url);
    await writePhotos(tx, staff, spaceId, 'space.photos.remove', before, rest);
    return { removed: url, after: rest };
  });
  const name = storage.nameOf(removed);
  if (name) await discard(storage, [name]);
  return view(spaceId, after);
}
