// `npm run dev`: the whole product on embedded defaults. Takes the lock on the local database,
// starts the auth emulator (unless a Firebase project is configured, or FIREBASE_AUTH_EMULATOR_HOST
// names one to use) and the mail catcher (unless SMTP_URL is set), each on its usual port or a
// free one, migrates and seeds an empty database, then runs `next dev` and says which URLs to open.
// Ctrl-C stops everything it started.
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { acquireDataLock, DataLockedError } from '../src/server/db/data-lock';
import { LOCAL_BOOKER_EMAIL, LOCAL_BOOKER_PASSWORD } from '../src/server/db/seed/seed-local-booker';
import { LOCAL_STAFF_EMAIL, LOCAL_STAFF_PASSWORD } from '../src/server/db/seed/seed-local-staff';
import { localDataDir } from '../src/server/env';
import {
  attachAuthEmulator,
  EmulatorSetupError,
  ensureEmulatorAccount,
  startAuthEmulator,
  USUAL_EMULATOR_PORT,
  type AuthEmulator,
} from './lib/auth-emulator';
import { canListen, nextFreePort, portHolder } from './lib/free-port';
import { startMailCatcher, type MailCatcher } from './lib/mail-catcher';
import { loadEnvFiles } from './lib/load-env';
import { startGroup, stopGroup, waitForExit, waitForHttp } from './lib/processes';

loadEnvFiles();
// Next's telemetry would try the network on every start.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const started = Date.now();
const port = Number(process.env.PORT || 3000);
// Every absolute link the product writes (messages, calendar files and feed, canonical links)
// leads to the port it serves on, unless a base URL is configured; set before the seed step and
// next's server (its job engine included) read it.
process.env.NEXT_PUBLIC_APP_URL ||= `http://localhost:${port}`;
const dataDir = localDataDir();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

let seeding: ChildProcess | undefined;
let emulator: AuthEmulator | undefined;
let mailCatcher: Promise<MailCatcher> | undefined;
let next: ChildProcess | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    // The seed step too, when something failed while it ran: it would go on holding the database.
    if (seeding) await stopGroup(seeding);
    if (next) await stopGroup(next);
    if (emulator) await emulator.stop();
    // Stopped even if it was still starting when something else failed.
    await (await mailCatcher?.catch(() => undefined))?.stop();
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/** Before anything starts: a port in use would only fail once everything else is up, in next's words. */
async function refuseTakenPort(): Promise<void> {
  if (await canListen(port)) return;
  const holder = portHolder(port);
  console.error(
    `Port ${port} is taken${holder ? ` (${holder})` : ''}: choose another one, e.g. PORT=${await nextFreePort(port)} npm run dev`,
  );
  process.exit(1);
}

/** Ours, on 9099 or a free port; or the one FIREBASE_AUTH_EMULATOR_HOST names, never one that merely answers on 9099. */
async function identityEmulator(): Promise<AuthEmulator> {
  const named = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (named) {
    const attached = await attachAuthEmulator(named);
    console.log(
      `Identity emulator: using the one at ${attached.url} (FIREBASE_AUTH_EMULATOR_HOST), left running at the end (${seconds()} s)`,
    );
    return attached;
  }
  console.log('Starting the local identity emulator…');
  const own = await startAuthEmulator({ dataDir: path.join(dataDir, 'auth') });
  const moved = own.port === USUAL_EMULATOR_PORT ? '' : `; port ${USUAL_EMULATOR_PORT} is taken`;
  console.log(`Identity emulator ready at ${own.url} (port ${own.port}${moved}) (${seconds()} s)`);
  return own;
}

try {
  await refuseTakenPort();
  if (!process.env.DATABASE_URL) {
    const dir = path.resolve(process.env.PGLITE_DIR || path.join(dataDir, 'pglite'));
    // Children (the seed step, next's server) inherit the lock through the token.
    process.env.DATA_LOCK_TOKEN = acquireDataLock(dir).token;
  }

  const useEmulator = !process.env.NEXT_PUBLIC_FIREBASE_API_KEY;
  seeding = startGroup(process.execPath, [
    '--import',
    'tsx',
    'scripts/db-seed.ts',
    '--if-empty',
    ...(useEmulator ? ['--local-accounts'] : []),
  ]);
  // Messages go to the local mail catcher unless a mail server is configured.
  if (!process.env.SMTP_URL) {
    mailCatcher = startMailCatcher({ dataDir: path.join(dataDir, 'mail') });
    // Its failure is reported where it is awaited, below; not as an unhandled rejection meanwhile.
    mailCatcher.catch(() => {});
  }
  if (useEmulator) {
    emulator = await identityEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    await ensureEmulatorAccount(emulator.url, LOCAL_STAFF_EMAIL, LOCAL_STAFF_PASSWORD);
    await ensureEmulatorAccount(emulator.url, LOCAL_BOOKER_EMAIL, LOCAL_BOOKER_PASSWORD);
  }
  const catcher = await mailCatcher;
  if (catcher) {
    process.env.SMTP_URL = catcher.smtpUrl;
    console.log(
      `Mail catcher ready: SMTP at ${catcher.smtpUrl}, messages are read at ${catcher.inboxUrl} (${seconds()} s)`,
    );
  }
  await waitForExit(seeding, 10 * 60_000);
  if (seeding.exitCode !== 0) throw new Error('Preparing the database failed (see above).');

  // webpack, as the production build (scripts/lib/next-build.ts): Turbopack, next dev's default,
  // refuses to start with next.config.ts's webpack() and would bundle differently anyway.
  next = startGroup(path.join('node_modules', '.bin', 'next'), ['dev', '--webpack', '--port', String(port)]);
  next.once('exit', (code) => {
    if (!stopping) {
      console.error(`next dev stopped (exit ${code ?? 'signal'}).`);
      void shutdown(code ?? 1);
    }
  });
  const url = `http://localhost:${port}/paris`;
  // The first request compiles the page: do it now so the printed URL answers at once.
  await waitForHttp(url, (r) => r.ok, { timeoutMs: 180_000 });
  const inbox = catcher ? `\n  Messages sent by the product: ${catcher.inboxUrl}` : '';
  const identity = emulator ? `\n  Identity emulator (accounts, password-reset codes): ${emulator.url}` : '';
  const staff = useEmulator
    ? `\n  Back office: sign in as ${LOCAL_STAFF_EMAIL} (password ${LOCAL_STAFF_PASSWORD}), then http://localhost:${port}/admin` +
      `\n  A booker with a past booking to review: ${LOCAL_BOOKER_EMAIL} (password ${LOCAL_BOOKER_PASSWORD})`
    : '';
  const health = `\n  Health: http://localhost:${port}/healthz, http://localhost:${port}/readyz`;
  console.log(
    `\n  Ready in ${seconds()} s: open ${url}${inbox}${identity}${staff}${health}\n  Press Ctrl-C to stop.\n`,
  );
} catch (error) {
  console.error(
    error instanceof DataLockedError || error instanceof EmulatorSetupError ? `\n${error.message}\n` : error,
  );
  await shutdown(1);
}
