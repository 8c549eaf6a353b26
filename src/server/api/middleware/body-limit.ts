import type { Context, MiddlewareHandler } from 'hono';
import { payloadTooLarge } from '../../core/errors';
import type { ApiEnv } from '../context';

/**
 * Bodies over `maxBytes` (a number, or one chosen per request) answer 413 without being read in full. A declared length is checked as
 * is; a chunked body is read up to the limit and handed on as bytes. A request with neither header
 * has no body (HTTP/1.1), as a browser's DELETE: nothing to read. Hono's own bodyLimit rebuilds the
 * request from itself, which fails on the lighter Request that the API gets when mounted in Next.
 */
export function limitBody(limit: number | ((c: Context<ApiEnv>) => number)): MiddlewareHandler<ApiEnv> {
  const tooLarge = (c: Context<ApiEnv>, maxBytes: number) => {
    // The rest of the body is not read: this connection cannot carry another request.
    c.header('connection', 'close');
    return payloadTooLarge(maxBytes);
  };
  return async (c, next) => {
    const maxBytes = typeof limit === 'number' ? limit : limit(c);
    const declared = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (!chunked) {
      if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge(c, maxBytes);
      return next();
    }
    const stream = c.req.raw.body;
    if (!stream) return next();
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge(c, maxBytes);
      }
      chunks.push(value);
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete('transfer-encoding');
    headers.set('content-length', String(size));
    c.req.raw = new Request(c.req.url, { method: c.req.method, headers, body: Buffer.concat(chunks) });
    return next();
  };
}
