// `npm run api`: the v1 API on its own port (API_PORT, 4000), to scale it apart from the pages.
import { serve } from '@hono/node-server';
import { createApiApp } from './api/app';
import { configuredDeps } from './api/deps';

const port = Number(process.env.API_PORT ?? 4000);
const app = createApiApp(configuredDeps());
serve({ fetch: app.fetch, port, hostname: process.env.API_HOST ?? '127.0.0.1' }, () => {
  console.info(`v1 API listening on http://127.0.0.1:${port}/v1 (OpenAPI at /v1/openapi.json)`);
});
