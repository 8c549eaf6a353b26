import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpacePhotos } from '../../src/contracts/admin-photos';
import type { AuditEntry } from '../../src/contracts/admin';
import type { Me } from '../../src/contracts/me';
import { PHOTO_UPLOAD_MAX_BYTES } from '../../src/server/api/routes/admin-photos';
import type { ErrorBody } from '../../src/server/core/errors';
import { s3PhotoStorage } from '../../src/server/integrations/photo-storage';
import { spaces, users } from '../../src/server/db/schema';
import { startTestApi, TEST_API_KEY, type TestApi } from '../helpers/api';
import { weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';

type Upload = { name: string; type: string; bytes: Buffer };

const MB = 1024 * 1024;

/** A photo as a camera gives it: EXIF with the camera's name, and "turn me a quarter" (orientation 6). */
const cameraPhoto = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b5651d' } })
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'Not for publication' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
const screenshot = () =>
  sharp({ create: { width: 640, height: 480, channels: 4, background: '#2a6fdb80' } })
    .png()
    .toBuffer();
/** What an iPhone sends: a 320 × 240 HEIC coded in HEVC (tests/fixtures/README.md says how it was made). */
const iphonePhoto = () => readFile(new URL('../fixtures/room-hevc.heic', import.meta.url));
/** Colours through two lossy codecs. */
const nearly = (actual: number[], expected: number[]) =>
  actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= 12);
const pdf = () =>
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'.repeat(20));

const form = (uploads: Upload[]) => {
  const data = new FormData();
  for (const upload of uploads)
    data.append('files', new Blob([new Uint8Array(upload.bytes)], { type: upload.type }), upload.name);
  return data;
};

