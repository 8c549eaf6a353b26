import { getDatabase } from '../db/client';
import { serverEnv } from '../env';
import { smtpMailer } from '../integrations/mail';
import { unsubscribeSecret } from '../local-secret';
import { configuredPaymentProvider } from '../integrations/payments/configured-provider';
import { startJobEngine, type JobEngine } from './job-engine';
import { log } from '../core/log';
import { onStop } from '../operations/process-state';

// One engine per process, kept on globalThis like the database handle, so hot reload never starts a second.
const holder = globalThis as typeof globalThis & { __jobEngine?: Promise<JobEngine | undefined> };

async function start(): Promise<JobEngine | undefined> {
  const env = serverEnv();
  if (env.JOBS === 'off') return undefined;
  const database = await getDatabase();
  const every = {
    expirySeconds: env.JOBS_EXPIRY_SECONDS,
    completionSeconds: env.JOBS_COMPLETION_SECONDS,
    refundRetrySeconds: env.JOBS_REFUND_RETRY_SECONDS,
    messagesSeconds: env.JOBS_MESSAGES_SECONDS,
    remindersSeconds: env.JOBS_REMINDERS_SECONDS,
  };
  const mail = env.SMTP_URL
    ? {
        mailer: smtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM, replyTo: env.SUPPORT_EMAIL }),
        appUrl: env.NEXT_PUBLIC_APP_URL,
        unsubscribe: { secret: unsubscribeSecret(env), mailbox: env.SUPPORT_EMAIL },
      }
    : undefined;
  const engine = await startJobEngine({
    database,
    payments: configuredPaymentProvider(env),
    every,
    poolSize: env.JOBS_POOL_SIZE,
    mail,
  });
  log.info({ database: database.kind, every }, 'jobs running');
  if (mail)
    log.info(
      { smtpHost: new URL(env.SMTP_URL ?? '').host, everySeconds: every.messagesSeconds },
      'messages sent through SMTP',
    );
  else log.warn('no SMTP_URL: messages wait in the outbox');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopOn(signal));
  return engine;
}

/**
 * Stops the engine on a signal that ends the server. Whoever else listens owns the exit (Next's
 * server, the standalone API); with no one else, the signal is raised again so that it ends the
 * process as it would have without this listener.
 */
async function stopOn(signal: NodeJS.Signals): Promise<void> {
  await stopProcessJobs();
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

/** Starts this process's job engine, once, unless JOBS=off; resolves once it runs. */
export function startProcessJobs(): Promise<JobEngine | undefined> {
  // Stopped first as the process stops: a run under way finishes, no other starts.
  if (!holder.__jobEngine) onStop('jobs', 10, stopProcessJobs);
  holder.__jobEngine ??= start().catch((error: unknown) => {
    holder.__jobEngine = undefined;
    throw error;
  });
  return holder.__jobEngine;
}

/** Stops this process's job engine, if it runs. */
export async function stopProcessJobs(): Promise<void> {
  const engine = await holder.__jobEngine?.catch(() => undefined);
  await engine?.stop();
}
