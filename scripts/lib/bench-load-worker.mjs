// The load generator of `npm run bench:api`, in a thread of its own: autocannon's own JavaScript
// would otherwise queue on the event loop of the API it measures and count as API latency.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const autocannon = createRequire(import.meta.url)('autocannon');
const { url, connections, duration, headers, paths } = workerData;

let next = 0;
const latencies = [];
const run = autocannon({
  url,
  connections,
  duration,
  headers,
  requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
});
run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
const result = await run;
// In a thread autocannon hands back its raw counts, without percentiles: the bench computes them
// from every response time.
parentPort.postMessage({
  latencies,
  duration: result.duration,
  total: result.totalCompletedRequests,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
});
