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
 * Statement text → name. Bounded: each connection keeps every statement it prepared and its plan
 * (tens of kilobytes) until it closes, so past this many shapes new ones run unnamed.
 */
const names = new Map<string, string>();
const MAX_NAMED_SHAPES = 100;

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
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_SHAPES) {
    name = `${prepareAs}_${names.size + 1}`;
    names.set(text, name);
  }
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: params as unknown[] })).rows;
}
