// For getServerSideProps only: the Cache-Control of a public page, by who asks.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hasSessionCookie } from './auth/session-cookie';

/**
 * How long a shared cache (a CDN before the origin) may keep a guest's public page, and serve it
 * stale while it fetches a fresh one. What such a page shows changes rarely (a space's words,
 * photos, prices, opening hours); what changes often is revalidated in the browser (the day's
 * availability, a slot's price and verdict) or not cached at all (a search for a slot).
 */
export const PUBLIC_CACHE = {
  /** A zone's listing without a slot, its pages and filters: the catalogue. */
  listing: 'public, s-maxage=300, stale-while-revalidate=600',
  /** A space's page: its availability and quote are asked again once the page is in the browser. */
  space: 'public, s-maxage=60, stale-while-revalidate=300',
  /** The sitemap: crawlers read it a few times a day. */
  sitemap: 'public, max-age=600, s-maxage=600, stale-while-revalidate=3600',
} as const;

/** What a signed-in user's page, and an answer that must not be kept, are sent with. */
export const NOT_SHARED = 'private, no-store';

/** Whether the request comes from a browser holding a session (src/lib/auth/session-cookie.ts). */
export function signedIn(req: IncomingMessage): boolean {
  return hasSessionCookie(req.headers.cookie) || req.headers.authorization !== undefined;
}

/**
 * Sets the page's Cache-Control: `policy` for a guest, NOT_SHARED for a signed-in visitor or when
 * there is no policy (the page depends on something that changes by the minute).
 */
export function cachePublicPage(req: IncomingMessage, res: ServerResponse, policy: string | null): void {
  res.setHeader('Cache-Control', policy !== null && !signedIn(req) ? policy : NOT_SHARED);
}
