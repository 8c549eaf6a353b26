/**
 * The Content-Security-Policy of every page. A third party is allowed only when the configuration
 * that makes the browser talk to it is set; everything else comes from our own origin.
 */

/** What the policy depends on: the build mode and the public configuration the browser bundle uses. */
export type PolicyEnvironment = {
  NODE_ENV?: string;
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?: string;
  NEXT_PUBLIC_MAPBOX_TOKEN?: string;
  NEXT_PUBLIC_FIREBASE_API_KEY?: string;
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string;
  NEXT_PUBLIC_SENTRY_DSN?: string;
  NEXT_PUBLIC_API_BASE_URL?: string;
  NEXT_PUBLIC_AUTH_SYNC_URL?: string;
};

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

// Base64 as createNonce makes it; anything else is refused rather than written into the header.
const NONCE = /^[A-Za-z0-9+/]{16,}={0,2}$/;
// host[:port] only: a configured value must not be able to add sources or directives.
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** The nonce if it has the shape createNonce gives it, else undefined. */
export function validNonce(value: unknown): string | undefined {
  return typeof value === 'string' && NONCE.test(value) ? value : undefined;
}

/** 128 random bits, base64: a new one for every page rendered. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The origin of an absolute http(s) URL; nothing for a relative path (our origin) or a malformed value. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const hostSource = (scheme: 'http' | 'https', host: string | undefined) =>
  host && HOST.test(host) ? `${scheme}://${host}` : undefined;

const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/**
 * The policy, with the nonce of the page's scripts; without one (nothing rendered for this answer:
 * a page made at build time, a file, an API answer), scripts come from our own origin only.
 */
export function contentSecurityPolicy(nonce: string | null, env: PolicyEnvironment): string {
  const development = env.NODE_ENV === 'development';
  const stripe = Boolean(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY);
  const mapbox = Boolean(env.NEXT_PUBLIC_MAPBOX_TOKEN);
  // Without an API key the app talks to the local auth emulator, never to Google.
  const firebase = Boolean(env.NEXT_PUBLIC_FIREBASE_API_KEY);
  const sentry = originOf(env.NEXT_PUBLIC_SENTRY_DSN);

  const policy: Record<Directive, (string | false | undefined)[]> = {
    'default-src': ["'self'"],
    // 'self' rather than 'strict-dynamic': the 404 page is rendered at build time, without a nonce,
    // and loads its scripts from our origin. The nonce admits the inline script loader of
    // src/shell/paint-first-head.tsx. React Refresh in `next dev` evaluates code.
    'script-src': [
      "'self'",
      validNonce(nonce) && `'nonce-${nonce}'`,
      development && "'unsafe-eval'",
      ...(stripe ? STRIPE_SCRIPTS : []),
      firebase && 'https://apis.google.com',
    ],
    // Server-rendered style attributes (the gallery's transform) and the <style> elements that
    // vaul and sonner insert take no nonce; a nonce here would also switch 'unsafe-inline' off.
    'style-src': ["'self'", "'unsafe-inline'"],
    // https: because a profile photo is any https URL (PATCH /me) and provider photos come from the
    // provider's hosts; data: for the TOTP QR code, blob: for map sprites.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': [
      "'self'",
      originOf(env.NEXT_PUBLIC_API_BASE_URL),
      originOf(env.NEXT_PUBLIC_AUTH_SYNC_URL),
      stripe && 'https://api.stripe.com',
      // Address suggestions come from Mapbox with a token, else from the national address API.
      ...(mapbox
        ? ['https://api.mapbox.com', 'https://events.mapbox.com']
        : ['https://api-adresse.data.gouv.fr']),
      ...(firebase ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] : []),
      hostSource('http', env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST),
      sentry,
    ],
    // Stripe's card field and 3-D Secure, and the identity provider's sign-in helper frame.
    'frame-src': [
      ...(stripe ? [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'] : []),
      firebase && hostSource('https', env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN),
    ],
    // Mapbox GL and Sentry's replay compression start their workers from blob: URLs.
    'worker-src': mapbox || sentry ? ["'self'", 'blob:'] : [],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };

  return Object.entries(policy)
    .map(
      ([directive, sources]) =>
        [directive, [...new Set(sources.filter((source): source is string => Boolean(source)))]] as const,
    )
    .filter(([, sources]) => sources.length > 0)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}
