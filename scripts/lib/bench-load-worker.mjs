// The load generator of `npm run bench:api`, in a thread of its own: autocannon's own JavaScript
// would otherwise queue on the event loop of the API it measures and count as API latency.
// `requests` are taken in turn, one per call: { path, method?, body?, headers? }. The message 'stop'
// ends it before its duration.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const autocannon = createRequire(import.meta.url)('autocannon');
const { url, connections, duration, amount, headers, requests } = workerData;

let next = 0;
const latencies = [];
const statuses = {};
// Calls that only differ by path (pages, searches) are built once and each connection goes through
// them in turn: the load thread shares the machine's cores with the server it measures, and
// building every request anew cost it a third more (0.16 against 0.12 ms a search). Calls of their
// own (a hold, a payment: each another body or user) are built one by one, in turn across connections.
const plain = requests.every((call) => !call.method && !call.body && !call.headers);
const run = autocannon({
  url,
  connections,
  // A number of calls, when given, instead of a duration.
  ...(amount ? { amount } : { duration }),
  headers,
  requests: plain
    ? requests.map((call) => ({ path: call.path }))
    : [
        {
          setupRequest: (request) => {
            const call = requests[next++ % requests.length];
            if (!call.method) return { ...request, path: call.path };
            return {
              ...request,
              method: call.method,
              path: call.path,
              body: call.body,
              headers: { ...request.headers, ...call.headers },
            };
          },
        },
      ],
});
// 'stop' from the parent ends the load early (a load that lasts as long as something else does).
parentPort.on('message', (message) => message === 'stop' && run.stop());
parentPort.unref();
run.on('response', (_client, status, _bytes, ms) => {
  latencies.push(ms);
  statuses[status] = (statuses[status] ?? 0) + 1;
});
const result = await run;
// In a thread autocannon hands back its raw counts, without percentiles: the bench computes them
// from every response time.
parentPort.postMessage({
  latencies,
  statuses,
  duration: result.duration,
  total: result.totalCompletedRequests,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
});
