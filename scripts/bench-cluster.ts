// `npm run bench:cluster`: the product as a fleet, on loopback. Starts PostgreSQL as a primary and
// a streaming replica (Debian's PostgreSQL, two clusters in a temporary folder), Redis, the auth
// emulator, three instances of the production server (`server.mjs`, the build of `npm run build`,
// made first if there is none) and nginx as their load balancer and anonymous-page cache; then
// measures six things and prints them:
//   (1) 50 concurrent holds of one slot, spread across the instances: one winner;
//   (2) the per-user hold limit counted across instances: the 21st hold of a minute is refused;
//   (3) /paris through nginx's cache vs straight to one instance, requests/s in the same run;
//   (4) the search through nginx and the three instances vs one instance, requests/s;
//   (5) a rolling restart (SIGTERM one instance at a time, start it again) under constant load: no failed request;
//   (6) the replica stopped under load: searches go on from the primary, no error.
// Cleans up everything it started; exits 1 if (1), (2), (5) or (6) does not hold or (3) is under 10×.
// Needs PostgreSQL's server binaries (postgresql), nginx and redis-server; BENCH_DURATION (s) per load, 10.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startAuthEmulator, EMULATOR_PROJECT_ID, type AuthEmulator } from './lib/auth-emulator';
import { freePort } from './lib/free-port';
import { NEXT_BUILD_ARGS } from './lib/next-build';
import { stopGroup, stopOnSignals, waitForExit, waitForHttp } from './lib/processes';
import { removeTemporaryDir, temporaryDir } from './lib/temporary-dir';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const API_KEY = 'cluster-bench-key';
const INSTANCES = 3;
const HOLDS_A_MINUTE = 20;

