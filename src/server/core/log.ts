import pino from 'pino';

/**
 * The server's one logger: a JSON line per event on standard output, for the platform to collect.
 * Level from LOG_LEVEL (trace, debug, info, warn, error, fatal, silent; info by default).
 *
 * No personal data reaches a log line: callers log ids, routes, statuses and durations, never a
 * request's body, query string or a person's fields; and errors go through `describeError`, which
 * keeps a database error's code and names (never its message, detail or the statement's
 * parameters) and masks any e-mail address or phone number left in another error's message.
 */
export const log = pino(
  {
    level: process.env.LOG_LEVEL || 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: describeError },
  },
  standardOutput(),
);

/**
 * Standard output, written in blocks of 4 kB and at least once a second rather than once a line: a
 * write per line (a request's line, handed to libuv's thread pool and back) cost a search through
 * `npm start` a fifth of its CPU (bench:ssr, 1.06 → 0.86 ms). pino writes what is left as the
 * process exits, the graceful stop's exit included; a crash of the machine loses at most the last
 * second. One buffer per process, on globalThis: the pages, the API and the server each bundle a
 * copy of this module, and their lines stay in the order they were logged.
 */
function standardOutput() {
  const holder = globalThis as typeof globalThis & { __standardOutput?: ReturnType<typeof pino.destination> };
  if (holder.__standardOutput) return holder.__standardOutput;
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed (the process is exiting): nothing is left to write.
    }
  }, 1000).unref();
  holder.__standardOutput = destination;
  return destination;
}

export type Logger = typeof log;

const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+\.[a-z]{2,}/gi;
// French numbers (06 12 34 56 78, +33 6 12 34 56 78) and other international ones (+44 20 7946 0958);
// never a run of digits inside an id (a UUID's all-digit group is preceded by a hyphen).
const PHONE =
  /(?<![\w-])(?:(?:\+|00)\d{1,3}[\s.-]?\d(?:[\s.-]?\d){6,11}|0[1-9](?:[\s.-]?\d{2}){4})(?![\w-])/g;

/** `text` with e-mail addresses and phone numbers masked. */
export const maskPersonalData = (text: string): string =>
  text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');

type PgFields = {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
};

/** The database error in a chain of causes (Drizzle wraps the driver's), if any. */
function databaseError(error: unknown): PgFields | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const code = (current as PgFields).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgFields;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What a log line says of an error. A database error is told by its SQLSTATE and the names it
 * gives (constraint, table, column): its message and detail may quote the values refused, and a
 * failed query's message lists its parameters. Any other error keeps its type, masked message and
 * stack, and its cause the same way.
 */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  const database = databaseError(error);
  if (database) {
    const { code, constraint, table, column, routine } = database;
    return { type: 'DatabaseError', code, constraint, table, column, routine };
  }
  if (!(error instanceof Error)) return { type: typeof error, message: maskPersonalData(String(error)) };
  // Drizzle's failed query (without a SQLSTATE: the connection failed) carries its statement and parameters.
  const failedQuery = 'params' in error && 'query' in error;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: failedQuery ? 'Failed query' : maskPersonalData(error.message),
    ...(error.stack && !failedQuery ? { stack: maskPersonalData(error.stack) } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: describeError(error.cause, depth + 1) } : {}),
  };
}
