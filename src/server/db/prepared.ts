import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

/**
 * A query built once per database handle, then run as a named prepared statement: hot paths skip
 * building the SQL on every request, and PostgreSQL parses it once per connection.
 */
export function preparedOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();
/**
 * Statement texts given a name, per process. The name is derived from the text, never from a
 * counter: the pages and the API are separate bundles with separate copies of this module sharing
 * one pool, and two counters once gave one name to two statements on one connection ("Prepared
 * statements must be unique"). The set is on globalThis so that every copy counts against one
 * bound: each connection keeps every statement it prepared and its plan (tens of kilobytes) until
 * it closes, so past this many shapes new ones run unnamed.
 */
const holder = globalThis as typeof globalThis & { __preparedNames?: Set<string>; __statementSightings?: Map<string, number> };
const named = (holder.__preparedNames ??= new Set<string>());
const MAX_NAMED_SHAPES = 250;
/** How often each text was seen before it is named: a text run once (a list of one length) takes no name. */
const sightings = (holder.__statementSightings ??= new Map<string, number>());
const MAX_SIGHTINGS = 5_000;

/** A statement name for a text: the prefix for reading, then a hash of the text for uniqueness. */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
}

/** The name a text runs under, if it may have one (see `named`). */
function nameFor(prefix: string, text: string): string | undefined {
  const name = statementName(prefix, text);
  if (named.has(name)) return name;
  if (named.size >= MAX_NAMED_SHAPES) return undefined;
  named.add(name);
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * Every statement with parameters that the pool runs more than once becomes a named prepared
 * statement, named after its text: PostgreSQL parses it once per connection and, after five calls,
 * may keep one plan for it. Parsing and planning were most of the database's work in a payment
 * (fourteen short statements): naming them took payments from 307 to 443 a second on the bench.
 * A statement whose plan must follow its values (the text search) is run with `name: ''`.
 * Transactions' own BEGIN and COMMIT carry no parameters and stay as they are.
 */
export function nameStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
    const naming = (config: unknown, values?: unknown, callback?: unknown) => {
      if (config && typeof config === 'object' && !('name' in config && (config as QueryConfig).name !== undefined)) {
        const { text, values: own } = config as QueryConfig;
        const hasValues = (Array.isArray(values) && values.length > 0) || (Array.isArray(own) && own.length > 0);
        if (typeof text === 'string' && hasValues) {
          const seen = (sightings.get(text) ?? 0) + 1;
          if (sightings.size >= MAX_SIGHTINGS) sightings.clear();
          sightings.set(text, seen);
          const name = seen > 1 ? nameFor('q', text) : undefined;
          if (name) config = { ...config, name };
        }
      }
      return query(config, values, callback);
    };
    client.query = naming as typeof client.query;
  });
}

/**
 * Runs a query built per request and returns its rows. Given a name prefix, on PostgreSQL it runs
 * as a prepared statement under that prefix from its first call; without one it is planned for its
 * values on every call, for statements whose best plan depends on them. On PGlite, one in-process
 * connection, it always runs as is.
 */
export async function queryRows<T>(db: Db, query: SQL, prepareAs?: string): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = prepareAs === undefined ? '' : (nameFor(prepareAs, text) ?? '');
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: params as unknown[] })).rows;
}
