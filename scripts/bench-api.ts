// `DATABASE_URL=postgresql://… npm run bench:api`: load test of GET /v1/spaces (the search) on the
// bench catalogue (10,000 spaces, 1,000,000 bookings) in a database of its own, `bench`, on the
// DATABASE_URL server; then the floor: the very same statements straight through a pg pool; then the
// booking hold, POST /v1/bookings, each call a free slot of its own. Prints the figures beside
// their budgets and exits 1 when one is over. Each part is measured after BENCH_WARM_UP seconds
// (10) of the same calls, unmeasured. BENCH_DURATION (s) shortens it; BENCH_PARTS=lifecycle
// runs the holds, payments and cancellations alone (BENCH_PARTS=search the search and its floor).
// BENCH_CONNECTIONS (20, the budgets' figure) changes the number of clients: with 1, the CPU per
// call it prints is a call's own cost, without any waiting for a core or a lock.
import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { parseCapacityBucket } from '../src/domain/capacity';
import { TERMS_VERSION } from '../src/domain/terms';
import { addDays, parisDay, parisWeekday } from '../src/domain/paris-time';
import { createApiApp } from '../src/server/api/app';
import { log } from '../src/server/core/log';
import { databasePoolSize, openDatabase } from '../src/server/db/client';
import { isBenchSeeded, seedBench } from '../src/server/db/seed/seed-bench';
import { createOfflineProvider } from '../src/server/integrations/payments/offline-provider';
import { localPhotoStorage } from '../src/server/integrations/photo-storage';
import { searchStatement, type SpaceSearch } from '../src/server/services/space-search';
import {
  ensureBenchDatabase,
  percentile,
  postgresCpuMs,
  postgresServerUrl,
  WARM_UP_S,
} from './lib/bench-database';

/** What the load thread (lib/bench-load-worker.mjs) reports. */
type LoadResult = {
  latencies: number[];
  statuses: Record<string, number>;
  duration: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

const BUDGET = { p95Ms: 30, reqPerS: 500, ratio: 3, holdP95Ms: 50, payP95Ms: 60, cancelP95Ms: 60 };
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'search,lifecycle').split(','));
const API_KEY = 'bench-key';

const serverUrl = postgresServerUrl('bench:api measures the API');

// Several days and slots, so that the bench is not one cached plan over one set of pages.
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
const searches = days.flatMap((day) => slots.map(([start, end]) => ({ day, start, end })));
const paths = searches.map(
  ({ day, start, end }) =>
    `/v1/spaces?zone=paris&day=${day}&start=${start}&end=${end}&capacity=4-8&features=wifi`,
);
const minutes = (hhmm: number) => Math.floor(hhmm / 100) * 60 + (hhmm % 100);

