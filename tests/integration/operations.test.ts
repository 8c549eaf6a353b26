import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import { removeTemporaryDir, temporaryDir } from '../../scripts/lib/temporary-dir';

// The API as `npm run api` runs it, in a process of its own: what a load balancer and a platform
// see of an instance (health, readiness, a stop on SIGTERM).

type Instance = { child: ChildProcess; port: number; output: () => string; ended: Promise<number | null> };
const started: Instance[] = [];
const dirs: string[] = [];
const servers: http.Server[] = [];

/**
 * An embedded database folder as PGlite leaves it once it has created its cluster, not migrated:
 * made once for the file, each instance starts from a copy and runs the migrations. Creating the
 * cluster runs on the server's thread, which then answers nothing, /healthz included: 15 to 30 s on
 * a busy machine, which left the tests' minute to the server's start and the rest.
 */
let createdCluster = '';
beforeAll(async () => {
  const dir = temporaryDir('ops-cluster-');
  const pglite = new PGlite(path.join(dir, 'pglite'), { extensions: { btree_gist, pg_trgm } });
  await pglite.waitReady;
  await pglite.close();
  createdCluster = path.join(dir, 'pglite');
});
afterAll(() => {
  if (createdCluster) removeTemporaryDir(path.dirname(createdCluster));
});

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const { child } of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) removeTemporaryDir(dir);
});

/** What a probe got: the status, the headers and the JSON body; nothing when it failed on the network. */
type Answer = { status: number; headers: Headers; body: unknown } | undefined;

/**
 * A probe as a load balancer sends one: on a connection of its own, and failing on the network
 * means "no". A probe sent on a kept-alive connection just as the server, its thread busy
 * migrating the embedded database, closed that connection for idleness was reset (ECONNRESET).
 */
async function probe(port: number, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    headers: { ...headers, connection: 'close' },
  }).catch(() => undefined);
  if (!response) return undefined;
  return {
    status: response.status,
    headers: response.headers,
    body: await response.json().catch(() => undefined),
  };
}

/**
 * Asks again every 250 ms until `done` holds for the answer, as a platform polls an instance, and
 * gives that answer. Past the deadline (generous: on a busy machine the server's start, and the
 * embedded database's migration on its thread, take tens of seconds) or once the process has
 * ended, it fails with what the process wrote.
 */
