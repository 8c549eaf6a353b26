/**
 * Configuration the browser may see (NEXT_PUBLIC_*, inlined at build time). Each read is spelled
 * out in full because Next only inlines literal `process.env.NEXT_PUBLIC_…` expressions.
 */
export const publicEnv = {
  appEnv: process.env.NEXT_PUBLIC_APP_ENV ?? 'local',
} as const;

export const isProduction = publicEnv.appEnv === 'prod';

/** Read by name, which Next does not inline: the server's value at run time, not the build's. */
const APP_URL = 'NEXT_PUBLIC_APP_URL';

/**
 * The base URL of the absolute links a page writes (canonical and hreflang links, sharing tags,
 * structured data, robots.txt, the sitemap), without a trailing slash. The server reads its own
 * environment as it renders: `npm start` and `npm run dev` set it to the address they serve when
 * it is not configured, whatever the build saw. The browser reads what the server wrote on the
 * page (_document's `data-app-url`), so that the head tags it renders again once hydrated are the
 * server's; the build's value (inlined) and then `http://localhost:3000` only stand in where
 * neither says (tests).
 */
export function appUrl(): string {
  const current =
    typeof window === 'undefined' ? process.env[APP_URL] : document.documentElement.dataset.appUrl;
  return (current || process.env.NEXT_PUBLIC_APP_URL || 'http://localhost:3000').replace(/\/+$/, '');
}
