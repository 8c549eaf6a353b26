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
