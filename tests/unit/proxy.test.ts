import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '../../src/proxy';

// The e2e suite (e2e/security-headers.spec.ts) checks the same headers through `next start`, where
// the proxy's matcher decides which paths it runs for; here the proxy itself is called.
const PAGES = ['/', '/en', '/fr', '/paris', '/en/paris', '/paris/atelier-du-canal'];

const call = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('proxy', () => {
  it.each(PAGES)('answers %s with the security headers and a Content-Security-Policy', (path) => {
    const { headers } = call(path);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(self), payment=(self)');
    const policy = headers.get('Content-Security-Policy');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('hands the nonce of its policy on to the page, with the policy itself', () => {
    const { headers } = call('/paris');
    const policy = headers.get('Content-Security-Policy');
    // NextResponse.next({ request }) passes request headers to the page as x-middleware-request-*.
    expect(headers.get('x-middleware-request-x-nonce')).toBe(nonceOf(policy));
    expect(headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  });

  it('makes a new nonce for every response', () => {
    const nonces = new Set(Array.from({ length: 20 }, () => nonceOf(call('/paris').headers.get('Content-Security-Policy'))));
    expect(nonces.size).toBe(20);
  });

  it('pins HTTPS and allows indexing in production only', () => {
    vi.stubEnv('NEXT_PUBLIC_APP_ENV', 'prod');
    const production = call('/').headers;
    expect(production.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(production.get('X-Robots-Tag')).toBeNull();

    for (const appEnv of ['preprod', 'local']) {
      vi.stubEnv('NEXT_PUBLIC_APP_ENV', appEnv);
      const headers = call('/').headers;
      expect(headers.get('Strict-Transport-Security'), appEnv).toBeNull();
      expect(headers.get('X-Robots-Tag'), appEnv).toBe('noindex, nofollow');
    }
  });
});
