import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import { removeTemporaryDir, temporaryDir } from '../../scripts/lib/temporary-dir';

// The API as `npm run api` runs it, in a process of its own: what a load balancer and a platform
// see of an instance (health, readiness, a stop on SIGTERM).

type Instance = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };
const started: Instance[] = [];
const dirs: string[] = [];
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const { child } of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) removeTemporaryDir(dir);
});

async function startApi(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dir = temporaryDir('ops-');
  dirs.push(dir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/standalone.ts'], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', PGLITE_DIR: path.join(dir, 'pglite'), API_PORT: String(port), JOBS: 'off', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance = { child, port, output: () => output, exited };
  started.push(instance);
  for (let tries = 0; ; tries++) {
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (answered) return instance;
    if (child.exitCode !== null || tries > 300) throw new Error(`the API did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A request whose body is on its way: chunked, one chunk sent, the last one not yet. The server
 * reads a chunked body whole before anything else (middleware/body-limit.ts): it is in flight.
 */
function requestInFlight(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  socket.on('error', () => undefined);
  socket.write('POST /v1/me HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n');
  return { finish: () => socket.write('0\r\n\r\n'), closed };
}

describe('an instance of the API, for the load balancer', () => {
  it('answers /healthz and /readyz outside the API key, ready once its database is migrated', async () => {
    // Alive: startApi waits for /healthz to answer.
    const api = await startApi({});
    // Ready once its database is open and migrated, as the load balancer finds out by asking again.
    // As for a load balancer, a probe that fails on the network is "not ready yet": the embedded
    // database migrates on the server's thread, and a probe sent on a kept-alive connection just as
    // the server, free again, closes it for idleness is reset (ECONNRESET, seen on a loaded machine).
    const probe = () => fetch(`http://127.0.0.1:${api.port}/readyz`).catch(() => undefined);
    let ready = await probe();
    for (let tries = 0; ready?.status !== 200 && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ready = await probe();
    }
    expect(ready?.status).toBe(200);
    expect(await ready?.json()).toEqual({ ready: true, checks: { process: 'ok', database: 'ok', migrations: 'ok' } });
    const health = await fetch(`http://127.0.0.1:${api.port}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    // The API itself still wants its key.
    expect((await fetch(`http://127.0.0.1:${api.port}/v1/me`)).status).toBe(401);
  }, 60_000);

  it('is alive but not ready while its database cannot be reached, and says which check fails', async () => {
    const closedPort = await freePort();
    const api = await startApi({ DATABASE_URL: `postgresql://postgres@127.0.0.1:${closedPort}/nowhere` });
    expect((await fetch(`http://127.0.0.1:${api.port}/healthz`)).status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${api.port}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, checks: { database: 'unreachable' } });
    // A request that needs the database gets an error in the API's format, not a hang.
    const search = await fetch(`http://127.0.0.1:${api.port}/v1/spaces?zone=paris`, { headers: { 'x-api-key': process.env.API_KEY ?? 'local-dev-key' } });
    expect(search.status).toBeGreaterThanOrEqual(500);
    expect(await search.json()).toMatchObject({ error: { code: expect.any(String) } });
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
      headers: { 'x-api-key': apiKey, authorization: 'Bearer token-that-must-stay-here', cookie: 'session=cookie-that-must-stay-here' },
    });
    expect(search.status).toBe(500);
    const { error } = (await search.json()) as { error: { code: string; request_id: string } };
    expect(error.code).toBe('INTERNAL');
    const reported = async () => envelopes.find((envelope) => envelope.includes('"type":"event"') && envelope.includes(error.request_id));
    for (let tries = 0; !(await reported()) && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    const envelope = await reported();
    // One event for that request: the database could not be reached, on the search's route.
    expect(envelope).toBeDefined();
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
    let ready = await fetch(`http://127.0.0.1:${api.port}/readyz`);
    // Once the database is open, only Redis is left failing.
    for (let tries = 0; (await ready.clone().json()).checks.database !== 'ok' && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ready = await fetch(`http://127.0.0.1:${api.port}/readyz`);
    }
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, checks: { process: 'ok', database: 'ok', migrations: 'ok', redis: 'unreachable' } });
  }, 60_000);

  it('on SIGTERM, answers the 20 requests in flight, accepts no new one, closes its database and exits 0', async () => {
    const api = await startApi({ SHUTDOWN_TIMEOUT_S: '20' });
    const inFlight = Array.from({ length: 20 }, () => requestInFlight(api.port));
    // Every request has reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    api.child.kill('SIGTERM');
    for (let tries = 0; !api.output().includes('stopping'); tries++) {
      if (tries > 100) throw new Error(`no sign of stopping:\n${api.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // No new connection is taken from now on.
    await expect(fetch(`http://127.0.0.1:${api.port}/healthz`)).rejects.toThrow();
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((request) => request.closed));
    for (const answer of answers) {
      // A whole answer (without the API key: 401, in the API's format), each closing its connection.
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('{"error":{"code":"INVALID_API_KEY"');
    }
    expect(await api.exited).toBe(0);
    expect(api.output()).toContain('"msg":"stopped"');
  }, 60_000);
});
