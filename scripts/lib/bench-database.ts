import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { isBenchSeeded, seedBench } from '../../src/server/db/seed/seed-bench';

/**
 * DATABASE_URL, which a bench needs to be a PostgreSQL server's; else says so, naming `what` it
 * measures, and ends the process.
 */
export function postgresServerUrl(what: string): string {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error(
      `${what} on PostgreSQL: set DATABASE_URL=postgresql://user@host:port/db (the bench uses its own database "bench" on that server).`,
    );
    process.exit(1);
  }
  return url;
}

/**
 * Seconds of unmeasured load before each measured part of a bench (BENCH_WARM_UP, 10): a server
 * answers from code V8 has optimized only after a few seconds of the same calls, and compiling it
 * took a quarter of a two-core machine's CPU in the first ten seconds, next to nothing after
 * fifteen, which a server running for more than a minute no longer pays.
 */
export const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 10);

/** The `p`th percentile of `values` (nearest rank). */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** The URL of the database `bench` on the server of `url`, created if it is not there yet. */
export async function ensureBenchDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', ['bench']);
    if (!rowCount) await admin.query('CREATE DATABASE bench');
  } finally {
    await admin.end();
  }
  const benchUrl = new URL(url);
  benchUrl.pathname = '/bench';
  return benchUrl.toString();
}

/** Migrates (openDatabase does) and seeds the bench catalogue of `benchUrl` unless it is already there. */
export async function ensureBenchCatalogue(benchUrl: string): Promise<void> {
  const database = await openDatabase({ url: benchUrl });
  try {
    if (await isBenchSeeded(database.db)) return;
    console.info('Seeding the bench catalogue (once; a few minutes)…');
    await seedBench(database.db, { log: (line) => console.info(`  ${line}`) });
  } finally {
    await database.close();
  }
}

/** Clock ticks per second of /proc's CPU times. */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time (ms) used so far by every PostgreSQL process of this machine, from /proc: null where
 * there is no /proc (not Linux) or the server is not on this machine (then nothing is named so).
 */
export function postgresCpuMs(url: string): number | null {
  if (
    !['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(url).hostname) ||
    !existsSync('/proc/self/stat')
  )
    return null;
  let ticks = 0;
  let found = false;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (!stat.includes('(postgres)')) continue;
    // utime and stime: the 14th and 15th fields, the 12th and 13th after the name in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? (ticks * 1000) / ticksPerSecond : null;
}
