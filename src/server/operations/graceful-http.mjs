// Plain JavaScript: the production web server (server.mjs) runs it without a build step, before
// Next has loaded anything; the standalone API (src/server/standalone.ts) runs it too.

const PROCESS_STATE = Symbol.for('nook.process');

/**
 * Serves with `server` until SIGTERM or SIGINT, then stops gracefully, and exits 0:
 *  1. the process is marked stopping: `/readyz` answers 503, so the load balancer sends nothing new;
 *  2. the server stops accepting connections; idle kept-alive ones are closed, and every answer
 *     still to send closes its connection once sent;
 *  3. the requests in flight are answered, for at most `timeoutMs` (then their connections are cut);
 *  4. what the process registered to close (operations/process-state.ts: the job engine, whose run
 *     under way finishes, Redis, the database pools) is closed, within what is left of the time.
 * A second signal while stopping changes nothing.
 *
 * @param {import('node:http').Server} server
 * @param {{ timeoutMs: number }} options
 */
export function stopGracefullyOnSignal(server, { timeoutMs }) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  let stopping = false;
  server.prependListener('request', (_request, response) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    if (stopping) closeAfter(response);
  });

  const stop = async (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return;
    stopping = true;
    const deadline = Date.now() + timeoutMs;
    const state = processState();
    if (state) state.stopping = true;
    log(
      'info',
      { signal, inFlight: inFlight.size, timeoutMs },
      'stopping: no new connections, answering the requests in flight',
    );
    server.close();
    server.closeIdleConnections();
    for (const response of inFlight) closeAfter(response);
    while (inFlight.size > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    if (inFlight.size > 0) {
      log('warn', { unanswered: inFlight.size }, 'shutdown timeout: connections cut');
      server.closeAllConnections();
    }
    const closed = state ? state.stop() : Promise.resolve();
    const timedOut = await Promise.race([
      closed.then(() => false),
      new Promise((resolve) => setTimeout(() => resolve(true), Math.max(0, deadline - Date.now())).unref()),
    ]);
    if (timedOut) log('warn', {}, 'shutdown timeout: resources left open');
    log('info', {}, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

/**
 * The answer, once sent, closes its connection ("Connection: close"): servers that write their
 * headers whole (Hono's) drop those set beforehand, so Node is told not to keep the socket alive.
 * @param {import('node:http').ServerResponse} response
 */
function closeAfter(response) {
  if (response.headersSent) return;
  response.shouldKeepAlive = false;
  response.setHeader('connection', 'close');
}

/** The state the server's code registered (src/server/operations/process-state.ts), once it has loaded. */
function processState() {
  return /** @type {{ stopping: boolean, stop: () => Promise<void>, log: { info: Function, warn: Function } } | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (globalThis)[PROCESS_STATE]
  );
}

/**
 * Through the server's logger once it has loaded (JSON lines), else as one JSON line of the same shape.
 * @param {'info' | 'warn'} level
 * @param {Record<string, unknown>} fields
 * @param {string} message
 */
function log(level, fields, message) {
  const logger = processState()?.log;
  if (logger) logger[level](fields, message);
  else
    process.stdout.write(
      `${JSON.stringify({ level, time: new Date().toISOString(), ...fields, msg: message })}\n`,
    );
}

/** SHUTDOWN_TIMEOUT_S (25 s by default: within the 30 s most platforms wait before they kill). */
export const shutdownTimeoutMs = () => {
  const seconds = Number(process.env.SHUTDOWN_TIMEOUT_S || 25);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 25) * 1000;
};