async function pollUntil(
  api: Pick<Instance, 'child' | 'output'>,
  what: string,
  ask: () => Promise<Answer>,
  done: (answer: Answer) => boolean,
  deadlineMs: number,
): Promise<Answer> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const answer = await ask();
    if (done(answer)) return answer;
    if (api.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(
        `the API was not ${what} after ${deadlineMs / 1000} s (last answer: ${answer ? `${answer.status} ${JSON.stringify(answer.body)}` : 'none'}):\n${api.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const checksOf = (answer: Answer) =>
  (answer?.body as { checks?: Record<string, string> } | undefined)?.checks;

async function startApi(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dir = temporaryDir('ops-');
  dirs.push(dir);
  if (!env.DATABASE_URL) fs.cpSync(createdCluster, path.join(dir, 'pglite'), { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/standalone.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PGLITE_DIR: path.join(dir, 'pglite'),
      API_PORT: String(port),
      JOBS: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': the process has ended and what it wrote last has been read.
  const ended = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const instance = { child, port, output: () => output, ended };
  started.push(instance);
  // Alive once /healthz answers.
  await pollUntil(
    instance,
    'alive',
    () => probe(port, '/healthz'),
    (answer) => answer?.status === 200,
    45_000,
  );
  return instance;
}

/**
 * A request whose body is on its way: chunked, one chunk sent, the last one not yet. The server
 * reads a chunked body whole before anything else (middleware/body-limit.ts): it is in flight.
 * It expects "100 Continue", which Node sends as it hands the request to the server's handlers:
 * `received` says the server has it.
 */
function requestInFlight(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  let markReceived = () => {};
  const received = new Promise<void>((resolve) => (markReceived = resolve));
  socket.on('data', (chunk) => {
    answer += chunk.toString();
    if (answer.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) markReceived();
  });
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  socket.on('error', () => undefined);
  socket.write(
    'POST /v1/me HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n',
  );
  return { finish: () => socket.write('0\r\n\r\n'), received, closed };
}

describe('an instance of the API, for the load balancer', () => {
  it('answers /healthz and /readyz outside the API key, ready once its database is migrated', async () => {
    // Alive: startApi waits for /healthz to answer.
    const api = await startApi({});
    // Ready once its database is open and migrated, as the load balancer finds out by asking again.
    const ready = await pollUntil(
      api,
      'ready',
      () => probe(api.port, '/readyz'),
      (answer) => answer?.status === 200,
      45_000,
    );
    expect(ready?.body).toEqual({ ready: true, checks: { process: 'ok', database: 'ok', migrations: 'ok' } });
    const health = await probe(api.port, '/healthz');
    expect(health?.status).toBe(200);
    expect(health?.headers.get('cache-control')).toBe('no-store');
    // The API itself still wants its key.
    expect((await probe(api.port, '/v1/me'))?.status).toBe(401);
  }, 60_000);

  it('is alive but not ready while its database cannot be reached, and says which check fails', async () => {
    const closedPort = await freePort();
    const api = await startApi({ DATABASE_URL: `postgresql://postgres@127.0.0.1:${closedPort}/nowhere` });
    expect((await probe(api.port, '/healthz'))?.status).toBe(200);
    const ready = await probe(api.port, '/readyz');
    expect(ready?.status).toBe(503);
    expect(ready?.body).toMatchObject({ ready: false, checks: { database: 'unreachable' } });
    // A request that needs the database gets an error in the API's format, not a hang.
    const search = await probe(api.port, '/v1/spaces?zone=paris', {
      'x-api-key': process.env.API_KEY ?? 'local-dev-key',
    });
    expect(search?.status).toBeGreaterThanOrEqual(500);
    expect(search?.body).toMatchObject({ error: { code: expect.any(String) } });
  }, 60_000);

  it('reports an unexpected error to Sentry, with its request id and none of the credentials it came with', async () => {
    // A Sentry ingestion endpoint on loopback: it keeps each envelope the SDK posts.
    const envelopes: string[] = [];
    const sentry = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        envelopes.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString());
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    servers.push(sentry);
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    const { port: sentryPort } = sentry.address() as AddressInfo;
    const api = await startApi({
      SENTRY_DSN: `http://publickey@127.0.0.1:${sentryPort}/1`,
      DATABASE_URL: `postgresql://postgres@127.0.0.1:${await freePort()}/nowhere`,
    });
    const apiKey = process.env.API_KEY ?? 'local-dev-key';
    const search = await fetch(`http://127.0.0.1:${api.port}/v1/spaces?zone=paris`, {
      headers: {
        'x-api-key': apiKey,
        authorization: 'Bearer token-that-must-stay-here',
        cookie: 'session=cookie-that-must-stay-here',
      },
    });
    expect(search.status).toBe(500);
    const { error } = (await search.json()) as { error: { code: string; request_id: string } };
    expect(error.code).toBe('INTERNAL');
    // One event for that request, once the SDK has sent it: the database could not be reached, on the search's route.
    const envelope = await vi.waitFor(
      () => {
        const found = envelopes.find(
          (sent) => sent.includes('"type":"event"') && sent.includes(error.request_id),
        );
        if (!found) throw new Error(`no event for ${error.request_id} among ${envelopes.length} envelopes`);
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(envelope).toContain('ECONNREFUSED');
    expect(envelope).toContain('/v1/spaces');
    // Nothing of who asked: no credentials, no headers, no IP address.
    expect(envelope).not.toContain('token-that-must-stay-here');
    expect(envelope).not.toContain('cookie-that-must-stay-here');
    expect(envelope).not.toContain(apiKey);
    expect(envelope).not.toContain('ip_address');
    expect(envelope).not.toContain('"headers"');
  }, 60_000);

  it('is not ready while the Redis it is configured with cannot be reached', async () => {
    const api = await startApi({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    // Once the database is open, only Redis is left failing.
    const ready = await pollUntil(
      api,
      'open on its database',
      () => probe(api.port, '/readyz'),
      (answer) => checksOf(answer)?.database === 'ok',
      45_000,
    );
    expect(ready?.status).toBe(503);
    expect(ready?.body).toEqual({
      ready: false,
      checks: { process: 'ok', database: 'ok', migrations: 'ok', redis: 'unreachable' },
    });
  }, 60_000);

  it('on SIGTERM, answers the 20 requests in flight, accepts no new one, closes its database and exits 0', async () => {
    const api = await startApi({ SHUTDOWN_TIMEOUT_S: '20' });
    // In service: a load balancer sends requests to a ready instance only.
    await pollUntil(
      api,
      'ready',
      () => probe(api.port, '/readyz'),
      (answer) => answer?.status === 200,
      45_000,
    );
    const inFlight = Array.from({ length: 20 }, () => requestInFlight(api.port));
    // Every request has reached the server before the signal.
    await Promise.all(inFlight.map((request) => request.received));
    api.child.kill('SIGTERM');
    await vi.waitFor(() => expect(api.output()).toContain('"msg":"stopping'), {
      timeout: 20_000,
      interval: 50,
    });
    expect(api.output()).toContain('"inFlight":20');
    // No new connection is taken from now on.
    await expect(
      fetch(`http://127.0.0.1:${api.port}/healthz`, { headers: { connection: 'close' } }),
    ).rejects.toThrow();
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((request) => request.closed));
    for (const answer of answers) {
      // A whole answer after the "100 Continue" (without the API key: 401, in the API's format), each closing its connection.
      expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 401 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('{"error":{"code":"INVALID_API_KEY"');
    }
    expect(await api.ended).toBe(0);
    expect(api.output()).toContain('"msg":"stopped"');
  }, 60_000);
});
