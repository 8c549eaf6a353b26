import { createHash } from 'node:crypto';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
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
const holder = globalThis as typeof globalThis & {
  __preparedNames?: Set<string>;
  __statementNames?: Map<string, string | number>;
  __ownShapes?: Map<string, Set<string>>;
};
const named = (holder.__preparedNames ??= new Set<string>());
const MAX_NAMED_SHAPES = 250;
/** The names of prefixes that count their shapes apart from `named`, each against its own bound. */
const ownShapes = (holder.__ownShapes ??= new Map<string, Set<string>>());
/**
 * Each text the pool ran: its name once it has one, else how often it was seen. A text run once (a
 * list of one length) takes no name; hashing every text on every call cost more than the lookup.
 */
const texts = (holder.__statementNames ??= new Map<string, string | number>());
const MAX_TEXTS = 5_000;

/** A statement name for a text: the prefix for reading, then a hash of the text for uniqueness. */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
}

/**
 * `statementName`, remembered per text: a search builds its text on every call, and hashing it each
 * time cost a search more than the lookup. Named shapes are bounded, so the texts are few.
 */
const hashed = new Map<string, string>();
function hashedName(prefix: string, text: string): string {
  const key = `${prefix}:${text}`;
  let name = hashed.get(key);
  if (name === undefined) {
    if (hashed.size >= MAX_TEXTS) hashed.clear();
    name = statementName(prefix, text);
    hashed.set(key, name);
  }
  return name;
}

/**
 * The name a text runs under, if it may have one: counted against `named`, or, given a bound of its
 * own, against the other texts of its prefix alone (so that a statement of many shapes cannot take
 * the names every other statement needs).
 */
function nameFor(prefix: string, text: string, ownBound?: number): string | undefined {
  const name = hashedName(prefix, text);
  let shapes = named;
  let bound = MAX_NAMED_SHAPES;
  if (ownBound !== undefined) {
    shapes = ownShapes.get(prefix) ?? new Set<string>();
    ownShapes.set(prefix, shapes);
    bound = ownBound;
  }
  if (shapes.has(name)) return name;
  if (shapes.size >= bound) return undefined;
  shapes.add(name);
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
    const query = client.query.bind(client) as (
      config: unknown,
      values?: unknown,
      callback?: unknown,
    ) => unknown;
    const naming = (config: unknown, values?: unknown, callback?: unknown) => {
      if (
        config &&
        typeof config === 'object' &&
        !('name' in config && (config as QueryConfig).name !== undefined)
      ) {
        const { text, values: own } = config as QueryConfig;
        const hasValues =
          (Array.isArray(values) && values.length > 0) || (Array.isArray(own) && own.length > 0);
        if (typeof text === 'string' && hasValues) {
          const known = texts.get(text);
          let name = typeof known === 'string' ? known : undefined;
          if (known === undefined) {
            if (texts.size >= MAX_TEXTS) texts.clear();
            texts.set(text, 1);
          } else if (typeof known === 'number') {
            // Past the bound of names, '' marks the text as one that runs unnamed from now on.
            name = nameFor('q', text);
            texts.set(text, name ?? '');
          }
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
 *
 * `shapes` bounds how many texts of that prefix get a name, apart from every other statement's:
 * for a statement with values written in, whose texts are many. Each name costs every connection
 * its parsed statement and plans (some 260 kB for a search); past the bound, a text runs unnamed.
 */
export async function queryRows<T>(db: Db, query: SQL, prepareAs?: string, shapes?: number): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = prepareAs === undefined ? '' : (nameFor(prepareAs, text, shapes) ?? '');
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: params as unknown[] })).rows;
}

/** A statement's value by name: a placeholder when the statement is built once, else the value. */
export type StatementValue<Values> = (key: keyof Values & string) => SQL;

/** A statement built with its values, run as any other (PGlite, or a handle without a pool). */
async function runWithValues<Values extends Record<string, unknown>, Row>(
  db: Db,
  build: (value: StatementValue<Values>) => SQL,
  values: Values,
): Promise<Row[]> {
  return ((await db.execute(build((key) => sql`${sql.param(values[key])}`))) as unknown as { rows: Row[] })
    .rows;
}

/** A statement's text with placeholders for its values, and its parameters to fill (`fillPlaceholders`). */
const withPlaceholders = <Values>(build: (value: StatementValue<Values>) => SQL) =>
  dialect.sqlToQuery(build((key) => sql`${sql.placeholder(key)}`));

/**
 * A statement of many shapes (a search: its filters written in), each shape built once: drizzle
 * composing a search cost some 35 µs of every call. `key` names the shape, and `build` makes its
 * text from it alone, its values by name (`value`). On PostgreSQL the built text runs with each
 * call's values, named (`queryRows`' `prepareAs` and `shapes`) unless `named` is false; on PGlite,
 * it is built with the values, as any other.
 */
export function shapedStatement<Values extends Record<string, unknown>>(prefix: string, shapes: number) {
  // Each shape's name too, once asked for: its text is hashed once, and names once given are kept.
  const built = new Map<string, { text: string; params: unknown[]; name?: string }>();
  return async <Row>(
    db: Db,
    key: string,
    build: (value: StatementValue<Values>) => SQL,
    values: Values,
    named: boolean,
  ): Promise<Row[]> => {
    const client = (db as { $client?: unknown }).$client;
    if (!(client instanceof pg.Pool)) return runWithValues<Values, Row>(db, build, values);
    let shape = built.get(key);
    if (!shape) {
      // Bounded as the names are: past it, shapes are built again as they come.
      if (built.size >= MAX_TEXTS) built.clear();
      const { sql: text, params } = withPlaceholders(build);
      shape = { text, params };
      built.set(key, shape);
    }
    const name = named ? (shape.name ??= nameFor(prefix, shape.text, shapes) ?? '') : '';
    return (
      await client.query<Row & pg.QueryResultRow>({
        name,
        text: shape.text,
        values: fillPlaceholders(shape.params, values),
      })
    ).rows;
  };
}
