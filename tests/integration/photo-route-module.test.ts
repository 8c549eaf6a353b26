import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { removeTemporaryDir, temporaryDir } from '../../scripts/lib/temporary-dir';

// The photos kept on disk as Next serves them (src/pages/api/v1/photos/[name].ts), ahead of the
// API's catch-all: what browsers and the image optimizer fetch at a photo's URL.
let server: http.Server;
let base: string;
let dir: string;
const name = '3b241101-e2bb-4255-8caf-4136c566a962.jpg';

beforeAll(async () => {
  dir = temporaryDir('nook-photo-route-');
  vi.stubEnv('PHOTOS_DIR', dir);
  // The route keeps the storage it built on first use: a fresh copy of the module reads this folder.
  vi.resetModules();
  const { default: handler } = await import('../../src/pages/api/v1/photos/[name]');
  await writeFile(
    path.join(dir, name),
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#804020' } })
      .jpeg()
      .toBuffer(),
  );
  server = http.createServer((req, res) => void handler(req as NextApiRequest, res as NextApiResponse));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/photos`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  removeTemporaryDir(dir);
  vi.unstubAllEnvs();
});

it('serves a stored photo as a JPEG any cache may keep, without the API key', async () => {
  const response = await fetch(`${base}/${name}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(40);
});

it('answers 404 in the API’s error format for a photo it does not have, or a name that is none', async () => {
  for (const missing of ['00000000-0000-4000-8000-000000000000.jpg', '..%2F..%2Fpackage.json', 'photo.jpg']) {
    const response = await fetch(`${base}/${missing}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  }
  expect((await fetch(`${base}/${name}`, { method: 'DELETE' })).status).toBe(405);
});
