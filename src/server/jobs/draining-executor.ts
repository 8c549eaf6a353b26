import type PgBoss from 'pg-boss';

type Result = Awaited<ReturnType<PgBoss.Db['executeSql']>>;

/**
 * Lets pg-boss be stopped before the database closes, without a stray query. After pg-boss's own
 * stop, a worker may still be fetching, and pg-boss completes a job without awaiting the query:
 * against a closed database that query would reject with no one to hear it, an unhandled
 * rejection. Once `close()` is called, every new query answers "no rows" without reaching the
 * database, and `close()` resolves when the queries under way have settled.
 */
export function drainingExecutor(inner: PgBoss.Db): PgBoss.Db & { close: () => Promise<void> } {
  let closed = false;
  const running = new Set<Promise<unknown>>();
  return {
    executeSql(text: string, values?: unknown[]): Promise<Result> {
      if (closed) return Promise.resolve({ rows: [] });
      const query = inner.executeSql(text, values ?? []);
      running.add(query);
      const forget = () => running.delete(query);
      query.then(forget, forget);
      return query;
    },
    async close() {
      closed = true;
      await Promise.allSettled(running);
    },
  };
}
