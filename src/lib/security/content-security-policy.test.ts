import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, validNonce, type PolicyEnvironment } from './content-security-policy';

const NONCE = 'bm9uY2Utb2YtYS10ZXN0IQ==';

/** The policy as directive → sources. */
function directives(env: PolicyEnvironment = { NODE_ENV: 'production' }): Map<string, string[]> {
  const policy = contentSecurityPolicy(NONCE, env);
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows only our own origin and the nonce by default, with the fixed hardening directives', () => {
    const policy = directives();
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // No frame and no worker from elsewhere: both fall back to default-src.
    expect(policy.has('frame-src')).toBe(false);
    expect(policy.has('worker-src')).toBe(false);
  });

  it('never lets inline scripts run without the nonce, and allows eval only under next dev', () => {
    expect(directives().get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives().get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives({ NODE_ENV: 'development' }).get('script-src')).toContain("'unsafe-eval'");
  });

  it('asks the national address API for addresses without Mapbox, and Mapbox with a token', () => {
    expect(directives().get('connect-src')).toEqual(["'self'", 'https://api-adresse.data.gouv.fr']);
    const mapbox = directives({ NEXT_PUBLIC_MAPBOX_TOKEN: 'pk.test' });
    expect(mapbox.get('connect-src')).toEqual([
      "'self'",
      'https://api.mapbox.com',
      'https://events.mapbox.com',
    ]);
    expect(mapbox.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('allows Stripe.js, its API and its frames only with a publishable key', () => {
    const policy = directives({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' });
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com']),
    );
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
    expect(policy.get('frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(contentSecurityPolicy(NONCE, {})).not.toContain('stripe');
  });

  it("allows the identity provider's hosts with a real Firebase project, and only the emulator without", () => {
    const real = directives({
      NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-test',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'nook.firebaseapp.com',
    });
    expect(real.get('script-src')).toContain('https://apis.google.com');
    expect(real.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    expect(real.get('frame-src')).toEqual(['https://nook.firebaseapp.com']);

    const local = directives({ NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(local.get('connect-src')).toContain('http://127.0.0.1:9099');
    expect(
      contentSecurityPolicy(NONCE, { NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).not.toContain('google');
  });

  it("sends errors to the Sentry DSN's host, without the key, and lets its replay worker start", () => {
    const policy = directives({ NEXT_PUBLIC_SENTRY_DSN: 'https://public-key@o42.ingest.de.sentry.io/4242' });
    expect(policy.get('connect-src')).toContain('https://o42.ingest.de.sentry.io');
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(
      contentSecurityPolicy(NONCE, {
        NEXT_PUBLIC_SENTRY_DSN: 'https://public-key@o42.ingest.de.sentry.io/4242',
      }),
    ).not.toContain('public-key');
  });

  it('allows an API or session-sync endpoint on another origin, and adds nothing for a path of ours', () => {
    const policy = directives({
      NEXT_PUBLIC_API_BASE_URL: 'https://api.nook.example/v1',
      NEXT_PUBLIC_AUTH_SYNC_URL: '/auth/sync',
    });
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.nook.example',
      'https://api-adresse.data.gouv.fr',
    ]);
  });

  it('ignores configured values that would add sources or directives', () => {
    const policy = directives({
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099; script-src 'unsafe-inline'",
      NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-test',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'evil.example *',
      NEXT_PUBLIC_SENTRY_DSN: 'not a url',
      NEXT_PUBLIC_API_BASE_URL: 'javascript:alert(1)',
    });
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`, 'https://apis.google.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api-adresse.data.gouv.fr',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(policy.has('frame-src')).toBe(false);
    expect(policy.has('worker-src')).toBe(false);
  });
});

describe('validNonce', () => {
  it('accepts base64 nonces as the proxy makes them and nothing else', () => {
    expect(validNonce(NONCE)).toBe(NONCE);
    expect(validNonce('short')).toBeUndefined();
    expect(validNonce('"><script>alert(1)</script>')).toBeUndefined();
    expect(validNonce(['a', 'b'])).toBeUndefined();
    expect(validNonce(undefined)).toBeUndefined();
  });
});