// Holds: the bench catalogue's bookings end some 140 days ahead, so weekdays from 150 days on are
// free; every call takes another space or day, 10:00–12:00, for one of HOLD_USERS users. Enough users
// that each holds a few at a time, as the limits keep real users (3): every hold counts its user's
// live holds, and 50 users holding 150 each measured that count, not a hold.
const HOLD_USERS = 2000;
/** The calls kept for the holds' warm-up, at the end of the list: two days of slots. */
const HOLD_WARM_UP_CALLS = 20_000;
const HOLD_TOKEN = /^bench-hold-(\d+)$/;
/** The id seed-bench gives space n: md5 with a UUID v4's version and variant digits. */
const benchSpaceId = (n: number) => {
  const hex = createHash('md5').update(`bench-space-${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
};
const holdDays = Array.from({ length: 60 }, (_, i) => addDays(today, 150 + i))
  .filter((day) => parisWeekday(day) < 5)
  .slice(0, 8);
const holdCalls = holdDays.flatMap((day) =>
  Array.from({ length: 10_000 }, (_, i) => ({
    method: 'POST',
    path: '/v1/bookings',
    body: JSON.stringify({ space_id: benchSpaceId(i + 1), day, start: '10:00', end: '12:00' }),
    headers: { 'content-type': 'application/json', authorization: `Bearer bench-hold-${i % HOLD_USERS}` },
  })),
);

// A line per request would print tens of thousands of lines here (and cost the API's thread its time):
// warnings and errors only, unless LOG_LEVEL says otherwise.
log.level = process.env.LOG_LEVEL || 'warn';
const benchUrl = await ensureBenchDatabase(serverUrl);
const database = await openDatabase({ url: benchUrl });
if (!(await isBenchSeeded(database.db))) {
  console.info('Seeding the bench catalogue (once; a few minutes)…');
  await seedBench(database.db, { log: (line) => console.info(`  ${line}`) });
}

const app = createApiApp({
  db: async () => database.db,
  // The search is anonymous; the holds' bench users are known by their token. Checking a real
  // token's signature against cached keys is not what these budgets are about.
  verifyIdToken: async (token) => {
    const user = HOLD_TOKEN.exec(token)?.[1];
    if (user === undefined) throw new Error('not a bench token');
    return { uid: `bench-hold-${user}`, email: `bench-hold-${user}@example.com`, emailVerified: true };
  },
  deleteIdentity: async () => {},
  payments: createOfflineProvider(),
  // The benches upload nothing.
  photos: localPhotoStorage('.bench/photos'),
  now: () => new Date(),
  // Each bench user holds many slots: the per-user limits of docs/business-rules.md §3 are not what
  // is measured.
  config: {
    apiKeyHeader: 'x-api-key',
    apiKey: API_KEY,
    holdMinutes: 15,
    holdLimits: { liveHolds: 1_000_000, heldOccurrences: 1_000_000 },
    // The benches unsubscribe no one: any secret will do.
    unsubscribeSecret: randomBytes(32).toString('base64url'),
  },
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

type Call = { path: string; method?: string; body?: string; headers?: Record<string, string> };
/**
 * `requests` sent in turn by CONNECTIONS connections for `duration` seconds, or `amount` requests in
 * all; given both, whichever comes first.
 */
const load = (requests: Call[], duration = DURATION_S, amount?: number) =>
  new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(new URL('./lib/bench-load-worker.mjs', import.meta.url), {
      workerData: {
        url: baseUrl,
        connections: CONNECTIONS,
        duration,
        amount,
        headers: { 'x-api-key': API_KEY },
        requests,
      },
    });
    const stop = amount ? setTimeout(() => worker.postMessage('stop'), duration * 1000) : undefined;
    worker.once('message', (result: LoadResult) => {
      clearTimeout(stop);
      resolve(result);
    });
    worker.once('error', reject);
  });

/** Load that is not measured (WARM_UP_S), before each measured part. */
const warmUp = async (requests: Call[], amount?: number) => {
  const result = await load(requests, WARM_UP_S, amount);
  // Answers still on their way when the warm-up stopped, before the rows left are read.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return result;
};

type Measured = LoadResult & { nodeCpuMs: number; postgresCpuMs: number | null };
/**
 * A load, with the CPU time it cost per call: this process's (the API and the load thread) and,
 * when the server runs on this machine, PostgreSQL's.
 */
async function measuredLoad(...args: Parameters<typeof load>): Promise<Measured> {
  const nodeBefore = process.cpuUsage();
  const postgresBefore = postgresCpuMs(benchUrl);
  const result = await load(...args);
  const node = process.cpuUsage(nodeBefore);
  const postgresAfter = postgresCpuMs(benchUrl);
  const postgres =
    postgresBefore === null || postgresAfter === null
      ? null
      : (postgresAfter - postgresBefore) / result.total;
  return { ...result, nodeCpuMs: (node.user + node.system) / 1000 / result.total, postgresCpuMs: postgres };
}

const CORES = availableParallelism();
/**
 * What a run's CPU says of its latency, when the database shares this machine: `CONNECTIONS`
 * clients that each wait for their answer keep at most CORES cores busy, so the mean response
 * time cannot fall below CONNECTIONS × (CPU per call) / CORES, however the code spends it. A budget
 * below that floor is out of reach on this machine until a call costs less CPU.
 */
function cpuRows(what: string, run: Measured): Row[] {
  const postgres = run.postgresCpuMs;
  return [
    [
      `CPU per ${what} (ms): Node / PostgreSQL`,
      `${run.nodeCpuMs.toFixed(2)} / ${postgres === null ? 'n/a' : postgres.toFixed(2)}`,
      '',
      true,
    ],
    ...(postgres === null
      ? []
      : [
          [
            `Mean ${what} time floor on ${CORES} cores (ms)`,
            ((CONNECTIONS * (run.nodeCpuMs + postgres)) / CORES).toFixed(1),
            '',
            true,
          ] satisfies Row,
        ]),
  ];
}

/**
 * Drops the bench users' holds, so that every run finds its slots free, then vacuums: deleted rows
 * clear the visibility map, and searches would lose their index-only scans until autovacuum ran;
 * and on a server without autovacuum each run's dead messages and invoices would slow the next.
 */
async function dropHolds() {
  const benchBookings = sql`SELECT b.id FROM bookings b JOIN users u ON u.id = b.organizer_id WHERE u.firebase_uid LIKE 'bench-hold-%'`;
  // Their messages and invoices, then refunds before charges: each refund names the charge it gives back.
  await database.db.execute(sql`DELETE FROM outbox_messages WHERE booking_id IN (${benchBookings})`);
  await database.db.execute(sql`DELETE FROM invoices WHERE booking_id IN (${benchBookings})`);
  await database.db.execute(
    sql`DELETE FROM payments WHERE kind = 'refund' AND booking_id IN (${benchBookings})`,
  );
  await database.db.execute(sql`DELETE FROM payments WHERE booking_id IN (${benchBookings})`);
  await database.db.execute(
    sql`DELETE FROM bookings WHERE organizer_id IN (SELECT id FROM users WHERE firebase_uid LIKE 'bench-hold-%')`,
  );
  await database.db.execute(
    sql`VACUUM (ANALYZE) bookings, events, payments, booking_history, invoices, invoice_counters, outbox_messages`,
  );
}

type Row = [label: string, value: string, budget: string, ok: boolean];

/** The search, then the floor: the same statements straight through a pg pool. */
async function benchSearch(): Promise<Row[]> {
  // Warm-up, and a check that the bench measures real answers, not fast errors.
  for (const path of paths) {
    const response = await fetch(baseUrl + path, { headers: { 'x-api-key': API_KEY } });
    const body = (await response.json()) as { items?: unknown[] };
    if (response.status !== 200 || !body.items?.length)
      throw new Error(`${path} answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }

  const calls = paths.map((path) => ({ path }));
  console.info(
    `API: ${CONNECTIONS} connections for ${DURATION_S} s over ${paths.length} searches (pool ${databasePoolSize()}), after ${WARM_UP_S} s of warm-up…`,
  );
  await warmUp(calls);
  const result = await measuredLoad(calls);
  const apiLatencies = result.latencies;

  console.info(
    `SQL floor: the same statements through a pg pool of ${CONNECTIONS} for ${DURATION_S} s, after ${WARM_UP_S} s of warm-up…`,
  );
  const dialect = new PgDialect();
  // Named prepared statements, as the API runs them (see src/server/db/prepared.ts).
  const texts: string[] = [];
  const statements = searches.map(({ day, start, end }) => {
    const search: SpaceSearch = {
      zone: 'paris',
      day,
      slot: { start: minutes(start), end: minutes(end) },
      capacity: parseCapacityBucket('4-8'),
      features: ['wifi'],
      sort: 'price',
      page: 1,
      pageSize: 24,
    };
    const { sql: text, params } = dialect.sqlToQuery(
      searchStatement(search, { locale: 'fr', userId: null, now: new Date() }),
    );
    if (!texts.includes(text)) texts.push(text);
    return { name: `floor_${texts.indexOf(text)}`, text, values: params };
  });
  const pool = new pg.Pool({ connectionString: benchUrl, max: CONNECTIONS });
  /** The statements in turn on CONNECTIONS connections for `seconds`: their response times. */
  const runStatements = async (seconds: number) => {
    const latencies: number[] = [];
    const deadline = Date.now() + seconds * 1000;
    let turn = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) {
          const statement = statements[turn++ % statements.length];
          if (!statement) break;
          const started = performance.now();
          await pool.query(statement);
          latencies.push(performance.now() - started);
        }
      }),
    );
    return latencies;
  };
  await runStatements(WARM_UP_S);
  const sqlLatencies = await runStatements(DURATION_S);
  await pool.end();

  const reqPerS = result.total / result.duration;
  const apiP95 = percentile(apiLatencies, 95);
  const sqlP95 = percentile(sqlLatencies, 95);
  const ratio = apiP95 / sqlP95;
  console.info(`  search: ${result.total} requests in ${result.duration} s`);
  return [
    ['API req/s', reqPerS.toFixed(0), `≥ ${BUDGET.reqPerS}`, reqPerS >= BUDGET.reqPerS],
    ['API p50 (ms)', percentile(apiLatencies, 50).toFixed(1), '', true],
    ['API p95 (ms)', apiP95.toFixed(1), `≤ ${BUDGET.p95Ms}`, apiP95 <= BUDGET.p95Ms],
    ['API p99 (ms)', percentile(apiLatencies, 99).toFixed(1), '', true],
    ...cpuRows('request', result),
    [
      'API errors / timeouts / non-2xx',
      `${result.errors} / ${result.timeouts} / ${result.non2xx}`,
      '0',
      result.errors + result.timeouts + result.non2xx === 0,
    ],
    [
      'SQL runs, p50 / p95 (ms)',
      `${sqlLatencies.length}, ${percentile(sqlLatencies, 50).toFixed(1)} / ${sqlP95.toFixed(1)}`,
      '',
      true,
    ],
    ['API p95 / SQL p95', ratio.toFixed(2), `≤ ${BUDGET.ratio}`, ratio <= BUDGET.ratio],
  ];
}

