import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../context';
import { unauthorized } from '../errors';

/** Routes that cannot carry our key: provider webhooks (signed instead) and the API description. */
const EXEMPT = [/\/webhooks\//, /\/openapi\.json$/];

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const requireApiKey: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!EXEMPT.some((pattern) => pattern.test(c.req.path))) {
    const { apiKeyHeader, apiKey } = c.get('deps').config;
    const sent = c.req.header(apiKeyHeader);
    if (!sent || !same(sent, apiKey)) throw unauthorized('INVALID_API_KEY', `A valid ${apiKeyHeader} header is required.`);
  }
  await next();
};
