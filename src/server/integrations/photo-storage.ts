import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ServerEnv } from '../env';

/**
 * Where the spaces' photos live once processed (src/server/services/staff-photos.ts): each under a
 * name of its own, never reused, so whatever serves them may keep them forever.
 */
export type PhotoStorage = {
  /** Stores a finished photo; resolves with the URL `spaces.photos` keeps for it. All or nothing. */
  save(name: string, bytes: Buffer): Promise<string>;
  /** Removes a stored photo; nothing happens when it is already gone. */
  remove(name: string): Promise<void>;
  /** The name of the photo this storage keeps at `url`, or null (a seeded photo under public/, say). */
  nameOf(url: string): string | null;
  /** A stored photo's bytes, for the API to serve; null when absent or when the bucket serves its own. */
  read(name: string): Promise<Buffer | null>;
};

/** Every stored photo is a JPEG named by a random UUID: nothing a caller chooses reaches a path or a key. */
export const PHOTO_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/;
export const PHOTO_CONTENT_TYPE = 'image/jpeg';
/** A name is never given to other bytes: browsers, CDNs and the image optimizer may keep a photo a year. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const newPhotoName = () => `${randomUUID()}.jpg`;

/**
 * Where the photos of the local disk are served: GET /v1/photos/{name} of the API, and in the web
 * app src/pages/api/v1/photos/[name].ts at the same path. A path of our own origin, which Next's
 * image optimizer fetches like the seed's files under public/, with no `images` rule to add.
 */
export const LOCAL_PHOTOS_PATH = '/api/v1/photos';

function nameAfter(prefix: string, url: string): string | null {
  if (!url.startsWith(`${prefix}/`)) return null;
  const name = url.slice(prefix.length + 1);
  return PHOTO_NAME.test(name) ? name : null;
}

function assertName(name: string): void {
  if (!PHOTO_NAME.test(name)) throw new Error(`Not a photo name: ${name}`);
}

/** Photos in a folder of this machine (`.data/photos` by default), served by GET /v1/photos/{name}. */
export function localPhotoStorage(dir: string, publicPath = LOCAL_PHOTOS_PATH): PhotoStorage {
  const file = (name: string) => {
    assertName(name);
    return path.join(dir, name);
  };
  return {
    async save(name, bytes) {
      const final = file(name);
      // Written whole under a hidden name, then renamed (atomic on one disk): no reader, and no
      // crash, ever sees half a photo under its real name.
      const temporary = path.join(dir, `.${name}.${process.pid}.tmp`);
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, final);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return `${publicPath}/${name}`;
    },
    async remove(name) {
      await rm(file(name), { force: true });
    },
    nameOf: (url) => nameAfter(publicPath, url),
    async read(name) {
      if (!PHOTO_NAME.test(name)) return null;
      try {
        return await readFile(file(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export type S3PhotoConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; AWS itself when absent. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are publicly readable (the bucket's address or a CDN in front of it). */
  publicUrl: string;
  forcePathStyle: boolean;
};

/** Objects are kept under this prefix: a bucket may hold other things. */
const S3_PREFIX = 'photos';

/** Photos in an S3-compatible bucket, read by browsers and the image optimizer at `publicUrl`. */
export function s3PhotoStorage(config: S3PhotoConfig, client?: S3Client): PhotoStorage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // The SDK's newer default checksums are refused by several S3-compatible services: only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  const publicBase = `${config.publicUrl.replace(/\/+$/, '')}/${S3_PREFIX}`;
  const key = (name: string) => {
    assertName(name);
    return `${S3_PREFIX}/${name}`;
  };
  return {
    async save(name, bytes) {
      // One PUT: the object appears whole or not at all.
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: PHOTO_CONTENT_TYPE,
          CacheControl: PHOTO_CACHE_CONTROL,
        }),
      );
      return `${publicBase}/${name}`;
    },
    async remove(name) {
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
    },
    nameOf: (url) => nameAfter(publicBase, url),
    read: async () => null,
  };
}

/** The bucket when S3_* is configured (src/server/env.ts checks it is whole), else the local folder. */
export function configuredPhotoStorage(env: ServerEnv): PhotoStorage {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = env;
  if (S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY && S3_PUBLIC_URL) {
    return s3PhotoStorage({
      bucket: S3_BUCKET,
      region: S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      publicUrl: S3_PUBLIC_URL,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    });
  }
  return localPhotoStorage(env.photosDir);
}
