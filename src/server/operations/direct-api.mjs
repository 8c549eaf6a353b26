// Plain JavaScript: the production web server (server.mjs) runs it without a build step; the v1
// API's route (src/pages/api/v1/[[...route]].ts) registers itself through it.

/**
 * The v1 API's answer, kept on globalThis under a registered symbol: the API is built into Next's
 * bundle of its route, and server.mjs is outside that bundle.
 */
const V1_API = Symbol.for('nook.v1-api');

/**
 * The paths Next routes to the API's catch-all route: `/api/v1` and its sub-paths, without a
 * trailing or doubled slash (Next redirects those), except the photos, which have a route of their
 * own (src/pages/api/v1/photos/[name].ts).
 */
const API_PATH = /^\/api\/v1(?:\/[^/]+)*$/;
const OWN_ROUTE = '/api/v1/photos/';

/**
 * @typedef {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => Promise<void>} Answer
 */

/**
 * Registers the API's answer, which must add what Next adds to the route's answers (the headers
 * of next.config.ts). The route calls this as its module loads.
 *
 * @param {Answer} answer
 */
export function registerDirectApi(answer) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[V1_API] = answer;
}

/**
 * The API's answer to `request`, to be called past Next's router, when the request is the API's
 * and the API's route has registered itself (after the first request to the API, which Next
 * routes); undefined otherwise, for Next to route.
 *
 * @param {import('node:http').IncomingMessage} request
 * @returns {Answer | undefined}
 */
export function directApiFor(request) {
  const answer = /** @type {Record<symbol, Answer | undefined>} */ (globalThis)[V1_API];
  if (!answer || !request.url?.startsWith('/api/v1')) return undefined;
  const pathname = request.url.split('?', 1)[0];
  return API_PATH.test(pathname) && !pathname.startsWith(OWN_ROUTE) ? answer : undefined;
}
