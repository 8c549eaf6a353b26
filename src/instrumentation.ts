import type { Instrumentation } from 'next';

// The server reports to Sentry only when a DSN is configured; otherwise Sentry is never loaded.
const serverDsn = process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN;

export async function register(): Promise<void> {
  // Written as Next.js documents it, so that the Edge build drops the import (and its Node.js APIs).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServerProcess } = await import('./server/start-server-process');
    await startServerProcess(serverDsn);
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !serverDsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
