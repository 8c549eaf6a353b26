import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_SHARED, PUBLIC_CACHE } from '../../src/lib/public-cache';
import { SESSION_COOKIE } from '../../src/lib/auth/session-cookie';
import { pageCache } from '../../src/server/operations/page-cache.mjs';

type Renderer = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server whose pages go through the cache, as server.mjs's do; counts what it renders. */
async function serve(seconds: number, render: Renderer) {
  const cache = pageCache({ seconds });
  let renders = 0;
  const server = http.createServer((request, response) => {
    const rendering = () =>
      new Promise<void>((resolve) => {
        renders += 1;
        response.once('finish', () => resolve());
        // A render takes a while, as Next's does: concurrent guests overlap with it.
        setTimeout(() => render(request, response), 30);
      });
    void (cache ? cache(request, response, rendering) : rendering());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders: () => renders };
}

/** The page as Next sends it: the policy the page set, its HTML in pieces. */
const page =
  (policy: string, extra: Record<string, string> = {}): Renderer =>
  (request, response) => {
    response.setHeader('Cache-Control', policy);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('ETag', '"v1"');
    for (const [name, value] of Object.entries(extra)) response.setHeader(name, value);
    response.write(`<html><body>${request.url}`);
    response.end('</body></html>');
  };

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

describe('the instance cache of guests’ public pages (server.mjs)', () => {
  it('renders a public page once for guests within its period, and says how old the copy is', async () => {
    const app = await serve(10, page(PUBLIC_CACHE.listing));
    const first = await get(`${app.base}/paris`);
    const second = await get(`${app.base}/paris`);
    expect(await first.text()).toBe('<html><body>/paris</body></html>');
    expect(await second.text()).toBe('<html><body>/paris</body></html>');
    expect(second.headers.get('cache-control')).toBe(PUBLIC_CACHE.listing);
    expect(second.headers.get('age')).toMatch(/^\d+$/);
    expect(app.renders()).toBe(1);
    // Another URL (another locale, another page of results) is another page.
    await get(`${app.base}/en/paris`);
    await get(`${app.base}/paris?page=2`);
    expect(app.renders()).toBe(3);
  });

  it('lets twenty guests arriving at once share one render', async () => {
    const app = await serve(10, page(PUBLIC_CACHE.space));
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => get(`${app.base}/paris/cabinet-vivienne`).then((r) => r.text())),
    );
    expect(new Set(bodies)).toEqual(new Set(['<html><body>/paris/cabinet-vivienne</body></html>']));
    expect(app.renders()).toBe(1);
  });

  it('renders for a signed-in visitor every time, and never hands them or keeps a guest copy', async () => {
    const app = await serve(10, page(PUBLIC_CACHE.listing));
    await get(`${app.base}/paris`);
    const session = { cookie: `consent=1; ${SESSION_COOKIE}=1` };
    const mine = await get(`${app.base}/paris`, session);
    await get(`${app.base}/paris`, { authorization: 'Bearer token' });
    expect(mine.headers.get('age')).toBeNull();
    expect(app.renders()).toBe(3);
  });

  it('keeps nothing private, nothing that sets a cookie, and no error', async () => {
    const privatePage = await serve(10, page(NOT_SHARED));
    await get(`${privatePage.base}/paris?day=2027-01-11&start=900&end=1100`);
    await get(`${privatePage.base}/paris?day=2027-01-11&start=900&end=1100`);
    expect(privatePage.renders()).toBe(2);

    const cookiePage = await serve(10, page(PUBLIC_CACHE.listing, { 'Set-Cookie': 'a=b' }));
    await get(`${cookiePage.base}/paris`);
    await get(`${cookiePage.base}/paris`);
    expect(cookiePage.renders()).toBe(2);

    const missing = await serve(10, (request, response) => {
      response.statusCode = 404;
      page(PUBLIC_CACHE.listing)(request, response);
    });
    expect((await get(`${missing.base}/nowhere`)).status).toBe(404);
    expect((await get(`${missing.base}/nowhere`)).status).toBe(404);
    expect(missing.renders()).toBe(2);
  });

  it('keeps a page no longer than the shorter of its s-maxage and the instance’s period', async () => {
    const app = await serve(1, page(PUBLIC_CACHE.listing));
    await get(`${app.base}/paris`);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await get(`${app.base}/paris`);
    expect(app.renders()).toBe(2);

    const shortLived = await serve(10, page('public, s-maxage=1'));
    await get(`${shortLived.base}/paris`);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await get(`${shortLived.base}/paris`);
    expect(shortLived.renders()).toBe(2);
  });

  it('keeps a compressed copy for those who accept it apart from the plain one, and answers 304 to a browser that holds it', async () => {
    const app = await serve(10, (request, response) => {
      const html = `<html><body>${request.url}</body></html>`;
      response.setHeader('Cache-Control', PUBLIC_CACHE.listing);
      response.setHeader('ETag', '"v1"');
      if (String(request.headers['accept-encoding']).includes('gzip')) {
        response.setHeader('Content-Encoding', 'gzip');
        response.end(gzipSync(html));
      } else response.end(html);
    });
    const raw = (headers: Record<string, string>) =>
      new Promise<{ status: number; body: Buffer; encoding: string | undefined }>((resolve, reject) => {
        http
          .get(`${app.base}/paris`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks),
                encoding: response.headers['content-encoding'],
              }),
            );
          })
          .on('error', reject);
      });
    await raw({ 'accept-encoding': 'gzip' });
    const zipped = await raw({ 'accept-encoding': 'gzip' });
    const plain = await raw({});
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe('<html><body>/paris</body></html>');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('<html><body>/paris</body></html>');
    expect(app.renders()).toBe(2);
    expect((await raw({ 'if-none-match': '"v1"' })).status).toBe(304);
  });

  it('is off at 0 seconds: every request is rendered', () => {
    expect(pageCache({ seconds: 0 })).toBeUndefined();
  });
});
