// `npm run api`: the v1 API on its own port (API_PORT, 4000), to scale it apart from the pages;
// with /healthz and /readyz, and stopping gracefully on SIGTERM (operations/graceful-http.mjs).
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApiApp } from './api/app';
import { configuredDeps } from './api/deps';
import { createHealthApp } from './api/routes/health';
import { log } from './core/log';
import { getDatabase } from './db/client';
import { startProcessJobs } from './jobs/process-jobs';
import { shutdownTimeoutMs, stopGracefullyOnSignal } from './operations/graceful-http.mjs';

// Errors go to Sentry when a DSN is set, as in the pages' server (src/instrumentation.ts).
if (process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN) await import('../../sentry.server.config');

let app: Hono;
try {
  // configuredDeps refuses an unsafe configuration (src/server/env.ts): say why in one line and stop.
  const deps = configuredDeps();
  app = new Hono().route('/', createHealthApp(deps)).route('/', createApiApp(deps));
} catch (error) {
  log.fatal({ err: error }, 'unsafe configuration');
  process.exit(1);
}

const port = Number(process.env.API_PORT ?? 4000);
const server = serve({ fetch: app.fetch, port, hostname: process.env.API_HOST ?? '127.0.0.1' }, () => {
  log.info({ port, openapi: '/v1/openapi.json' }, 'v1 API listening');
}) as Server;
stopGracefullyOnSignal(server, { timeoutMs: shutdownTimeoutMs() });
// Opened (and migrated) now rather than by the first request; /readyz says when it is done.
getDatabase().catch((error: unknown) => log.error({ err: error }, 'the database could not be opened'));
startProcessJobs().catch((error: unknown) => log.error({ err: error }, 'the job engine did not start'));
