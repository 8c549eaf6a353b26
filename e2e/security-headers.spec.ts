import type { APIRequestContext } from '@playwright/test';
import { API_HEADERS, expect, readCspViolations, test } from './fixtures';

/** The path of the first space /paris links to. */
async function firstSpacePath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/paris')).text();
  const path = /href="(\/paris\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!path) throw new Error('/paris links to no space');
  return path;
}

test('every page answers with the security headers and a Content-Security-Policy with a fresh nonce', async ({
  request,
}) => {
  const paths = ['/', '/en', '/fr', '/paris', '/en/paris', await firstSpacePath(request)];
  const nonces = new Set<string>();
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // The suite runs a local build (NEXT_PUBLIC_APP_ENV=local): no HSTS, no indexing.
    expect(headers['strict-transport-security'], path).toBeUndefined();
    expect(headers['x-robots-tag'], path).toBe('noindex, nofollow');

    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).not.toContain("'unsafe-eval'");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
    expect(nonce, path).not.toBe('');
    nonces.add(nonce);
    // Every script the page runs carries it, the inline loader first of all (JSON data such as
    // JSON-LD is not run, and the policy does not apply to it).
    const html = await response.text();
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
      (script) => !/type="application\/(ld\+)?json"/.test(script),
    );
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(paths.length);
});

test('the API answers with the security headers, compressed, whether Next routes the request or the server answers it itself', async ({
  request,
}) => {
  // The first request to the API loads its route through Next's router; `npm start` answers the
  // later ones past it (src/server/operations/direct-api.mjs): every answer must look the same.
  for (const attempt of [1, 2, 3]) {
    const response = await request.get('/api/v1/spaces?zone=paris', {
      headers: { ...API_HEADERS, 'accept-encoding': 'gzip' },
    });
    expect(response.status(), `search ${attempt}`).toBe(200);
    const headers = response.headers();
    expect(headers['content-encoding'], `search ${attempt}`).toBe('gzip');
    expect(headers['content-type'], `search ${attempt}`).toContain('application/json');
    expect(headers['x-content-type-options'], `search ${attempt}`).toBe('nosniff');
    expect(headers['x-frame-options'], `search ${attempt}`).toBe('DENY');
    expect(headers['x-robots-tag'], `search ${attempt}`).toBe('noindex, nofollow');
    expect(headers['content-security-policy'], `search ${attempt}`).toContain("frame-ancestors 'none'");
    expect(
      ((await response.json()) as { items: unknown[] }).items.length,
      `search ${attempt}`,
    ).toBeGreaterThan(0);
  }
  // What Next's router decides stays its own: a trailing slash is redirected, unknown paths are the API's 404.
  const slashed = await request.get('/api/v1/zones/', { headers: API_HEADERS, maxRedirects: 0 });
  expect(slashed.status()).toBe(308);
  expect(slashed.headers().location).toBe('/api/v1/zones');
  const unknown = await request.get('/api/v1/nowhere', { headers: API_HEADERS });
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
});

test('/paris hydrates under its Content-Security-Policy without a single violation', async ({ page }) => {
  const response = await page.goto('/paris');
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}'/);
  // Hydrated (goto waits for it): the loader ran under the nonce and the app's scripts after it.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await readCspViolations(page)).toEqual([]);
});

test('the 404 page, made at build time without a nonce, still hydrates under the policy', async ({
  page,
}) => {
  const response = await page.goto('/nowhere-to-be-found');
  expect(response?.status()).toBe(404);
  expect((await response?.allHeaders())?.['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(await readCspViolations(page)).toEqual([]);
});
