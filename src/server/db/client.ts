import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverEnv } from '../env';
import { acquireDataLock } from './data-lock';
import { nameStatements } from './prepared';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The PostgreSQL server's connection string, for what keeps its own pool (the job engine). */
  url?: string;
  /** The embedded engine itself, for what only it can do (dumping a data folder). */
  pglite?: PGlite;
};

export type OpenOptions =
  /** PostgreSQL server. */
  | { url: string }
  /** Embedded PGlite persisted in a folder (locked against a second process). */
  | { dir: string }
  /** Embedded PGlite in memory, optionally starting from a dumped data folder (tests). */
  | { memory: true; from?: Blob };

const migrationsFolder = path.join(process.cwd(), 'src/server/db/migrations');

const pgliteExtensions = { btree_gist, pg_trgm };

/** Opens a database and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    // An idle connection dropped by the server (restart, failover) is replaced on the next query;
    // unheard, its error would end the whole process.
    pool.on('error', (error) => console.error(`database: idle connection lost: ${error.message}`));
    nameStatements(pool);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', url: options.url, close: () => pool.end() };
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
    return {
      db: db as unknown as Db,
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

/** Opens the database the configuration points at: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function openConfiguredDatabase(): Promise<Database> {
  const env = serverEnv();
  return openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.pgliteDir });
}

// One handle per process, kept on globalThis so that hot reload does not open a second one.
const holder = globalThis as typeof globalThis & { __database?: Promise<Database> };

export function getDatabase(): Promise<Database> {
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
