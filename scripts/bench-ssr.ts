// `DATABASE_URL=postgresql://… npm run bench:ssr`: the production build (`npm start`) on the bench
// catalogue (database `bench` of that server, seeded once), beside a bare Next.js page
// (scripts/fixtures/bare-next) on the same machine in the same minute. Loads each in turn with 20
// connections, prints pages/s, p50/p95 and each page's rate against the bare page's, and exits 1
// when a budget is missed. `/paris` and the space pages are asked as a guest would (served by the
// instance's page cache, PAGE_CACHE_SECONDS, once rendered) and as a signed-in visitor (rendered
// each time: what a render costs). BENCH_DURATION (s, default 15) per target, each after
// BENCH_WARM_UP (s, default 10) of unmeasured load;
// BENCH_TARGETS=paris,space,paris-rendered,space-rendered,bare,api picks some; BENCH_REBUILD=1
// builds even when the build looks fresh; BENCH_PROFILE=1 records a CPU profile of the app's
// server (node --cpu-prof) and prints its top items.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { addDays, parisDay, parisWeekday } from '../src/domain/paris-time';
import { SESSION_COOKIE } from '../src/lib/auth/session-cookie';
import {
  ensureBenchCatalogue,
  ensureBenchDatabase,
  percentile,
  postgresServerUrl,
  WARM_UP_S,
} from './lib/bench-database';
import { printProfile } from './lib/cpu-profile';
import { NEXT_BUILD_ARGS } from './lib/next-build';
import { startGroup, stopGroup, waitForHttp } from './lib/processes';

