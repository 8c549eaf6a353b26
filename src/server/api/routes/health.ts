import { Hono } from 'hono';
import type { ApiDeps } from '../../core/context';
import { readiness } from '../../operations/health';

const uncached = { 'cache-control': 'no-store' };

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (it can serve: see operations/health.ts),
 * for the load balancer and the platform; outside the API key, and outside the OpenAPI document.
 */
export function createHealthApp(deps: Pick<ApiDeps, 'db' | 'rateLimits'>) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, uncached));
  app.get('/readyz', async (c) => {
    const found = await readiness({ db: deps.db, pingRedis: deps.rateLimits?.ping });
    return c.json(found, found.ready ? 200 : 503, uncached);
  });
  return app;
}
