import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverEnv } from '../env';
import { acquireDataLock } from './data-lock';
import { nameStatements } from './prepared';
import { openReplica } from './replica';
import * as schema from './schema';
import { log } from '../core/log';
import { onStop } from '../operations/process-state';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /**
   * Where reads that may lag the primary by a moment go (search, space pages, sitemaps,
   * availability): the read replica when DATABASE_READ_URL is set (the primary whenever it fails),
   * else `db` itself. Never for a read that decides a write.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The PostgreSQL server's connection string, for what keeps its own pool (the job engine). */
  url?: string;
  /** The embedded engine itself, for what only it can do (dumping a data folder). */
  pglite?: PGlite;
};

export type OpenOptions =
  /** PostgreSQL server. */
  | { url: string; readUrl?: string }
  /** Embedded PGlite persisted in a folder (locked against a second process). */
  | { dir: string }
  /** Embedded PGlite in memory, optionally starting from a dumped data folder (tests). */
  | { memory: true; from?: Blob };

const migrationsFolder = path.join(process.cwd(), 'src/server/db/migrations');
/** The current definition of each database function, one file each: the migrations' last word. */
const functionsFolder = path.join(process.cwd(), 'src/server/db/functions');

/**
 * Brings every database function to its definition in db/functions/ (CREATE OR REPLACE), after the
 * migrations: a migration that changes a function says why, and the file is what it now is.
 */
async function applyFunctions(db: { execute: (query: SQL) => Promise<unknown> }): Promise<void> {
  const files = fs.readdirSync(functionsFolder).filter((file) => file.endsWith('.sql'));
  for (const file of files.sort())
    await db.execute(sql.raw(fs.readFileSync(path.join(functionsFolder, file), 'utf8')));
}

const pgliteExtensions = { btree_gist, pg_trgm };

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Connections per pool: DATABASE_POOL_SIZE, else two per core of this machine (at least 4). More
 * connections than the database has cores to run them cost more than they give (README, Scaling):
 * on two cores shared with PostgreSQL, 4 answered searches and lifecycle calls with shorter tails
 * than 10.
 */
export function databasePoolSize(): number {
  const configured = Number(process.env.DATABASE_POOL_SIZE || Number.NaN);
  return Number.isInteger(configured) && configured > 0
    ? configured
    : Math.max(4, 2 * availableParallelism());
}

/**
 * Runs the migrations holding a PostgreSQL advisory lock, on a connection of its own: the
 * instances of a fleet start together, and the first migrates while the others wait, then find
 * nothing left to do.
 */
async function migrateOnce(url: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('nook:migrations'))`);
    await migrate();
  } finally {
    // Ending the session releases its lock.
    await lock.end();
  }
}

/** Opens a database and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('url' in options) {
    // A database that does not answer is reported (an error, /readyz 503) instead of waited for.
    const poolSize = databasePoolSize();
    const pool = new pg.Pool({
      connectionString: options.url,
      max: poolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection dropped by the server (restart, failover) is replaced on the next query;
    // unheard, its error would end the whole process.
    pool.on('error', (error) => log.error({ err: error }, 'database: idle connection lost'));
    nameStatements(pool);
    const db = drizzlePg(pool, { schema });
    try {
      await migrateOnce(options.url, async () => {
        await migratePg(db, { migrationsFolder });
        await applyFunctions(db);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    const replica = options.readUrl
      ? openReplica(options.readUrl, pool, { max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
      : undefined;
    return {
      db: db as unknown as Db,
      readDb: replica?.db ?? (db as unknown as Db),
      kind: 'postgres',
      url: options.url,
      close: async () => {
        await Promise.all([pool.end(), replica?.close()]);
      },
    };
  }

  let release = () => {};
  let client: PGlite;
  if ('dir' in options) {
    release = acquireDataLock(options.dir).release;
    client = new PGlite(options.dir, { extensions: pgliteExtensions });
  } else {
    client = new PGlite({ extensions: pgliteExtensions, loadDataDir: options.from });
  }
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await applyFunctions(db);
    return {
      db: db as unknown as Db,
      readDb: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Opens the database the configuration points at: PostgreSQL when DATABASE_URL is set (with its
 * read replica, DATABASE_READ_URL, if any), else PGlite.
 */
export function openConfiguredDatabase(): Promise<Database> {
  const env = serverEnv();
  return openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL, readUrl: env.DATABASE_READ_URL } : { dir: env.pgliteDir },
  );
}

// One handle per process, kept on globalThis so that hot reload does not open a second one.
const holder = globalThis as typeof globalThis & { __database?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  // Closed last as the process stops, once its requests and jobs are done.
  if (!holder.__database) onStop('database', 30, closeDatabase);
  holder.__database ??= openConfiguredDatabase().catch((error: unknown) => {
    holder.__database = undefined;
    throw error;
  });
  return holder.__database;
}

/** Closes this process's database, if it was opened (a server stopping). */
export async function closeDatabase(): Promise<void> {
  const opened = holder.__database;
  holder.__database = undefined;
  const database = await opened?.catch(() => undefined);
  await database?.close();
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** See `Database.readDb`. */
export async function getReadDb(): Promise<Db> {
  return (await getDatabase()).readDb;
}
