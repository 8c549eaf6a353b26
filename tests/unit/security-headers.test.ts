import type { DocumentContext } from 'next/document';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { describe, expect, it, vi } from 'vitest';
import nextConfig from '../../next.config';
import Document from '../../src/pages/_document';
import type { Header } from '../../src/lib/security/security-headers';
import { deploymentHeaders } from '../../src/server/operations/deployment-headers.mjs';

// The e2e suite (e2e/security-headers.spec.ts) checks the same headers through `next start`.
const valueOf = (headers: Header[], key: string) => headers.find((header) => header.key === key)?.value;
const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('security headers', () => {
  it('are sent by next.config.ts with every answer: pages, files and the API', async () => {
    const config = nextConfig(PHASE_PRODUCTION_BUILD);
    const rules = (await config.headers?.()) ?? [];
    expect(rules).toHaveLength(1);
    expect(rules[0]?.source).toBe('/:path*');
    expect(rules[0]?.locale).toBe(false);
    const headers = rules[0]?.headers ?? [];
    expect(valueOf(headers, 'X-Content-Type-Options')).toBe('nosniff');
    expect(valueOf(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(valueOf(headers, 'X-Frame-Options')).toBe('DENY');
    expect(valueOf(headers, 'Permissions-Policy')).toBe(
      'camera=(), microphone=(), geolocation=(self), payment=(self)',
    );
    // Without a rendered page, no nonce: scripts from our own origin only.
    const policy = valueOf(headers, 'Content-Security-Policy');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(nonceOf(policy)).toBeUndefined();
  });

  it('leave HSTS and indexing out of the build: the running server decides them', async () => {
    const headers = (await nextConfig(PHASE_PRODUCTION_BUILD).headers?.())?.[0]?.headers ?? [];
    expect(valueOf(headers, 'Strict-Transport-Security')).toBeUndefined();
    expect(valueOf(headers, 'X-Robots-Tag')).toBeUndefined();
  });

  it('pin HTTPS and allow indexing in production only', () => {
    const production = deploymentHeaders('prod');
    expect(valueOf(production, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(valueOf(production, 'X-Robots-Tag')).toBeUndefined();
    for (const appEnv of ['preprod', 'local', undefined]) {
      const headers = deploymentHeaders(appEnv);
      expect(valueOf(headers, 'Strict-Transport-Security'), appEnv).toBeUndefined();
      expect(valueOf(headers, 'X-Robots-Tag'), appEnv).toBe('noindex, nofollow');
    }
  });

  it('are sent by `next dev` as its own environment says, since it reads next.config.ts as it starts', async () => {
    const devHeaders = async () =>
      (await nextConfig(PHASE_DEVELOPMENT_SERVER).headers?.())?.[0]?.headers ?? [];
    vi.stubEnv('NEXT_PUBLIC_APP_ENV', 'preprod');
    const preprod = await devHeaders();
    expect(valueOf(preprod, 'X-Frame-Options')).toBe('DENY');
    expect(valueOf(preprod, 'X-Robots-Tag')).toBe('noindex, nofollow');
    vi.stubEnv('NEXT_PUBLIC_APP_ENV', 'prod');
    expect(valueOf(await devHeaders(), 'Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    vi.unstubAllEnvs();
  });
});

describe('a rendered page', () => {
  /** _document's getInitialProps for one request: the nonce it gives the page, and the policy it sends. */
  async function render(pathname = '/[zone]') {
    const sent: Record<string, string> = {};
    const ctx = {
      pathname,
      res: { setHeader: (name: string, value: string) => void (sent[name] = value) },
      defaultGetInitialProps: async () => ({ html: '', head: [], styles: [] }),
    } as unknown as DocumentContext;
    const props = (await Document.getInitialProps(ctx)) as { nonce?: string };
    return { nonce: props.nonce, policy: sent['Content-Security-Policy'] };
  }

  it('gets a policy whose nonce is the one its scripts carry', async () => {
    const { nonce, policy } = await render();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(policy)).toBe(nonce);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('gets a new nonce every time', async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 20; i++) nonces.add((await render()).nonce);
    expect(nonces.size).toBe(20);
  });

  it('made at build time, without a response, gets no nonce', async () => {
    const ctx = {
      pathname: '/404',
      defaultGetInitialProps: async () => ({ html: '', head: [], styles: [] }),
    } as unknown as DocumentContext;
    expect(((await Document.getInitialProps(ctx)) as { nonce?: string }).nonce).toBeUndefined();
  });

  it('kept once made (the 404 page), gets no nonce: Next sends it without the headers set while rendering it', async () => {
    const { nonce, policy } = await render('/404');
    expect(nonce).toBeUndefined();
    expect(policy).toBeUndefined();
  });
});