type LoadResult = {
  latencies: number[];
  statuses: Record<string, number>;
  duration: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Target = {
  name: string;
  label: string;
  baseUrl: string;
  paths: string[];
  headers?: Record<string, string>;
};

const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = 20;
const BUDGET = { pageRatio: 0.3, apiP95Ms: 30, apiReqPerS: 500 };
const TARGETS = new Set(
  (process.env.BENCH_TARGETS ?? 'bare,paris,space,paris-rendered,space-rendered,api').split(','),
);
/** The session marker of a signed-in browser (src/lib/auth/session-cookie.ts). */
const SIGNED_IN = { cookie: `${SESSION_COOKIE}=1` };
const PROFILE = process.env.BENCH_PROFILE === '1';
const API_KEY = 'bench-key';
const ROOT = process.cwd();
const BARE_DIR = path.join('scripts', 'fixtures', 'bare-next');
const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');
const PROFILE_DIR = path.join('.bench', 'profiles');

const serverUrl = postgresServerUrl('bench:ssr measures the pages');
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The newest modification time under `entries` (files or folders), skipping build output and dependencies. */
function newestMtime(entries: string[]): number {
  let newest = 0;
  const visit = (entry: string) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry))
        if (name !== 'node_modules' && name !== '.next') visit(path.join(entry, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  entries.forEach(visit);
  return newest;
}

/**
 * Builds `dir` unless its build is newer than its sources and was made with the same public
 * environment (NEXT_PUBLIC_* are written into the bundles at build time).
 */
async function ensureBuild(dir: string, sources: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const marker = path.join(dir, '.next', 'bench-ssr-env.json');
  const publicEnv = JSON.stringify(
    Object.entries(env)
      .filter(([key]) => key.startsWith('NEXT_PUBLIC_'))
      .sort(),
  );
  const fresh =
    process.env.BENCH_REBUILD !== '1' &&
    fs.existsSync(marker) &&
    fs.readFileSync(marker, 'utf8') === publicEnv &&
    fs.statSync(marker).mtimeMs > newestMtime(sources.map((source) => path.join(dir, source)));
  if (fresh) return console.info(`Reusing the production build of ${dir}/.`);
  console.info(`Building ${dir}/ (next ${NEXT_BUILD_ARGS.join(' ')})…`);
  const child = startGroup(process.execPath, [path.join(ROOT, NEXT_BIN), ...NEXT_BUILD_ARGS, dir], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`next build of ${dir}/ failed (${code})`);
  fs.writeFileSync(marker, publicEnv);
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** The first free port from `from` in 3100–3199 (the range this bench may use). */
async function benchPort(from: number): Promise<number> {
  for (let port = from; port < 3200; port += 1) if (await portIsFree(port)) return port;
  throw new Error('No free port in 3100–3199');
}

const children: ChildProcess[] = [];

async function startServer(
  dir: string,
  port: number,
  env: NodeJS.ProcessEnv,
  nodeFlags: string[] = [],
): Promise<ChildProcess> {
  const log = fs.openSync(path.join('.bench', `ssr-${port}.log`), 'w');
  // The product as `npm start` serves it (server.mjs); the bare page with `next start`.
  const entry =
    dir === '.'
      ? ['server.mjs', '--port', String(port), '--hostname', '127.0.0.1']
      : [NEXT_BIN, 'start', dir, '-p', String(port), '-H', '127.0.0.1'];
  const child = startGroup(process.execPath, [...nodeFlags, ...entry], { env, stdio: ['ignore', log, log] });
  children.push(child);
  await waitForHttp(`http://127.0.0.1:${port}/`, (response) => response.status < 500, {
    timeoutMs: 60_000,
    abortIf: () =>
      child.exitCode !== null
        ? `the server of ${dir} exited (${child.exitCode}): see .bench/ssr-${port}.log`
        : undefined,
  });
  return child;
}

const load = (target: Target, options: { duration?: number; amount?: number }) =>
  new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(new URL('./lib/bench-load-worker.mjs', import.meta.url), {
      workerData: {
        url: target.baseUrl,
        connections: CONNECTIONS,
        ...options,
        headers: target.headers ?? {},
        requests: target.paths.map((p) => ({ path: p })),
      },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });

/** Checks every path answers 200 with content and reports the HTML's weight. */
async function check(target: Target): Promise<void> {
  for (const p of target.paths) {
    const response = await fetch(target.baseUrl + p, { headers: target.headers });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`${target.label} ${p} answered ${response.status}: ${body.slice(0, 200)}`);
    if (p === target.paths[0]) {
      const nextData = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
      const cache = response.headers.get('cache-control') ?? '-';
      console.info(
        `  ${target.label}: ${(body.length / 1024).toFixed(1)} kB${nextData ? `, __NEXT_DATA__ ${(nextData.length / 1024).toFixed(1)} kB` : ''}, Cache-Control: ${cache}`,
      );
    }
  }
}

type Measure = {
  target: Target;
  result: LoadResult;
  rate: number;
  p50: number;
  p95: number;
  serverCpuMs: number;
  machineBusy: number;
};

// Linux's accounting, in clock ticks (USER_HZ, 100 a second on Linux): a process's own CPU time
// (utime + stime, /proc/PID/stat) and the whole machine's busy and total time (/proc/stat).
const TICK_MS = 10;
function processTicks(pid: number | undefined): number {
  if (pid === undefined || !fs.existsSync(`/proc/${pid}/stat`)) return Number.NaN;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}
function machineTicks(): { busy: number; total: number } {
  const cpu =
    fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = cpu.reduce((sum, value) => sum + value, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

async function measure(target: Target, server: ChildProcess | undefined): Promise<Measure> {
  console.info(`${target.label}: ${CONNECTIONS} connections for ${DURATION_S} s (load ${loadAverage()})…`);
  const serverBefore = processTicks(server?.pid);
  const machineBefore = machineTicks();
  const result = await load(target, { duration: DURATION_S });
  const machineAfter = machineTicks();
  const serverCpuMs = ((processTicks(server?.pid) - serverBefore) * TICK_MS) / result.total;
  const machineBusy = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
  return {
    target,
    result,
    rate: result.total / result.duration,
    p50: percentile(result.latencies, 50),
    p95: percentile(result.latencies, 95),
    serverCpuMs,
    machineBusy,
  };
}

/** A few space pages of the Paris catalogue, and weekdays ahead for the search through the API. */
async function benchPaths(benchUrl: string) {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  const { rows } = await client.query<{ zone_id: string; slug: string }>(
    "SELECT zone_id, slug FROM spaces WHERE zone_id = 'paris' AND published ORDER BY id LIMIT 8",
  );
  await client.end();
  const today = parisDay(new Date());
  const days = [8, 9, 10, 11, 12, 13, 14, 15]
    .map((ahead) => addDays(today, ahead))
    .filter((day) => parisWeekday(day) < 5);
  const slots = [
    [1400, 1700],
    [1000, 1200],
    [900, 1130],
    [1500, 1800],
  ] as const;
  return {
    spaces: rows.map(({ zone_id, slug }) => `/${zone_id}/${slug}`),
    searches: days.flatMap((day) =>
      slots.map(
        ([start, end]) =>
          `/api/v1/spaces?zone=paris&day=${day}&start=${start}&end=${end}&capacity=4-8&features=wifi`,
      ),
    ),
  };
}

let failed = false;
try {
  fs.mkdirSync(PROFILE_DIR, { recursive: true });
  const benchUrl = await ensureBenchDatabase(serverUrl);
  await ensureBenchCatalogue(benchUrl);
  const { spaces, searches } = await benchPaths(benchUrl);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_APP_ENV: 'prod',
    NEXT_PUBLIC_APP_URL: 'https://nook.example',
    NEXT_PUBLIC_API_KEY: API_KEY,
    API_KEY,
    DATABASE_URL: benchUrl,
    // Anonymous pages and the search verify no token: a project id is all firebase-admin is given.
    FIREBASE_PROJECT_ID: 'demo-cosy-spaces',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    JOBS: 'off',
    // One client address sends everything: the per-client limit is not what is measured.
    RATE_LIMIT_DEFAULT: '100000000',
  };
  await ensureBuild(
    '.',
    ['src', 'public', 'next.config.ts', 'next-i18next.config.js', 'package.json', 'postcss.config.mjs'],
    env,
  );
  await ensureBuild(BARE_DIR, ['pages'], env);

  const appPort = await benchPort(3140);
  const barePort = await benchPort(appPort + 1);
  const profileFlags = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const profilesBefore = new Set(fs.readdirSync(PROFILE_DIR));
  const app = await startServer('.', appPort, env, profileFlags);
  const bareServer = await startServer(BARE_DIR, barePort, env);
  const appUrl = `http://127.0.0.1:${appPort}`;
  const targets: Target[] = [
    { name: 'bare', label: 'bare page /', baseUrl: `http://127.0.0.1:${barePort}`, paths: ['/'] },
    { name: 'paris', label: '/paris', baseUrl: appUrl, paths: ['/paris'] },
    { name: 'space', label: 'space page', baseUrl: appUrl, paths: spaces },
    // The same pages for a signed-in visitor: rendered at every request (no instance cache), to show what a render costs.
    {
      name: 'paris-rendered',
      label: '/paris, rendered each time',
      baseUrl: appUrl,
      paths: ['/paris'],
      headers: SIGNED_IN,
    },
    {
      name: 'space-rendered',
      label: 'space page, rendered each time',
      baseUrl: appUrl,
      paths: spaces,
      headers: SIGNED_IN,
    },
    {
      name: 'api',
      label: 'GET /api/v1/spaces',
      baseUrl: appUrl,
      paths: searches,
      headers: { 'x-api-key': API_KEY },
    },
  ].filter(({ name }) => TARGETS.has(name) || name === 'bare');

  console.info(`Checking the pages (load ${loadAverage()}, ${os.cpus().length} cores)…`);
  for (const target of targets) await check(target);
  const results = new Map<string, Measure>();
  for (const target of targets) {
    console.info(`${target.label}: ${WARM_UP_S} s of warm-up…`);
    await load(target, { duration: WARM_UP_S });
    results.set(target.name, await measure(target, target.name === 'bare' ? bareServer : app));
  }
  console.info(`Load average after: ${loadAverage()}`);

  const bare = results.get('bare');
  type Row = [label: string, value: string, budget: string, ok: boolean];
  const rows: Row[] = [];
  for (const { target, result, rate, p50, p95, serverCpuMs, machineBusy } of results.values()) {
    const problems = result.errors + result.timeouts + result.non2xx;
    rows.push([`${target.label}: pages/s`, rate.toFixed(0), '', true]);
    rows.push([`${target.label}: p50 / p95 (ms)`, `${p50.toFixed(1)} / ${p95.toFixed(1)}`, '', true]);
    rows.push([
      `${target.label}: errors / timeouts / non-2xx`,
      `${result.errors} / ${result.timeouts} / ${result.non2xx}`,
      '0',
      problems === 0,
    ]);
    rows.push([`${target.label}: server CPU per answer (ms)`, serverCpuMs.toFixed(2), '', true]);
    rows.push([`${target.label}: machine CPU busy`, `${(machineBusy * 100).toFixed(0)} %`, '', true]);
    if (target.name === 'paris' || target.name === 'space') {
      const ratio = bare ? rate / bare.rate : Number.NaN;
      rows.push([
        `${target.label} / bare page`,
        `${ratio.toFixed(3)}×`,
        `≥ ${BUDGET.pageRatio}`,
        ratio >= BUDGET.pageRatio,
      ]);
    }
    if (target.name.endsWith('-rendered') && bare)
      rows.push([`${target.label} / bare page`, `${(rate / bare.rate).toFixed(3)}×`, '', true]);
    if (target.name === 'api') {
      rows[rows.length - 5] = [
        `${target.label}: req/s`,
        rate.toFixed(0),
        `≥ ${BUDGET.apiReqPerS}`,
        rate >= BUDGET.apiReqPerS,
      ];
      rows[rows.length - 4] = [
        `${target.label}: p50 / p95 (ms)`,
        `${p50.toFixed(1)} / ${p95.toFixed(1)}`,
        `p95 ≤ ${BUDGET.apiP95Ms}`,
        p95 <= BUDGET.apiP95Ms,
      ];
    }
  }
  console.info('\np50/p95 computed from every response time.');
  for (const [label, value, budget, ok] of rows) {
    console.info(
      `${label.padEnd(44)} ${value.padStart(16)}  ${budget.padEnd(10)} ${budget ? (ok ? 'ok' : 'OVER BUDGET') : ''}`,
    );
  }
  failed = rows.some(([, , , ok]) => !ok);

  if (PROFILE) {
    // The profile is written as the server exits.
    await stopGroup(app);
    const written = fs
      .readdirSync(PROFILE_DIR)
      .filter((name) => name.endsWith('.cpuprofile') && !profilesBefore.has(name));
    for (const name of written) printProfile(path.join(PROFILE_DIR, name));
    if (written.length === 0) console.warn('No CPU profile was written.');
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  for (const child of children) await stopGroup(child);
}
process.exit(failed ? 1 : 0);
