/**
 * What a server process does as it starts (Node.js runtime only, from src/instrumentation.ts; kept
 * apart so that the Edge build of instrumentation never sees these Node.js APIs).
 */
export async function startServerProcess(serverDsn: string | undefined): Promise<void> {
  // Checked as the server starts, so that an unsafe deployment never answers a single request.
  const { assertSafeConfig } = await import('./env');
  try {
    assertSafeConfig();
  } catch (error) {
    const { log } = await import('./core/log');
    log.fatal({ err: error }, 'unsafe configuration');
    process.exit(1);
  }
  if (serverDsn) await import('../../sentry.server.config');
  // The scheduler (expiry, completion, refund retries, messages) runs in every server process,
  // beside the requests; not awaited, so that the first request need not wait for it.
  const { getDatabase } = await import('./db/client');
  const { log } = await import('./core/log');
  // Opened (and migrated) as the server starts rather than by the first request; /readyz says when it is done.
  getDatabase().catch((error: unknown) => log.error({ err: error }, 'the database could not be opened'));
  const { startProcessJobs } = await import('./jobs/process-jobs');
  startProcessJobs().catch((error: unknown) => log.error({ err: error }, 'the job engine did not start'));
}
