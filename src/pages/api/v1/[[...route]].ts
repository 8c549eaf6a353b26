import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { securityHeaders, policyEnvironment } from '../../../lib/security/security-headers';
import { log } from '../../../server/core/log';
import { registerDirectApi } from '../../../server/operations/direct-api.mjs';

// Hono reads the raw body itself (JSON, and the exact bytes a webhook signature covers).
export const config = { api: { bodyParser: false, externalResolver: true } };

type Listener = ReturnType<typeof getRequestListener>;
let listener: Promise<Listener> | undefined;

/**
 * The v1 API, built on the first request. Loaded here rather than imported, so that a failure to
 * load it (a broken deployment, an invalid configuration) is answered in the API's JSON error
 * format like any other failure, instead of Next's HTML error page, and tried again next time.
 */
function loadApi(): Promise<Listener> {
  listener ??= Promise.all([
    import('../../../server/api/app'),
    import('../../../server/api/deps'),
    import('../../../server/api/routes/health'),
  ])
    .then(([{ answerNotFound, createApiApp }, { configuredDeps }, { createHealthApp }]) => {
      const deps = configuredDeps();
      // /healthz and /readyz, before the API key is asked for. The root ones come here too: from
      // server.mjs as /api/v1/…, and from next.config.ts's rewrite (`npm run dev`) as they were asked.
      const health = createHealthApp(deps);
      const api = new Hono()
        .route('/api/v1', health)
        .route('/', health)
        .route('/api', createApiApp(deps, { servers: [{ url: '/api' }] }));
      // A mounted app's notFound is not consulted for paths it does not match: say it here too.
      api.notFound(answerNotFound);
      // Next checks its own responses with `instanceof Response`: keep node-server's lighter Request
      // and Response classes out of the global scope it shares with the pages.
      return getRequestListener(api.fetch, { overrideGlobalObjects: false });
    })
    .catch((error: unknown) => {
      listener = undefined;
      throw error;
    });
  return listener;
}

export default async function handler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let api: Listener;
  try {
    api = await loadApi();
  } catch (error) {
    log.error({ err: error }, 'the v1 API could not be loaded');
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '5',
      'cache-control': 'no-store',
    });
    res.end(
      JSON.stringify({
        error: { code: 'API_UNAVAILABLE', message: 'The API is briefly unavailable.', details: [] },
      }),
    );
    return;
  }
  await api(req, res);
}

/** What next.config.ts's headers() adds to each of the API's answers that Next routes. */
const headers = securityHeaders(policyEnvironment);

// `npm start` (server.mjs) answers the API's later requests past Next's router: with these headers,
// and without rejecting (Next is not there to answer a failure).
registerDirectApi(async (req, res) => {
  for (const { key, value } of headers) res.setHeader(key, value);
  try {
    await handler(req, res);
  } catch (error) {
    log.error({ err: error }, 'the v1 API failed to answer');
    if (!res.headersSent)
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      JSON.stringify({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side.', details: [] },
      }),
    );
  }
});
