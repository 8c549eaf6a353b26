import { describeError } from './log';

/** Where the server sends its errors: Sentry, when the process was started with a DSN (sentry.server.config.ts). */
const serverDsn = () => process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN;

/** Where an unexpected error happened: enough to find its log line, nothing of the person. */
export type ErrorPlace = { requestId?: string; method: string; route: string };

/**
 * The error as a report may carry it: what `describeError` keeps for the logs (a database error's
 * code and names, any other message with e-mail addresses and phone numbers masked, never a failed
 * query's statement or parameters), with the original stack's frames.
 */
export function reportableError(error: unknown): Error {
  const described = describeError(error);
  const text = [described.message, described.code, described.constraint, described.table].filter(
    (part) => typeof part === 'string',
  );
  const reported = new Error(text.join(' ') || String(described.type));
  reported.name = String(described.type);
  const frames =
    error instanceof Error && error.stack
      ? error.stack.split('\n').filter((line) => line.startsWith('    at '))
      : [];
  reported.stack = [`${reported.name}: ${reported.message}`, ...frames].join('\n');
  return reported;
}

/**
 * Sends an error nobody expected (the API's 500s) to Sentry, when the server reports to one; does
 * nothing otherwise, and never throws: a report that cannot be made must not change the answer.
 */
export function reportUnexpected(error: unknown, place: ErrorPlace): void {
  if (!serverDsn()) return;
  import('@sentry/nextjs')
    // Bundled (Next's server), its exports are named; under Node's own loader (`npm run api`) they
    // are only the CommonJS module's default.
    .then((loaded) => (loaded.default as typeof loaded.default | undefined) ?? loaded)
    .then((Sentry) =>
      Sentry.captureException(reportableError(error), {
        tags: { route: place.route, method: place.method },
        extra: place.requestId ? { request_id: place.requestId } : undefined,
      }),
    )
    .catch(() => undefined);
}