/** Holds, then payments of those holds, then cancellations of the paid ones. */
async function benchLifecycle(): Promise<Row[]> {
  console.info(
    `Holds: POST /v1/bookings, ${CONNECTIONS} connections for ${DURATION_S} s after ${WARM_UP_S} s of warm-up, each call another free slot…`,
  );
  await dropHolds();
  // The first call of each bench user creates the user and a personal account; then the warm-up
  // holds slots of their own (the last days' slots), apart from those the measured calls take.
  for (const call of holdCalls.slice(-HOLD_USERS)) {
    const response = await fetch(baseUrl + call.path, {
      method: 'POST',
      body: call.body,
      headers: { ...call.headers, 'x-api-key': API_KEY },
    });
    if (response.status !== 201)
      throw new Error(
        `POST /v1/bookings answered ${response.status} ${(await response.text()).slice(0, 200)}`,
      );
  }
  const warmUpHolds = await warmUp(holdCalls.slice(-HOLD_WARM_UP_CALLS, -HOLD_USERS));
  if (Object.keys(warmUpHolds.statuses).join() !== '201')
    throw new Error(`The holds' warm-up answered ${JSON.stringify(warmUpHolds.statuses)}.`);
  const holds = await measuredLoad(holdCalls.slice(0, -HOLD_WARM_UP_CALLS));
  console.info(
    `  holds answered: ${Object.entries(holds.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')}`,
  );

  // Payments, then cancellations: the holds just made are each paid once (demo provider), then the
  // paid ones cancelled, each a lifecycle transition with its row lock, payment rows and history.
  const benchRows = async (status: 'held' | 'confirmed') =>
    (
      (await database.db
        .execute(sql`SELECT b.id, u.firebase_uid AS uid FROM bookings b JOIN users u ON u.id = b.organizer_id
      WHERE u.firebase_uid LIKE 'bench-hold-%' AND b.status = ${status} ORDER BY b.created_at`)) as unknown as {
        rows: { id: string; uid: string }[];
      }
    ).rows;
  const LIFECYCLE_S = Math.min(DURATION_S, 10);
  const card = JSON.stringify({
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    terms_version: TERMS_VERSION,
  });
  const payments = (rows: { id: string; uid: string }[]) =>
    rows.map(({ id, uid }) => ({
      method: 'POST',
      path: `/v1/bookings/${id}/payment`,
      body: card,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${uid}` },
    }));
  const cancellations = (rows: { id: string; uid: string }[]) =>
    rows.map(({ id, uid }) => ({
      method: 'POST',
      path: `/v1/bookings/${id}/cancel`,
      headers: { authorization: `Bearer ${uid}` },
    }));
  // Each measured after a warm-up of its own (see warmUp), which pays at most a third of the holds
  // and cancels at most half of the paid bookings: the rest are for the measured calls.
  const toPay = await benchRows('held');
  const paidInWarmUp = await warmUp(payments(toPay), Math.floor(toPay.length / 3));
  if (!paidInWarmUp.statuses['200'])
    throw new Error(`No hold was paid in the warm-up (answers: ${JSON.stringify(paidInWarmUp.statuses)}).`);
  const held = await benchRows('held');
  console.info(
    `Payments: POST /v1/bookings/{id}/payment, ${CONNECTIONS} connections for ${LIFECYCLE_S} s over ${held.length} holds, each paid once…`,
  );
  const pays = await measuredLoad(payments(held), LIFECYCLE_S);
  const toCancel = await benchRows('confirmed');
  await warmUp(cancellations(toCancel), Math.floor(toCancel.length / 2));
  const paidRows = await benchRows('confirmed');
  if (paidRows.length === 0)
    throw new Error(`No hold was paid (answers: ${JSON.stringify(pays.statuses)}): nothing to cancel.`);
  console.info(
    `Cancellations: POST /v1/bookings/{id}/cancel, ${CONNECTIONS} connections, each of the ${paidRows.length} paid bookings cancelled once…`,
  );
  // Once each: the calls go round their list, and a second cancellation of a booking changes
  // nothing and costs next to nothing, which would flatter the figures of a fast machine.
  const cancels = await measuredLoad(cancellations(paidRows), LIFECYCLE_S, paidRows.length);
  // Answers still on their way when the load stopped finish before the rows are dropped.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await dropHolds();
  const statusesOf = (run: LoadResult) =>
    Object.entries(run.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
  const payP95 = percentile(pays.latencies, 95);
  const cancelP95 = percentile(cancels.latencies, 95);
  const holdP95 = percentile(holds.latencies, 95);
  const holdStatuses = statusesOf(holds);
  return [
    ['Hold req/s', (holds.total / holds.duration).toFixed(0), '', true],
    ['Hold p50 (ms)', percentile(holds.latencies, 50).toFixed(1), '', true],
    ...cpuRows('hold', holds),
    ['Hold p95 (ms)', holdP95.toFixed(1), `≤ ${BUDGET.holdP95Ms}`, holdP95 <= BUDGET.holdP95Ms],
    [
      'Hold answers',
      holdStatuses,
      'all 201',
      Object.keys(holds.statuses).join() === '201' && holds.errors + holds.timeouts === 0,
    ],
    ['Payment req/s', (pays.total / pays.duration).toFixed(0), '', true],
    ['Payment p50 (ms)', percentile(pays.latencies, 50).toFixed(1), '', true],
    ['Payment p95 (ms)', payP95.toFixed(1), `≤ ${BUDGET.payP95Ms}`, payP95 <= BUDGET.payP95Ms],
    ...cpuRows('payment', pays),
    // Past the holds there are to pay, a call meets a paid booking: 409 NOTHING_TO_PAY is an answer too.
    [
      'Payment answers',
      statusesOf(pays),
      '200 (409 once all paid)',
      Object.keys(pays.statuses).every((s) => s === '200' || s === '409') &&
        pays.errors + pays.timeouts === 0,
    ],
    ['Cancellation req/s', (cancels.total / cancels.duration).toFixed(0), '', true],
    ['Cancellation p50 (ms)', percentile(cancels.latencies, 50).toFixed(1), '', true],
    [
      'Cancellation p95 (ms)',
      cancelP95.toFixed(1),
      `≤ ${BUDGET.cancelP95Ms}`,
      cancelP95 <= BUDGET.cancelP95Ms,
    ],
    ...cpuRows('cancellation', cancels),
    [
      'Cancellation answers',
      statusesOf(cancels),
      'all 200',
      Object.keys(cancels.statuses).join() === '200' && cancels.errors + cancels.timeouts === 0,
    ],
  ];
}

let failed = false;
try {
  await dropHolds();
  const rows = [
    ...(PARTS.has('search') ? await benchSearch() : []),
    ...(PARTS.has('lifecycle') ? await benchLifecycle() : []),
  ];
  console.info('\np50/p95 computed from every response time.');
  for (const [label, value, budget, ok] of rows) {
    console.info(
      `${label.padEnd(46)} ${value.padStart(16)}  ${budget.padEnd(6)} ${budget ? (ok ? 'ok' : 'OVER BUDGET') : ''}`,
    );
  }
  failed = rows.some(([, , , ok]) => !ok);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
}
process.exit(failed ? 1 : 0);
