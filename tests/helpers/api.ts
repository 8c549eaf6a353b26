import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApiApp } from '../../src/server/api/app';
import type { ApiDeps } from '../../src/server/core/context';
import { deleteFirebaseUser, verifyFirebaseIdToken } from '../../src/server/auth/firebase-admin';
import type { Database } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { createOfflineProvider } from '../../src/server/integrations/payments/offline-provider';
import { localPhotoStorage } from '../../src/server/integrations/photo-storage';
import { removeTemporaryDir, temporaryDir } from '../../scripts/lib/temporary-dir';
import { createTestDatabase, type TestDatabaseKind } from './test-database';

export const TEST_API_KEY = 'test-api-key';
/** What signs the test API's unsubscribe links: a test signs its own with it, or forges one without. */
export const TEST_UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-of-at-least-32-characters';

/** `form` sends multipart/form-data (an upload), with the boundary fetch chooses. */
export type RequestOptions = {
  token?: string;
  body?: unknown;
  rawBody?: string;
  form?: FormData;
  apiKey?: string | null;
  headers?: Record<string, string>;
  /** `manual`: a redirect is the answer (its status and Location), not followed. */
  redirect?: RequestRedirect;
};
export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

export type TestApi = {
  database: Database;
  deps: ApiDeps;
  baseUrl: string;
  /** The folder the uploaded photos go to (a fresh temporary one, unless `photos` was overridden). */
  photosDir: string;
  request: <T = unknown>(method: string, path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;
  close: () => Promise<void>;
};

/**
 * The v1 API served over real HTTP on a free port, over a fresh seeded database, verifying real
 * ID tokens from the auth emulator. `overrides` swaps a dependency (the clock, the hold length).
 * Uploaded photos go to a temporary folder, removed on close.
 */
export async function startTestApi(
  kind: TestDatabaseKind = 'pglite',
  overrides: Partial<ApiDeps> = {},
): Promise<TestApi> {
  const database = await createTestDatabase(kind);
  await seedCatalogue(database.db);
  const photosDir = temporaryDir('nook-photos-');
  const deps: ApiDeps = {
    db: async () => database.db,
    verifyIdToken: verifyFirebaseIdToken,
    deleteIdentity: deleteFirebaseUser,
    payments: createOfflineProvider(),
    photos: localPhotoStorage(photosDir),
    now: () => new Date(),
    // Suites hold many slots as one person; the limits' own test (booking-lifecycle) uses the defaults.
    config: {
      apiKeyHeader: 'x-api-key',
      apiKey: TEST_API_KEY,
      holdMinutes: 15,
      holdLimits: { liveHolds: 100, heldOccurrences: 1000 },
      unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
    },
    ...overrides,
  };
  const app = createApiApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

  const request = async <T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.apiKey !== null) headers['x-api-key'] = options.apiKey ?? TEST_API_KEY;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined = options.form ?? options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: options.redirect });
    const text = await response.text();
    // A calendar feed answers text/calendar: its text is the body.
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      body: (text ? (json ? JSON.parse(text) : text) : null) as T,
      headers: response.headers,
    };
  };

  return {
    database,
    deps,
    baseUrl,
    photosDir,
    request,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      removeTemporaryDir(photosDir);
    },
  };
}
