// Plain JavaScript: the production web server (server.mjs) runs it without a build step.
import { LRUCache } from 'lru-cache';

/** The session marker's name (src/lib/auth/session-cookie.ts): a browser holding it is signed in. */
const SESSION_COOKIE = 'nook_session';
/** A page bigger than this is sent but not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Headers that belong to one connection or one moment, not to the page. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'age']);

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, storedAt: number }} Page
 * @typedef {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, render: () => unknown) => Promise<void>} PageCache
 */

/**
 * The instance's shared cache of guests' public pages, in front of Next's renderer: what a CDN
 * does, for the requests that reach the origin. A page is kept only if it says a shared cache may
 * keep it (`Cache-Control: public, s-maxage=N`, set by the page for guests: src/lib/public-cache.ts),
 * answered 200 and sets no cookie; for the shorter of N and `seconds`. It is served only to guests
 * (no session marker, no Authorization): a signed-in visitor's page is rendered for them. Guests
 * asking for a page being rendered wait for that render instead of starting theirs: a popular page
 * costs one render per instance and period, whatever the traffic. The key is the host, the URL
 * (which holds the locale) and Accept-Encoding (Next compresses by it). Returns undefined when
 * `seconds` is 0: nothing is kept.
 *
 * @param {{ seconds: number, maxBytes?: number }} options
 * @returns {PageCache | undefined}
 */
export function pageCache({ seconds, maxBytes = 64 * 1024 * 1024 }) {
  if (!(seconds > 0)) return undefined;
  /** @type {LRUCache<string, Page>} */
  const pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (page) => page.body.length + 1024 });
  /** @type {Map<string, Promise<void>>} */
  const rendering = new Map();

  return async function serve(request, response, render) {
    if (!forGuest(request)) return void (await render());
    const key = `${request.headers.host ?? ''} ${request.url} ${request.headers['accept-encoding'] ?? ''}`;
    const waited = rendering.get(key);
    if (waited && !pages.has(key)) await waited;
    const page = pages.get(key);
    if (page) return send(request, response, page);

    /** @type {() => void} */
    let rendered = () => {};
    const mine = new Promise((resolve) => (rendered = () => resolve(undefined)));
    rendering.set(key, mine);
    const done = () => {
      if (rendering.get(key) === mine) rendering.delete(key);
      rendered();
    };
    keepWhatIsSent(response, (kept) => {
      const ttl = Math.min(sharedMaxAge(kept.headers), seconds);
      if (ttl > 0) pages.set(key, kept, { ttl: ttl * 1000 });
    });
    response.once('close', done);
    try {
      await render();
    } catch (error) {
      done();
      throw error;
    }
  };
}

/**
 * @param {import('node:http').IncomingMessage} request
 */
function forGuest(request) {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return false;
  const url = request.url ?? '';
  if (url.startsWith('/api/') || url.startsWith('/_next/')) return false;
  const cookies = request.headers.cookie ?? '';
  return !cookies.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === SESSION_COOKIE && value !== undefined && value !== '';
  });
}

/**
 * The seconds a shared cache may keep an answer by its headers; 0 when it may not.
 * @param {Record<string, string | string[]>} headers
 */
function sharedMaxAge(headers) {
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (!/(^|[\s,])public([\s,]|$)/.test(cacheControl) || headers['set-cookie'] !== undefined) return 0;
  const seconds = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return Number.isFinite(seconds) ? seconds : 0;
}

/**
 * Copies what the response writes; once it is all sent, `keep` gets it if it was a whole 200.
 * @param {import('node:http').ServerResponse} response
 * @param {(page: Page) => void} keep
 */
function keepWhatIsSent(response, keep) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_PAGE_BYTES) return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
        : Buffer.from(/** @type {Uint8Array} */ (chunk));
    size += buffer.length;
    chunks.push(buffer);
  };
  const write = response.write;
  const end = response.end;
  // Next (and its compression, which wraps these in turn) sends the page through them.
  response.write = /** @type {typeof response.write} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    }
  );
  response.end = /** @type {typeof response.end} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      collect(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    }
  );
  response.once('finish', () => {
    if (response.statusCode !== 200 || size > MAX_PAGE_BYTES) return;
    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value !== undefined && !NOT_KEPT.has(name))
        headers[name] = typeof value === 'number' ? String(value) : value;
    }
    keep({ status: 200, headers, body: Buffer.concat(chunks), storedAt: Date.now() });
  });
}

/**
 * A kept page, with its age; 304 when the browser already holds it.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Page} page
 */
function send(request, response, page) {
  const age = String(Math.floor((Date.now() - page.storedAt) / 1000));
  const etag = page.headers.etag;
  if (etag !== undefined && request.headers['if-none-match'] === etag) {
    response.writeHead(304, { etag, 'cache-control': page.headers['cache-control'] ?? '', age });
    response.end();
    return;
  }
  response.writeHead(page.status, { ...page.headers, 'content-length': String(page.body.length), age });
  response.end(page.body);
}
