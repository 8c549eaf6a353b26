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
    console.error(`${what} on PostgreSQL: set DATABASE_URL=postgresql://user@host:port/db (the bench uses its own database "bench" on that server).`);
    process.exit(1);
  }
  return url;
}

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