// docs/business-rules.md §7: staff manage a space's photos; the first is its cover.
describe.each(testDatabaseKinds())('the back office: a space’s photos, on %s', (kind) => {
  let api: TestApi;
  let admin: TestIdentity;
  let superAdmin: TestIdentity;

  async function staff(role: 'admin' | 'super_admin'): Promise<TestIdentity> {
    const identity = await signUp(uniqueEmail(role.replace('_', '-')));
    const me = await api.request<Me>('GET', '/me', { token: identity.token });
    await api.database.db.update(users).set({ role }).where(eq(users.id, me.body.id));
    return identity;
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    [admin, superAdmin] = [await staff('admin'), await staff('super_admin')];
  });
  afterAll(() => api.close());

  const upload = (spaceId: string, uploads: Upload[]) =>
    api.request<SpacePhotos & ErrorBody>('POST', `/admin/spaces/${spaceId}/photos`, {
      token: admin.token,
      form: form(uploads),
    });
  const listed = async (spaceId: string) =>
    (await api.request<SpacePhotos>('GET', `/admin/spaces/${spaceId}/photos`, { token: admin.token })).body
      .photos;
  const storedFiles = async () => (await readdir(api.photosDir)).sort();
  /** What a browser or the image optimizer gets at a photo's URL (the API is mounted under /api by Next). */
  const served = (url: string) => fetch(`${api.baseUrl}${url.replace(/^\/api\/v1/, '')}`);
  /** The photo of a space's card in the search of Paris. */
  async function searchCardPhoto(spaceId: string): Promise<string | null | undefined> {
    for (let page = 1; page <= 5; page++) {
      const found = await api.request<{ items: { id: string; photo: string | null }[] }>(
        'GET',
        `/spaces?zone=paris&page_size=50&page=${page}`,
      );
      const card = found.body.items.find((item) => item.id === spaceId);
      if (card || found.body.items.length === 0) return card?.photo;
    }
    return undefined;
  }
  const audit = async (spaceId: string) =>
    (
      await api.request<AuditEntry[]>('GET', `/admin/audit?target_type=space&target_id=${spaceId}`, {
        token: superAdmin.token,
      })
    ).body;

  it('adds two photos after the space’s own, in order, served upright and without their metadata', async () => {
    const room = weekdayRoom(0);
    const before = await listed(room.id);
    expect(before.length).toBeGreaterThan(0);

    const added = await upload(room.id, [
      { name: 'salle.jpg', type: 'image/jpeg', bytes: await cameraPhoto() },
      { name: 'plan.png', type: 'image/png', bytes: await screenshot() },
    ]);
    expect(added.status).toBe(201);
    const fresh = added.body.photos.slice(before.length);
    expect(added.body.photos.slice(0, before.length)).toEqual(before);
    expect(fresh).toHaveLength(2);
    expect(await listed(room.id)).toEqual(added.body.photos);
    // The public page shows them too, after the space's own.
    const page = await api.request<{ photos: string[] }>('GET', `/spaces/paris/${room.slug}`);
    expect(page.body.photos).toEqual(added.body.photos.map((photo) => photo.url));

    const [camera, plan] = fresh;
    const response = await served(camera?.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const stored = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({
      width: stored.width,
      height: stored.height,
      exif: stored.exif,
      orientation: stored.orientation,
    }).toEqual({ width: 800, height: 1200, exif: undefined, orientation: undefined });
    const png = await served(plan?.url ?? '');
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(await storedFiles()).toEqual(fresh.map((photo) => photo.id).sort());

    const [line] = await audit(room.id);
    expect(line).toMatchObject({
      action: 'space.photos.add',
      actor: { email: admin.email },
      before: { photos: before.map((p) => p.url) },
      after: { photos: added.body.photos.map((p) => p.url) },
    });
  });

  it('refuses a PDF named .jpg, and stores nothing of an upload with one such file', async () => {
    const room = weekdayRoom(1);
    const [before, filesBefore] = [await listed(room.id), await storedFiles()];
    const refused = await upload(room.id, [
      { name: 'salle.png', type: 'image/png', bytes: await screenshot() },
      { name: 'brochure.jpg', type: 'image/jpeg', bytes: pdf() },
    ]);
    expect([refused.status, refused.body.error.code]).toEqual([422, 'PHOTO_NOT_IMAGE']);
    expect(refused.body.error.details).toEqual([
      expect.objectContaining({ field: 'body.files.1', code: 'PHOTO_NOT_IMAGE' }),
    ]);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await listed(room.id)).toEqual(before);
    const [row] = await api.database.db
      .select({ photos: spaces.photos })
      .from(spaces)
      .where(eq(spaces.id, room.id));
    expect(row?.photos).toEqual(before.map((photo) => photo.url));
  });

  it('refuses a file over 15 MB, and a body over the upload’s own limit before reading it', async () => {
    const room = weekdayRoom(2);
    const filesBefore = await storedFiles();
    const heavy = Buffer.concat([await cameraPhoto(), Buffer.alloc(15 * MB)]);
    const refused = await upload(room.id, [{ name: 'heavy.jpg', type: 'image/jpeg', bytes: heavy }]);
    expect([refused.status, refused.body.error.code]).toEqual([413, 'PHOTO_TOO_LARGE']);
    expect(await storedFiles()).toEqual(filesBefore);

    // Declared larger than ten photos can be: answered at once, the body never read.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${api.baseUrl}/admin/spaces/${room.id}/photos`, {
        method: 'POST',
        headers: {
          'x-api-key': TEST_API_KEY,
          authorization: `Bearer ${admin.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(PHOTO_UPLOAD_MAX_BYTES + 1),
        },
      });
      request.on('response', (response) => resolve(response.statusCode ?? 0));
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);

    // Sent in chunks, with no length declared, by someone who is not staff: it would be read before
    // the staff check, so only the ordinary 100 kB are read, then refused.
    const chunked = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${api.baseUrl}/admin/spaces/${room.id}/photos`, {
        method: 'POST',
        headers: {
          'x-api-key': TEST_API_KEY,
          'content-type': 'multipart/form-data; boundary=x',
          'transfer-encoding': 'chunked',
        },
      });
      request.on('response', (response) => resolve(response.statusCode ?? 0));
      request.on('error', (error) =>
        (error as NodeJS.ErrnoException).code === 'EPIPE' ||
        (error as NodeJS.ErrnoException).code === 'ECONNRESET'
          ? undefined
          : reject(error),
      );
      for (let i = 0; i < 4; i++) request.write(Buffer.alloc(64 * 1024, 'x'));
      request.end();
    });
    expect(chunked).toBe(413);
  });

  it('keeps the 100 kB limit on every other route, the photos’ reorder included', async () => {
    const room = weekdayRoom(2);
    const big = { photos: Array.from({ length: 30 }, () => 'x'.repeat(4000)) };
    const reorder = await api.request<ErrorBody>('PUT', `/admin/spaces/${room.id}/photos`, {
      token: admin.token,
      body: big,
    });
    expect([reorder.status, reorder.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const me = await api.request<ErrorBody>('PATCH', '/me', {
      token: admin.token,
      body: { first_name: 'x'.repeat(120_000) },
    });
    expect([me.status, me.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('stores a 40-megapixel photo at 2560 pixels on its long side', async () => {
    const room = weekdayRoom(3);
    const huge = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#6b8e23' } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const added = await upload(room.id, [{ name: 'panorama.jpg', type: 'image/jpeg', bytes: huge }]);
    expect(added.status).toBe(201);
    const photo = added.body.photos.at(-1);
    const stored = await sharp(Buffer.from(await (await served(photo?.url ?? '')).arrayBuffer())).metadata();
    expect([stored.width, stored.height]).toEqual([2560, 1600]);
  }, 30_000);

  it('refuses an image claiming more pixels than any camera takes, from its header', async () => {
    const room = weekdayRoom(3);
    // A small PNG whose header says 30 000 × 30 000: decoded, 2.7 GB.
    const bomb = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const refused = await upload(room.id, [{ name: 'bomb.png', type: 'image/png', bytes: bomb }]);
    expect([refused.status, refused.body.error.code]).toEqual([422, 'PHOTO_TOO_MANY_PIXELS']);
  });

  it('reads a HEIF photo coded in AV1', async () => {
    const room = weekdayRoom(3);
    const heif = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#345' } })
      .heif({ compression: 'av1' })
      .toBuffer();
    const added = await upload(room.id, [{ name: 'IMG_0001.HEIC', type: 'image/heic', bytes: heif }]);
    expect(added.status).toBe(201);
  });

  it('stores an iPhone’s HEIC, coded in HEVC, as a JPEG of its size and look', async () => {
    const room = weekdayRoom(6);
    const added = await upload(room.id, [
      { name: 'IMG_0002.HEIC', type: 'image/heic', bytes: await iphonePhoto() },
    ]);
    expect(added.status).toBe(201);
    const photo = added.body.photos.at(-1);
    const response = await served(photo?.url ?? '');
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const stored = sharp(Buffer.from(await response.arrayBuffer()));
    const metadata = await stored.metadata();
    expect({
      format: metadata.format,
      width: metadata.width,
      height: metadata.height,
      exif: metadata.exif,
    }).toEqual({ format: 'jpeg', width: 320, height: 240, exif: undefined });
    // The fixture's shapes where they were drawn: a red panel on the left, a yellow disc on the right, on blue.
    const { data, info } = await stored.raw().toBuffer({ resolveWithObject: true });
    const colourAt = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(nearly(colourAt(80, 120), [214, 40, 40])).toBe(true);
    expect(nearly(colourAt(235, 120), [244, 211, 94])).toBe(true);
    expect(nearly(colourAt(160, 10), [30, 90, 168])).toBe(true);
  });

  it('says plainly when a HEIC cannot be read, from its header or its picture, and stores nothing', async () => {
    const room = weekdayRoom(6);
    const filesBefore = await storedFiles();
    const box = Buffer.alloc(32);
    box.writeUInt32BE(24, 0);
    box.write('ftypheic\0\0\0\0mif1heic', 4, 'latin1');
    const noPicture = Buffer.concat([box, Buffer.alloc(4096, 7)]);
    // A valid header whose coded picture was lost: the decoder finds nothing it can decode.
    const iphone = await iphonePhoto();
    const mdat = iphone.indexOf('mdat', 0, 'latin1') + 4;
    const damaged = Buffer.concat([iphone.subarray(0, mdat), Buffer.alloc(iphone.length - mdat)]);
    for (const bytes of [noPicture, damaged]) {
      const refused = await upload(room.id, [{ name: 'IMG_0003.HEIC', type: 'image/heic', bytes }]);
      expect([refused.status, refused.body.error.code]).toEqual([422, 'PHOTO_FORMAT_UNSUPPORTED']);
    }
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('reorders the photos, the first becoming the cover, and removes one with its file', async () => {
    const room = weekdayRoom(4);
    const added = await upload(room.id, [{ name: 'a.jpg', type: 'image/jpeg', bytes: await cameraPhoto() }]);
    const photos = added.body.photos;
    const uploaded = photos.at(-1);
    const seeded = photos[0];
    if (!uploaded || !seeded) throw new Error('no photos');

    const mismatch = await api.request<ErrorBody>('PUT', `/admin/spaces/${room.id}/photos`, {
      token: admin.token,
      body: { photos: photos.slice(1).map((p) => p.id) },
    });
    expect([mismatch.status, mismatch.body.error.code]).toEqual([422, 'PHOTO_ORDER_MISMATCH']);

    const reversed = [...photos].reverse();
    const reordered = await api.request<SpacePhotos>('PUT', `/admin/spaces/${room.id}/photos`, {
      token: admin.token,
      body: { photos: reversed.map((p) => p.id) },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.photos).toEqual(reversed);
    // The cover is what search cards show.
    expect(await searchCardPhoto(room.id)).toBe(uploaded.url);

    const removed = await api.request<SpacePhotos>(
      'DELETE',
      `/admin/spaces/${room.id}/photos/${uploaded.id}`,
      { token: admin.token },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.photos).toEqual(reversed.slice(1));
    expect((await served(uploaded.url)).status).toBe(404);
    expect(await storedFiles()).not.toContain(uploaded.id);
    // A seeded photo leaves the space; its file under public/ belongs to the catalogue and stays.
    const seededGone = await api.request<SpacePhotos>(
      'DELETE',
      `/admin/spaces/${room.id}/photos/${seeded.id}`,
      { token: admin.token },
    );
    expect(seededGone.body.photos.map((p) => p.id)).not.toContain(seeded.id);
    expect(existsSync(path.join('public', seeded.url))).toBe(true);
    expect(
      (
        await api.request<ErrorBody>('DELETE', `/admin/spaces/${room.id}/photos/${uploaded.id}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(404);

    expect((await audit(room.id)).map((line) => line.action)).toEqual([
      'space.photos.remove',
      'space.photos.remove',
      'space.photos.reorder',
      'space.photos.add',
    ]);
  });
});

/** An S3-compatible service as far as the photos use one: objects put and deleted, by path-style key. */
async function startBucket() {
  const objects = new Map<string, { bytes: Buffer; type?: string; cacheControl?: string }>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = decodeURIComponent(new URL(request.url ?? '/', 'http://bucket').pathname);
      if (request.method === 'PUT') {
        objects.set(key, {
          bytes: Buffer.concat(chunks),
          type: request.headers['content-type'],
          cacheControl: request.headers['cache-control'],
        });
        response.writeHead(200, { etag: '"stored"' }).end();
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { objects, endpoint, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the back office: photos kept in an S3-compatible bucket', () => {
  let api: TestApi;
  let bucket: Awaited<ReturnType<typeof startBucket>>;
  const publicUrl = 'https://photos.example.com';

  beforeAll(async () => {
    bucket = await startBucket();
    const photos = s3PhotoStorage({
      bucket: 'nook',
      region: 'fr-par',
      endpoint: bucket.endpoint,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl,
      forcePathStyle: true,
    });
    api = await startTestApi('pglite', { photos });
  });
  afterAll(async () => {
    await api.close();
    await bucket.close();
  });

  it('puts each photo in the bucket, listed at its public address, and deletes it from there', async () => {
    const identity = await signUp(uniqueEmail('admin'));
    const me = await api.request<Me>('GET', '/me', { token: identity.token });
    await api.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, me.body.id));
    const room = weekdayRoom(5);

    const added = await api.request<SpacePhotos>('POST', `/admin/spaces/${room.id}/photos`, {
      token: identity.token,
      form: form([{ name: 'salle.jpg', type: 'image/jpeg', bytes: await cameraPhoto() }]),
    });
    expect(added.status).toBe(201);
    const photo = added.body.photos.at(-1);
    expect(photo?.url).toBe(`${publicUrl}/photos/${photo?.id ?? ''}`);
    const object = bucket.objects.get(`/nook/photos/${photo?.id ?? ''}`);
    expect({ type: object?.type, cacheControl: object?.cacheControl }).toEqual({
      type: 'image/jpeg',
      cacheControl: expect.stringContaining('immutable'),
    });
    expect((await sharp(object?.bytes).metadata()).exif).toBeUndefined();
    // The bucket serves its photos; the API does not.
    expect((await fetch(`${api.baseUrl}/photos/${photo?.id ?? ''}`)).status).toBe(404);
    expect(await readdir(api.photosDir)).toEqual([]);

    const removed = await api.request<SpacePhotos>(
      'DELETE',
      `/admin/spaces/${room.id}/photos/${photo?.id ?? ''}`,
      { token: identity.token },
    );
    expect(removed.status).toBe(200);
    expect(bucket.objects.size).toBe(0);
  });
});
