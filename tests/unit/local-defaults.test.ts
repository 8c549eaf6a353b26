import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { appUrl } from '../../src/lib/public-env';
import { localDataDir, parseServerEnv } from '../../src/server/env';

afterEach(() => {
  vi.unstubAllEnvs();
});

it('keeps the embedded database and the photos in NOOK_DATA_DIR (.data when unset); their own folders win', () => {
  expect(localDataDir({})).toBe(path.resolve('.data'));
  expect(parseServerEnv({ PGLITE_DIR: '' }).pgliteDir).toBe(path.resolve('.data/pglite'));
  const elsewhere = parseServerEnv({ NOOK_DATA_DIR: '/tmp/nook-run' });
  expect([elsewhere.pgliteDir, elsewhere.photosDir]).toEqual([
    '/tmp/nook-run/pglite',
    '/tmp/nook-run/photos',
  ]);
  expect(parseServerEnv({ NOOK_DATA_DIR: '/tmp/nook-run', PGLITE_DIR: '/srv/db' }).pgliteDir).toBe('/srv/db');
});

it('takes an empty NEXT_PUBLIC_APP_URL (as .env.example leaves it) as unset', () => {
  expect(parseServerEnv({ NEXT_PUBLIC_APP_URL: '' }).NEXT_PUBLIC_APP_URL).toBe('http://localhost:3000');
  expect(parseServerEnv({ NEXT_PUBLIC_APP_URL: 'http://localhost:3300' }).NEXT_PUBLIC_APP_URL).toBe(
    'http://localhost:3300',
  );
});

it("writes the pages' absolute links with the base URL the server runs with, not one read once", () => {
  vi.stubEnv('NEXT_PUBLIC_APP_URL', 'http://localhost:3300/');
  expect(appUrl()).toBe('http://localhost:3300');
  vi.stubEnv('NEXT_PUBLIC_APP_URL', 'https://nook.example');
  expect(appUrl()).toBe('https://nook.example');
});
