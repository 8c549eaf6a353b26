import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, NONCE_HEADER, type PolicyEnvironment } from './lib/security/content-security-policy';

// Read one by one so Next inlines them as in the browser bundle: the policy allows what the
// pages actually use, whatever the server's environment says at run time.
const policyEnvironment: PolicyEnvironment = {
  NODE_ENV: process.env.NODE_ENV,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
  NEXT_PUBLIC_MAPBOX_TOKEN: process.env.NEXT_PUBLIC_MAPBOX_TOKEN,
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  NEXT_PUBLIC_API_BASE_URL: process.env.NEXT_PUBLIC_API_BASE_URL,
  NEXT_PUBLIC_AUTH_SYNC_URL: process.env.NEXT_PUBLIC_AUTH_SYNC_URL,
};

/** 128 random bits, base64: a new one for every response. */
function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Request-level rules: security headers, and no indexing outside production. The /fr/... → /...
 * canonical redirect is in next.config.ts, which sees the locale prefix that this proxy does not.
 */
export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, policyEnvironment);
  // _document puts the nonce on the page's scripts; Next reads the policy for its own (next/script).
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('Content-Security-Policy', policy);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
  // Production only: a preproduction or local host must not be pinned to HTTPS for two years.
  if (process.env.NEXT_PUBLIC_APP_ENV === 'prod') response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  if (process.env.NEXT_PUBLIC_APP_ENV !== 'prod') response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

export const config = {
  // Static files and the image optimizer need none of this. '/' is listed on its own: with i18n
  // the pattern below only matches a path under a locale, so /, /en and /fr went without headers.
  // Nor the upload of a space's photos: Next copies a body for its proxy and cuts it at 10 MB, where
  // an upload may take 150 (src/server/api/routes/admin-photos.ts); a JSON answer needs no page headers.
  // (The locale segment Next matches first may have taken "api": hence the optional prefix.)
  matcher: ['/', '/((?!_next/static|_next/image|spaces/|locales/|favicon.ico|robots.txt|og-default.jpg|(?:api/)?v1/admin/spaces/[^/]+/photos$).*)'],
};
