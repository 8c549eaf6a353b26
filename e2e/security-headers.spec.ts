import type { APIRequestContext } from '@playwright/test';
import { expect, readCspViolations, test } from './fixtures';

/** The path of the first space /paris links to. */
async function firstSpacePath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/paris')).text();
  const path = /href="(\/paris\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!path) throw new Error('/paris links to no space');
  return path;
}

test('every page answers with the security headers and a Content-Security-Policy with a fresh nonce', async ({ request }) => {
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
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((script) => !/type="application\/(ld\+)?json"/.test(script));
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(paths.length);
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

test('the 404 page, made at build time without a nonce, still hydrates under the policy', async ({ page }) => {
  const response = await page.goto('/nowhere-to-be-found');
  expect(response?.status()).toBe(404);
  expect((await response?.allHeaders())?.['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(await readCspViolations(page)).toEqual([]);
});
