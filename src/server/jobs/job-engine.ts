import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { MailSetup } from '../messages/delivery';
import type { PaymentProvider } from '../integrations/payments/provider';
import { drainingExecutor } from './draining-executor';
import { pgliteExecutor } from './pglite-executor';
import { postgresExecutor } from './postgres-executor';
import { startRepeating } from './repeating-job';
import { sweeps, type SweepIntervals } from './sweeps';
import { log } from '../core/log';

export type JobEngineOptions = {
  database: Database;
  payments: PaymentProvider;
  now?: () => Date;
  every: SweepIntervals;
  /** PostgreSQL: connections of pg-boss's own pool, apart from the app's. */
  poolSize?: number;
  /** Where the outbox's messages go, and what their links are made with; without it they wait. */
  mail?: MailSetup;
};

export type JobEngine = {
  /** Lets a run under way finish, then stops (once, however often it is called); the app's database stays open. */
  stop: () => Promise<void>;
};

/** pg-boss keeps its tables in this schema, apart from the app's. */
export const JOBS_SCHEMA = 'pgboss';

/** Where pg-boss keeps its jobs: a pool of its own on PostgreSQL, the process's one handle on PGlite. */
function executorOf(database: Database, poolSize: number): PgBoss.Db & { close?: () => Promise<void> } {
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('job engine: the PostgreSQL database has no connection string');
    return postgresExecutor(database.url, poolSize);
  }
  if (!database.pglite) throw new Error('job engine: the embedded database has no PGlite handle');
  return pgliteExecutor(database.pglite);
}

/**
 * Starts pg-boss on the app's database (creating or migrating its own schema on first start) and
 * the lifecycle's sweeps on it. Every server process starts one: a sweep never runs twice at once.
 */
export async function startJobEngine(options: JobEngineOptions): Promise<JobEngine> {
  const executor = executorOf(options.database, options.poolSize ?? 2);
  const gate = drainingExecutor(executor);
  const boss = new PgBoss({
    db: gate,
    schema: JOBS_SCHEMA,
    // A run whose process died stays "active", holding its queue, until its timeout is found out here.
    maintenanceIntervalSeconds: 30,
    // Three sweeps queue thousands of runs a day: finished ones leave the job table after an hour
    // and the archive after a day.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterHours: 24,
  });
  // Unheard, an 'error' event would end the process; pg-boss tries again on its own.
  boss.on('error', (error) => log.error({ err: error }, 'job engine'));

  let stopping = false;
  const context = {
    db: options.database.db,
    payments: options.payments,
    now: options.now ?? (() => new Date()),
    mail: options.mail,
  };
  // A job fetched as the engine stops is let go undone: the database may be closing.
  const jobs = sweeps(context, options.every).map((job) => ({
    ...job,
    run: async () => (stopping ? null : job.run()),
  }));
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      await boss.stop({ graceful: true, timeout: 5_000 });
      // A run fetched as pg-boss stopped still passes the baton and completes (draining-executor.ts).
      await gate.quiet(250, 5_000);
      await gate.close();
      await executor.close?.();
      options.mail?.mailer.close();
    })());

  try {
    await boss.start();
    for (const job of jobs) await startRepeating(boss, job);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
