import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../context';
import { unauthorized } from '../../core/errors';

/**
 * The only routes that cannot carry our key: Stripe's webhook (signed instead), the API
 * description, the calendar feeds that calendar apps fetch (their secret token is in the
 * address), the spaces' photos, public as any image and fetched by browsers and Next's image
 * optimizer (which sends no header of ours), and the unsubscribe links of messages, which mailbox
 * providers post to (signed instead), matched whole (as served by `npm run api`, or mounted under /api by Next).
 */
const EXEMPT =
  /^(?:\/api)?\/v1\/(?:webhooks\/stripe|openapi\.json|calendar\/[A-Za-z0-9_-]+\.ics|photos\/[0-9a-f-]{36}\.jpg|unsubscribe)$/;

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const requireApiKey: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!EXEMPT.test(c.req.path)) {
    const { apiKeyHeader, apiKey } = c.get('deps').config;
    const sent = c.req.header(apiKeyHeader);
    if (!sent || !same(sent, apiKey))
      throw unauthorized('INVALID_API_KEY', `A valid ${apiKeyHeader} header is required.`);
  }
  await next();
};
