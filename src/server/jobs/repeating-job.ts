import type PgBoss from 'pg-boss';
import { log } from '../core/log';

export type RepeatingJob = {
  /** The pg-boss queue's name. */
  name: string;
  everySeconds: number;
  /** Longer than any run should take: past it a run counts as dead (its process died) and the next may start. */
  timeoutSeconds: number;
  run: () => Promise<unknown>;
};

/**
 * Runs a job every `everySeconds`, sooner than pg-boss's cron (whole minutes) allows, as a chain of
 * jobs kept in the database:
 * - each run first queues the next one `everySeconds` later (`startAfter`), then does its work,
 *   so a run that fails or dies half-way has already passed the baton;
 * - the queue's `stately` policy allows one job waiting and one running: the next runs queued by
 *   several processes (or by a restart) collapse into one, and no two runs ever overlap, in one
 *   process or across instances;
 * - the next run is a row, so a restart resumes the chain where it was (one that was due while
 *   everything was down runs at once), and a stored cron schedule queues a run every minute,
 *   which the policy drops while the chain is alive and which restarts it should it ever break.
 */
export async function startRepeating(boss: PgBoss, job: RepeatingJob): Promise<void> {
  const queue: PgBoss.Queue = {
    name: job.name,
    policy: 'stately',
    expireInSeconds: job.timeoutSeconds,
    retryLimit: 0,
  };
  await boss.createQueue(job.name, queue);
  await boss.updateQueue(job.name, queue);
  await boss.schedule(job.name, '* * * * *');
  // A tenth of the period, between pg-boss's floor (0.5 s) and 5 s: a due run starts soon after its time.
  const pollingIntervalSeconds = Math.min(5, Math.max(0.5, job.everySeconds / 10));
  await boss.work(job.name, { pollingIntervalSeconds }, async () => {
    await boss.send(job.name, {}, { startAfter: job.everySeconds });
    try {
      return { done: await job.run() };
    } catch (error) {
      log.error({ job: job.name, err: error }, 'job failed');
      throw error;
    }
  });
  await boss.send(job.name, {});
}
