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
const holder = globalThis as typeof globalThis & { __preparedNames?: Set<string> };
const named = (holder.__preparedNames ??= new Set<string>());
const MAX_NAMED_SHAPES = 100;

/** A statement name for a text: the prefix for reading, then a hash of the text for uniqueness. */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
}

/**
 * Runs a query built per request and returns its rows. Given a name prefix, on PostgreSQL it runs
 * as a prepared statement named after its text: each connection of the pool parses it once, and
 * after five calls PostgreSQL may keep one generic plan for it instead of planning every call.
 * Only for statements whose generic plan is sound: without a prefix, a statement is planned for
 * its values on every call. On PGlite, one in-process connection, it always runs as is.
 */
export async function queryRows<T>(db: Db, query: SQL, prepareAs?: string): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (prepareAs === undefined || !(client instanceof pg.Pool)) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name: string | undefined = statementName(prepareAs, text);
  if (!named.has(name)) {
    if (named.size < MAX_NAMED_SHAPES) named.add(name);
    else name = undefined;
  }
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: params as unknown[] })).rows;
}
