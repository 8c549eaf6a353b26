import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's database port over the process's one PGlite handle (a second handle on the same
 * folder would silently lose writes). pg-boss sends two kinds of text:
 * - one statement with parameters ($1…): PGlite's `query`, which takes parameters;
 * - text without parameters, which may hold several statements: its schema creation, migrations
 *   and maintenance are `BEGIN; SET LOCAL …; pg_advisory_xact_lock(…); …; COMMIT;`. PGlite's
 *   `exec` runs those, but one that fails half-way would leave the shared session in an aborted
 *   transaction, and every later query of the app would fail until a ROLLBACK. Run inside
 *   PGlite's `transaction()`, a failure is rolled back before the handle is let go (the inner
 *   BEGIN and the outer COMMIT then only draw warnings).
 * PGlite runs one query at a time per process, so the advisory locks and SKIP LOCKED that keep
 * pg-boss's instances apart on PostgreSQL simply always succeed here.
 */
export function pgliteExecutor(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.transaction((tx) => tx.exec(text));
      // pg-boss reads rows only from its single-statement texts, whose result is the last one.
      return results.at(-1) ?? { rows: [] };
    },
  };
}
