import pg from 'pg';
import type PgBoss from 'pg-boss';
import { log } from '../core/log';

/** pg-boss's database port over a small pool of its own, apart from the app's requests. */
export function postgresExecutor(url: string, poolSize: number): PgBoss.Db & { close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: 'nook-jobs' });
  // An idle connection dropped by the server is replaced on the next query; unheard, its error would end the process.
  pool.on('error', (error) => log.error({ err: error }, 'job engine: idle connection lost'));
  return {
    // Without parameters, pg sends the text as a simple query, which may hold several statements.
    executeSql: (text: string, values?: unknown[]) => pool.query(text, values),
    close: () => pool.end(),
  };
}
