import type { ErrorEvent, EventHint, init } from '@sentry/nextjs';
import { publicEnv } from './public-env';

/**
 * Error reporting (Sentry), inert unless NEXT_PUBLIC_SENTRY_DSN is set. `@sentry/nextjs` is only
 * imported on demand, so it never weighs on a page's first load.
 */
export const sentryDsn = process.env.NEXT_PUBLIC_SENTRY_DSN || undefined;

export type ErrorContext = Record<string, unknown>;
export type ErrorReporter = (error: unknown, context?: ErrorContext) => void;

const sentryReporter: ErrorReporter = (error, context) => {
  if (!sentryDsn) return;
  import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(error, context ? { extra: context } : undefined))
    .catch((failure: unknown) => console.error('error reporting unavailable', failure));
};

let reporter: ErrorReporter = sentryReporter;

/** Replaces where errors go (tests spy on reports this way); null restores Sentry. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next ?? sentryReporter;
}

export function captureException(error: unknown, context?: ErrorContext): void {
  reporter(error, context);
}

/**
 * docs/product.md §8, what is never reported: network failures (nothing to fix on our side),
 * cancelled requests (a user moving on), expired identity tokens and identity network failures (the
 * identity provider recovers or signs the user out), and Next's redirect/not-found control flow.
 */
// Whole messages: axios' network failure, the api client's cancellation (src/lib/api-client.ts)
// and axios' own cancellation before the client renames it.
const IGNORED_MESSAGES = ['Network Error', 'Query was cancelled', 'canceled'];
// Parts of messages: Firebase wraps its codes ("Firebase: Error (auth/…)."), Next its digests.
const IGNORED_FRAGMENTS = [
  'auth/user-token-expired',
  'auth/network-request-failed',
  'NEXT_REDIRECT',
  'NEXT_NOT_FOUND',
  'NEXT_HTTP_ERROR_FALLBACK;404',
];
const IGNORED_CODES = [
  'ERR_NETWORK',
  'ERR_CANCELED',
  'auth/user-token-expired',
  'auth/network-request-failed',
];

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;

const matchesMessage = (text: unknown) =>
  typeof text === 'string' &&
  (IGNORED_MESSAGES.includes(text) || IGNORED_FRAGMENTS.some((fragment) => text.includes(fragment)));

/** True for the failures docs/product.md §8 keeps out of error reporting. */
export function isIgnoredError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const code = field(error, 'code');
  if (typeof code === 'string' && IGNORED_CODES.includes(code)) return true;
  return (
    matchesMessage(field(error, 'message')) || matchesMessage(field(error, 'digest')) || matchesMessage(error)
  );
}

/** Sentry `beforeSend`: drops the errors of `isIgnoredError`, whether thrown or only described. */
export function beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  if (isIgnoredError(hint.originalException)) return null;
  const described = event.exception?.values ?? [];
  if (described.some((exception) => matchesMessage(exception.value))) return null;
  if (matchesMessage(event.message)) return null;
  return event;
}

type SentryOptions = NonNullable<Parameters<typeof init>[0]>;

/** Options docs/product.md §9 gives to both Sentry configurations (browser and server). */
export const sentryOptions = {
  environment: publicEnv.appEnv,
  tracesSampleRate: 0.25,
  beforeSend,
  // A report says where and what failed, never who: no IP address or user fields, no cookies,
  // headers, query strings or bodies (an e-mail address, a token), no query parameters and no local
  // variables of the failing code (a person's record). Sentry's defaults collect all of these.
  dataCollection: {
    userInfo: false,
    cookies: false,
    httpHeaders: false,
    httpBodies: [],
    urlQueryParams: false,
    databaseQueryData: false,
    queues: false,
    stackFrameVariables: false,
  },
  // A visit to a page that does not exist is not a performance question. (Sentry 11 streams spans,
  // where `beforeSendTransaction` no longer runs: spans are filtered here.)
  ignoreSpans: [
    /(^|\s)\/(404|_not-found)$/,
    { op: 'http.server', attributes: { 'http.response.status_code': 404 } },
  ],
} satisfies SentryOptions;