type LoadResult = {
  latencies: number[];
  statuses: Record<string, number>;
  duration: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Call = { path: string; method?: string; body?: string; headers?: Record<string, string> };

function need(command: string, hint: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
  if (!found) {
    console.error(`bench:cluster needs ${command}: ${hint}`);
    process.exit(1);
  }
  return found;
}

/** The newest PostgreSQL server binaries Debian installed (initdb, pg_ctl, pg_basebackup). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    console.error('bench:cluster needs PostgreSQL server binaries: apt-get install -y postgresql');
    process.exit(1);
  }
  return path.join(root, newest, 'bin');
}

const nginxPath = need('nginx', 'apt-get install -y nginx');
const redisPath = need('redis-server', 'apt-get install -y redis-server');
const pgBin = postgresBin();
// PostgreSQL refuses to run as root: as root, its clusters belong to the postgres user.
const asRoot = process.getuid?.() === 0;
const pgCommand = (tool: string, args: string[]) =>
  (asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(pgBin, tool), ...args]]
    : [path.join(pgBin, tool), args]) as [string, string[]];

function runPg(tool: string, args: string[]): void {
  const [command, fullArgs] = pgCommand(tool, args);
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
}

const work = temporaryDir('nook-cluster-');
fs.chmodSync(work, 0o777);
const children: ChildProcess[] = [];
const clusters: string[] = [];
let emulator: AuthEmulator | undefined;

async function cleanUp(): Promise<void> {
  await Promise.all(children.map((child) => stopGroup(child, 15_000)));
  for (const dir of clusters) {
    try {
      runPg('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']);
    } catch {
      // not running
    }
  }
  await emulator?.stop();
  removeTemporaryDir(work);
}
// Ctrl-C stops the fleet too: its servers run in process groups of their own.
stopOnSignals(cleanUp);

/** A child process in a group of its own, its output in `work/<name>.log`. */
function start(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): ChildProcess {
  const log = fs.openSync(path.join(work, `${name}.log`), 'a');
  const child = spawn(command, args, { env, stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  children.push(child);
  return child;
}

/** A PostgreSQL cluster on `port` (a primary, or with `replicaOf` a streaming replica of that port). */
async function startPostgres(name: string, port: number, replicaOf?: number): Promise<string> {
  const dir = path.join(work, name);
  if (replicaOf === undefined) {
    runPg('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    fs.appendFileSync(
      path.join(dir, 'postgresql.conf'),
      '\nwal_level = replica\nmax_wal_senders = 5\nhot_standby = on\nmax_connections = 200\n',
    );
  } else {
    runPg('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(replicaOf),
      '-U',
      'postgres',
      '-D',
      dir,
      '-R',
      '-X',
      'stream',
    ]);
  }
  clusters.push(dir);
  runPg('pg_ctl', [
    '-D',
    dir,
    '-l',
    path.join(work, `${name}.log`),
    '-w',
    '-o',
    `-p ${port} -k ${work} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  return `postgresql://postgres@127.0.0.1:${port}/postgres`;
}

function nginxConfig(port: number, upstreams: number[]): string {
  const temp = (name: string) => path.join(work, `nginx-${name}`);
  return `${asRoot ? 'user root root;\n' : ''}worker_processes 1;
error_log ${path.join(work, 'nginx-error.log')} warn;
pid ${path.join(work, 'nginx.pid')};
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  # Anonymous pages, as long as their Cache-Control allows (s-maxage, stale-while-revalidate).
  proxy_cache_path ${temp('cache')} levels=1:2 keys_zone=pages:10m max_size=200m inactive=10m use_temp_path=off;
  upstream nook {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    # nginx closes a client's connection after its 1,000th request (keepalive_requests); autocannon
    # writes its next request without reading that "Connection: close", and the close resets the
    # connection under it (ECONNRESET, counted as a failed request in (5) at ~1,000 requests a
    # connection, whatever the instances do). A browser opens a new connection instead.
    keepalive_requests 1000000;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    # An instance stopping or restarting refuses connections: the request goes to another.
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries ${upstreams.length};
    location /api/ {
      proxy_pass http://nook;
    }
    location / {
      proxy_pass http://nook;
      proxy_cache pages;
      proxy_cache_key $scheme$http_host$request_uri;
      # A signed-in visitor's pages are never served from, nor stored in, the shared cache.
      proxy_cache_bypass $http_authorization $cookie_nook_session;
      proxy_no_cache $http_authorization $cookie_nook_session;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503;
      proxy_cache_background_update on;
      add_header X-Cache-Status $upstream_cache_status;
    }
  }
}
`;
}

/**
 * `calls` in turn by CONNECTIONS connections to `url` for `duration` seconds (autocannon in a
 * thread); `stop` ends it sooner.
 */
function startLoad(
  url: string,
  calls: Call[],
  duration = DURATION_S,
): { done: Promise<LoadResult>; stop: () => void } {
  const worker = new Worker(new URL('./lib/bench-load-worker.mjs', import.meta.url), {
    workerData: {
      url,
      connections: CONNECTIONS,
      duration,
      headers: { 'x-api-key': API_KEY },
      requests: calls,
    },
  });
  const done = new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { done, stop: () => worker.postMessage('stop') };
}
const load = (url: string, calls: Call[], duration = DURATION_S) => startLoad(url, calls, duration).done;

const rate = (result: LoadResult) => result.total / result.duration;
const failures = (result: LoadResult) => result.errors + result.timeouts + result.non2xx;
const describeStatuses = (result: LoadResult) =>
  `${Object.entries(result.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(
      ', ',
    )}${result.errors + result.timeouts ? `, ${result.errors} errors, ${result.timeouts} timeouts` : ''}`;

/** A new account on the emulator and an ID token for it. */
async function signUp(emulatorUrl: string, n: number): Promise<string> {
  const response = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `cluster-${n}-${Date.now()}@example.com`,
      password: 'Secret123',
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`the emulator did not sign up a bench user: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A weekday `ahead` days from today, Paris time, as YYYY-MM-DD. */
function weekdayAhead(ahead: number): string {
  const day = new Date(Date.now() + ahead * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

type Row = [label: string, value: string, expected: string, ok: boolean];
const rows: Row[] = [];
let failed = false;

try {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) {
    console.info('No production build: npm run build…');
    const built = spawnSync(path.join('node_modules', '.bin', 'next'), NEXT_BUILD_ARGS, {
      stdio: 'inherit',
      env: { ...process.env, NEXT_PUBLIC_APP_ENV: 'local' },
    });
    if (built.status !== 0) throw new Error('next build failed');
  }
  const [primaryPort, replicaPort, redisPort, emulatorPort, nginxPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const instancePorts = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));

  console.info(
    `PostgreSQL primary on ${primaryPort}, streaming replica on ${replicaPort}; Redis on ${redisPort}; the auth emulator…`,
  );
  const primaryUrl = await startPostgres('primary', primaryPort);
  const replicaUrl = await startPostgres('replica', replicaPort, primaryPort);
  start('redis', redisPath, [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  emulator = await startAuthEmulator({ port: emulatorPort });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_PUBLIC_APP_ENV: 'local',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: primaryUrl,
    DATABASE_READ_URL: replicaUrl,
    DATABASE_POOL_SIZE: '8',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    ALLOW_AUTH_EMULATOR_IN_PRODUCTION: 'true',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    API_KEY,
    NEXT_PUBLIC_API_KEY: API_KEY,
    JOBS: 'on',
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT_S: '10',
    // The loads come from one address: only the per-user hold limit is what (2) measures.
    RATE_LIMIT_DEFAULT: '1000000',
    RATE_LIMIT_EMAIL_CHECKS: '1000000',
    RATE_LIMIT_HOLDS: String(HOLDS_A_MINUTE),
    TRUST_PROXY: 'false',
    // (3) weighs nginx's cache against an instance's render: the instances' own page cache is off.
    PAGE_CACHE_SECONDS: '0',
  };
  console.info('Seeding the primary (the replica follows)…');
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts'], {
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding the primary failed');

  const instances: ChildProcess[] = [];
  const startInstance = async (i: number) => {
    const port = instancePorts[i] ?? 0;
    instances[i] = start(
      `instance-${i + 1}`,
      process.execPath,
      ['server.mjs', '--port', String(port), '--hostname', '127.0.0.1'],
      env,
    );
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, (r) => r.status === 200, {
      timeoutMs: 120_000,
      abortIf: () => (instances[i]?.exitCode !== null ? `instance ${i + 1} exited` : undefined),
    });
  };
  console.info(`Three instances of the production server on ${instancePorts.join(', ')}…`);
  await Promise.all(instancePorts.map((_, i) => startInstance(i)));
  fs.writeFileSync(path.join(work, 'nginx.conf'), nginxConfig(nginxPort, instancePorts));
  start('nginx', nginxPath, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;']);
  const lb = `http://127.0.0.1:${nginxPort}`;
  const direct = (i: number) => `http://127.0.0.1:${instancePorts[i]}`;
  await waitForHttp(`${lb}/readyz`, (r) => r.status === 200, { timeoutMs: 30_000 });

  const day = weekdayAhead(21);
  // A meeting room, sold whole: one winner. (A desk space sells each of its desks once.)
  const searchPath = `/api/v1/spaces?zone=paris&type=meeting_room&day=${day}&start=1000&end=1100`;
  const search = (await (
    await fetch(`${direct(0)}${searchPath}`, { headers: { 'x-api-key': API_KEY } })
  ).json()) as { items: { id: string; slug: string }[] };
  const room = search.items[0];
  if (!room) throw new Error('the search found no free space to hold');
  // Warm-up: every instance compiles its pages and prepares its statements.
  for (let i = 0; i < INSTANCES; i++)
    for (let n = 0; n < 20; n++)
      await Promise.all([
        fetch(`${direct(i)}/paris`),
        fetch(`${direct(i)}${searchPath}`, { headers: { 'x-api-key': API_KEY } }),
      ]);

  // (1) 50 people hold one slot at once, through all three instances.
  console.info('(1) 50 concurrent holds of one slot…');
  const tokens = await Promise.all(Array.from({ length: 50 }, (_, n) => signUp(emulator?.url ?? '', n)));
  const holdBody = (start: string, end: string, on = day) =>
    JSON.stringify({ space_id: room.id, day: on, start, end });
  const answers = await Promise.all(
    tokens.map((token, n) =>
      fetch(`${direct(n % INSTANCES)}/api/v1/bookings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': API_KEY,
          authorization: `Bearer ${token}`,
        },
        body: holdBody('10:00', '11:00'),
      }).then((r) => r.status),
    ),
  );
  const winners = answers.filter((status) => status === 201).length;
  const others = answers.filter((status) => status !== 201);
  rows.push([
    '(1) 50 concurrent holds of one slot: winners',
    `${winners} (others: ${[...new Set(others)].join(', ')})`,
    '1, others 409',
    winners === 1 && others.every((s) => s === 409),
  ]);

  // (2) One person's holds, each on the next instance: the limit is counted in Redis for all.
  console.info(`(2) ${HOLDS_A_MINUTE + 1} holds of one person in a minute, across the instances…`);
  // Someone new: the people of (1) have each made a hold this minute already.
  const holder = await signUp(emulator?.url ?? '', 50);
  const statuses: number[] = [];
  for (let n = 0; n <= HOLDS_A_MINUTE; n++) {
    const base = direct(n % INSTANCES);
    const headers = {
      'content-type': 'application/json',
      'x-api-key': API_KEY,
      authorization: `Bearer ${holder}`,
    };
    const held = await fetch(`${base}/api/v1/bookings`, {
      method: 'POST',
      headers,
      body: holdBody('15:00', '16:00', weekdayAhead(22)),
    });
    statuses.push(held.status);
    // Cancelled at once (not a hold), so that only the rate limit can refuse the next.
    if (held.status === 201)
      await fetch(`${base}/api/v1/bookings/${((await held.json()) as { id: string }).id}/cancel`, {
        method: 'POST',
        headers,
      });
  }
  const refusedAt = statuses.indexOf(429);
  rows.push([
    `(2) holds of one person: first refused (429)`,
    refusedAt < 0 ? 'none' : `#${refusedAt + 1} (instance ${(refusedAt % INSTANCES) + 1})`,
    `#${HOLDS_A_MINUTE + 1}`,
    refusedAt === HOLDS_A_MINUTE && statuses.slice(0, HOLDS_A_MINUTE).every((s) => s === 201),
  ]);

  // (3) The zone page for anonymous visitors: from nginx's cache, and from one instance.
  console.info(`(3) /paris through the cache, then straight to one instance, ${DURATION_S} s each…`);
  const cacheStatus = (await fetch(`${lb}/paris`)).headers.get('x-cache-status');
  const cached = await load(lb, [{ path: '/paris' }]);
  const uncached = await load(direct(0), [{ path: '/paris' }]);
  const cacheRatio = rate(cached) / rate(uncached);
  rows.push([
    '(3) /paris req/s: nginx cache / one instance',
    `${rate(cached).toFixed(0)} / ${rate(uncached).toFixed(0)} = ${cacheRatio.toFixed(1)}× (${cacheStatus ?? 'no cache status'})`,
    '≥ 10×',
    cacheRatio >= 10 && failures(cached) + failures(uncached) === 0,
  ]);

  // (4) The search through the three instances, and through one.
  console.info(`(4) the search through nginx and three instances, then one instance, ${DURATION_S} s each…`);
  const searches = [1000, 1400, 900, 1500].map((start) => ({
    path: `/api/v1/spaces?zone=paris&day=${day}&start=${start}&end=${start + 200}`,
  }));
  const spread = await load(lb, searches);
  const single = await load(direct(0), searches);
  rows.push([
    '(4) search req/s: three instances / one',
    `${rate(spread).toFixed(0)} / ${rate(single).toFixed(0)} = ${(rate(spread) / rate(single)).toFixed(2)}×`,
    `(${os.cpus().length} cores)`,
    failures(spread) + failures(single) === 0,
  ]);

  // (5) A rolling restart under load: each instance in turn stopped (SIGTERM) and started again.
  console.info('(5) a rolling restart of the three instances under load…');
  const mixed = [...searches, { path: '/paris' }, { path: `/paris/${room.slug}` }];
  const restartLoad = startLoad(lb, mixed, 60 * 60);
  const exits: (number | null)[] = [];
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (let i = 0; i < INSTANCES; i++) {
    const instance = instances[i];
    if (!instance) continue;
    instance.kill('SIGTERM');
    await waitForExit(instance, 30_000);
    exits.push(instance.exitCode);
    await startInstance(i);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  restartLoad.stop();
  const rolling = await restartLoad.done;
  rows.push([
    '(5) rolling restart: requests / failed',
    `${rolling.total} / ${failures(rolling)} (${describeStatuses(rolling)}); exits ${exits.join(', ')}`,
    '0 failed, exits 0',
    failures(rolling) === 0 && exits.every((code) => code === 0),
  ]);

  // (6) The replica stops while searches run: they go on from the primary.
  console.info('(6) the replica stopped under a search load…');
  const replicaLoad = load(lb, searches, DURATION_S);
  await new Promise((resolve) => setTimeout(resolve, (DURATION_S * 1000) / 3));
  runPg('pg_ctl', ['-D', path.join(work, 'replica'), '-m', 'fast', 'stop']);
  const withoutReplica = await replicaLoad;
  rows.push([
    '(6) replica stopped: searches / failed',
    `${withoutReplica.total} / ${failures(withoutReplica)} (${describeStatuses(withoutReplica)})`,
    '0 failed',
    failures(withoutReplica) === 0,
  ]);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  const [one, five, fifteen] = os.loadavg().map((l) => l.toFixed(2));
  console.info(
    `\nMachine: ${os.cpus().length} cores, load average ${one}, ${five}, ${fifteen} (1, 5, 15 min).`,
  );
  for (const [label, value, expected, ok] of rows)
    console.info(`${label.padEnd(46)} ${value.padEnd(60)} ${expected.padEnd(18)} ${ok ? 'ok' : 'FAILED'}`);
  failed ||= rows.some(([, , , ok]) => !ok) || rows.length < 6;
  await cleanUp();
}
process.exit(failed ? 1 : 0);
