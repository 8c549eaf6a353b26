import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from: the connection's peer, or, with TRUST_PROXY=true (the API
 * behind our own reverse proxy or load balancer), the last address that proxy appended to
 * X-Forwarded-For. Earlier entries are whatever the client chose to send, so they are never read.
 */
export function clientAddress(c: Context, env: NodeJS.ProcessEnv = process.env): string {
  if (env.TRUST_PROXY === 'true') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (app.request in a script): no socket to ask.
    return 'unknown';
  }
}
