import type PgBoss from 'pg-boss';

type Result = Awaited<ReturnType<PgBoss.Db['executeSql']>>;

/**
 * Lets pg-boss be stopped before the database closes, without a stray query. After pg-boss's own
 * stop, a worker may still be fetching, and pg-boss completes a job without awaiting the query:
 * against a closed database that query would reject with no one to hear it, an unhandled
 * rejection. Once `close()` is called, every new query answers "nothing" without reaching the
 * database (no rows, or a count of none for a command), and `close()` resolves when the queries
 * under way have settled.
 *
 * A fetch still under way when pg-boss stops has already marked its job active: answered "nothing"
 * from then on, its handler could neither queue the next run nor complete it, and the job would hold
 * its queue until its timeout. `quiet()`, called before `close()`, lets such a late job finish with
 * the database still open: it resolves once no query has run for `idleMs` (or after `maxMs`).
 */
export function drainingExecutor(
  inner: PgBoss.Db,
): PgBoss.Db & { quiet: (idleMs: number, maxMs: number) => Promise<void>; close: () => Promise<void> } {
  let closed = false;
  const running = new Set<Promise<unknown>>();
  let lastSettled = Date.now();
  return {
    executeSql(text: string, values?: unknown[]): Promise<Result> {
      // pg-boss reads its commands' (complete, fail, cancel…) answer as one row with a count.
      if (closed) return Promise.resolve({ rows: /select count\(\*\)/i.test(text) ? [{ count: 0 }] : [] });
      const query = inner.executeSql(text, values ?? []);
      running.add(query);
      const forget = () => {
        running.delete(query);
        lastSettled = Date.now();
      };
      query.then(forget, forget);
      return query;
    },
    async quiet(idleMs, maxMs) {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && (running.size > 0 || Date.now() - lastSettled < idleMs)) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(50, idleMs)));
      }
    },
    async close() {
      closed = true;
      await Promise.allSettled(running);
    },
  };
}
