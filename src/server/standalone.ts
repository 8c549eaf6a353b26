// `npm run api`: the v1 API on its own port (API_PORT, 4000), to scale it apart from the pages.
import { serve } from '@hono/node-server';
import { createApiApp } from './api/app';
import { configuredDeps } from './api/deps';
import { closeDatabase } from './db/client';
import { startProcessJobs, stopProcessJobs } from './jobs/process-jobs';

let app: ReturnType<typeof createApiApp>;
try {
  // configuredDeps refuses an unsafe configuration (src/server/env.ts): say why in one line and stop.
  app = createApiApp(configuredDeps());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const port = Number(process.env.API_PORT ?? 4000);
const server = serve({ fetch: app.fetch, port, hostname: process.env.API_HOST ?? '127.0.0.1' }, () => {
  console.info(`v1 API listening on http://127.0.0.1:${port}/v1 (OpenAPI at /v1/openapi.json)`);
});
startProcessJobs().catch((error: unknown) => console.error('The job engine did not start:', error));

let stopping = false;
/** Ctrl-C or a stop from the platform: no new requests, the job engine stopped, the database closed. */
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.close();
  await stopProcessJobs();
  await closeDatabase();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
