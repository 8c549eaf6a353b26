import { contentSecurityPolicy, type PolicyEnvironment } from './content-security-policy';

// Read one by one so that Next inlines them in the server bundle as in the browser's: the policy
// allows what the pages actually use, whatever the server's environment says at run time.
export const policyEnvironment: PolicyEnvironment = {
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

export type Header = { key: string; value: string };

/**
 * The headers of every answer, whatever the environment (next.config.ts sends them with all of
 * them: pages, files, the API). Those that depend on the environment (HSTS, no indexing) are the
 * running server's (src/server/operations/deployment-headers.mjs). Its Content-Security-Policy has
 * no nonce: a rendered page replaces it with one that admits its own scripts (src/pages/_document.tsx).
 */
export function securityHeaders(env: PolicyEnvironment): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(null, env) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
  ];
}
