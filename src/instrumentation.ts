import type { Instrumentation } from 'next';

// The server reports to Sentry only when a DSN is configured; otherwise Sentry is never loaded.
const serverDsn = process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN;

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Checked as the server starts, so that an unsafe deployment never answers a single request.
  const { assertSafeConfig } = await import('./server/env');
  try {
    assertSafeConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (serverDsn) await import('../sentry.server.config');
  // The scheduler (expiry, completion, refund retries) runs in every server process, beside the
  // requests; not awaited, so that the first request need not wait for it.
  const { startProcessJobs } = await import('./server/jobs/process-jobs');
  startProcessJobs().catch((error: unknown) => console.error('The job engine did not start:', error));
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !serverDsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
