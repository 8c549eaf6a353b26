import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import handler from '../../src/pages/api/v1/[[...route]]';

// The v1 API as Next mounts it (src/pages/api/v1/[[...route]].ts), served over real HTTP.
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`, {
    headers: { 'x-api-key': process.env.API_KEY ?? 'local-dev-key' },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as { error?: { code: string } },
  };
};

it('answers in the JSON error format when the API cannot be loaded, then loads it once it can', async () => {
  vi.stubEnv('BOOKING_HOLD_MINUTES', 'a quarter of an hour');
  const broken = await get('/api/v1/zones');
  expect(broken.status).toBe(503);
  expect(broken.type).toMatch(/^application\/json/);
  expect(broken.body.error?.code).toBe('API_UNAVAILABLE');
  vi.unstubAllEnvs();

  const unknown = await get('/api/v1/no/such/route');
  expect(unknown.status).toBe(404);
  expect(unknown.type).toMatch(/^application\/json/);
  expect(unknown.body.error?.code).toBe('NOT_FOUND');
});

it('answers requests without a body, and chunked bodies, through the mounted API instead of failing them', async () => {
  const headers = { 'x-api-key': process.env.API_KEY ?? 'local-dev-key' };
  // A browser's DELETE carries neither Content-Length nor Transfer-Encoding.
  const removed = await fetch(`${base}/api/v1/me/favorites/00000000-0000-4000-8000-000000000000`, {
    method: 'DELETE',
    headers,
  });
  expect(removed.status).toBe(401);
  expect(((await removed.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');

  const chunked = (bytes: number) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${base}/api/v1/bookings`,
        { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      // No length given: Node sends the body chunked.
      for (let sent = 0; sent < bytes; sent += 1000) request.write('x'.repeat(Math.min(1000, bytes - sent)));
      request.end();
    });
  expect(await chunked(2_000)).toBe(401);
  expect(await chunked(200_000)).toBe(413);
});
