import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { log } from '../../../server/core/log';

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
  listener ??= Promise.all([import('../../../server/api/app'), import('../../../server/api/deps'), import('../../../server/api/routes/health')])
    .then(([{ answerNotFound, createApiApp }, { configuredDeps }, { createHealthApp }]) => {
      const deps = configuredDeps();
      // /healthz and /readyz (server.mjs sends the root ones here), before the API key is asked for.
      const api = new Hono().route('/api/v1', createHealthApp(deps)).route('/api', createApiApp(deps, { servers: [{ url: '/api' }] }));
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
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ error: { code: 'API_UNAVAILABLE', message: 'The API is briefly unavailable.', details: [] } }));
    return;
  }
  await api(req, res);
}
