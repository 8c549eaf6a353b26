// `npm start`: the production server, Next's pages and the v1 API on one port (PORT, 3000; or
// --port, --hostname, --keepAliveTimeout as `next start` takes them). Next's own `next start` exits
// on SIGTERM without waiting for the job engine or closing the database; this one stops gracefully
// (src/server/operations/graceful-http.mjs), within SHUTDOWN_TIMEOUT_S.
import http from 'node:http';
import nextEnv from '@next/env';
import compression from 'compression';
import { deploymentHeaders } from './src/server/operations/deployment-headers.mjs';
import { directApiFor } from './src/server/operations/direct-api.mjs';
import { shutdownTimeoutMs, stopGracefullyOnSignal } from './src/server/operations/graceful-http.mjs';
import { pageCache } from './src/server/operations/page-cache.mjs';

// As `next start` does, before Next and React are loaded: they pick their production builds by it.
process.env.NODE_ENV ||= 'production';
// The .env files, read as Next reads them (next() below would, once, after PORT and the base
// URL are settled here): what they set counts as set by the shell.
nextEnv.loadEnvConfig(process.cwd(), false);
const { default: next } = await import('next');

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const port = Number(option('--port') ?? option('-p') ?? (process.env.PORT || 3000));
const hostname = option('--hostname') ?? option('-H') ?? process.env.HOSTNAME ?? undefined;
const keepAliveTimeout = Number(option('--keepAliveTimeout') ?? 0);

// Unset, the base URL is where this server serves, so that every absolute link it writes
// (messages, calendar files and feed, canonical links) leads here. Set before the app and its
// job engine read it; one set in a .env file (read above) wins.
process.env.NEXT_PUBLIC_APP_URL ||= `http://localhost:${port}`;

const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
// The health endpoints at the root, for the load balancer and the platform; answered by the API's
// (src/server/api/routes/health.ts), which is also reachable as /api/v1/healthz and /api/v1/readyz.
const HEALTH = new Set(['/healthz', '/readyz']);
// Guests' public pages are rendered once per PAGE_CACHE_SECONDS and kept by this instance
// (src/server/operations/page-cache.mjs); 0 renders every request.
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS || 10);
const cache = pageCache({ seconds: Number.isFinite(pageCacheSeconds) ? pageCacheSeconds : 10 });
// The v1 API past Next's router once its route has loaded (src/server/operations/direct-api.mjs):
// Next's routing nearly doubled a search's CPU (bench:ssr). Compressed as Next compresses.
const compress = compression();
const answerApi = (answer, request, response) =>
  compress(request, response, () => void answer(request, response));
// HSTS or no indexing, from this server's NEXT_PUBLIC_APP_ENV, not from the build's.
const deployment = deploymentHeaders(process.env.NEXT_PUBLIC_APP_ENV);
const server = http.createServer((request, response) => {
  for (const { key, value } of deployment) response.setHeader(key, value);
  if (request.url && HEALTH.has(request.url)) request.url = `/api/v1${request.url}`;
  const api = directApiFor(request);
  if (api) answerApi(api, request, response);
  else void (cache ? cache(request, response, () => handle(request, response)) : handle(request, response));
});
if (keepAliveTimeout > 0) server.keepAliveTimeout = keepAliveTimeout;
stopGracefullyOnSignal(server, { timeoutMs: shutdownTimeoutMs() });
server.listen(port, hostname, () => {
  process.stdout.write(
    `${JSON.stringify({ level: 'info', time: new Date().toISOString(), port, msg: 'ready' })}\n`,
  );
});
