import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { LOCAL_BOOKER_EMAIL, LOCAL_BOOKER_PASSWORD } from '../../src/server/db/seed/seed-local-booker';
import { LOCAL_STAFF_EMAIL, LOCAL_STAFF_PASSWORD } from '../../src/server/db/seed/seed-local-staff';
import {
  ensureEmulatorAccount,
  startAuthEmulator,
  EMULATOR_PROJECT_ID,
  type AuthEmulator,
} from './auth-emulator';
import { freePort } from './free-port';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { startGroup, stopGroup, waitForExit, waitForHttp } from './processes';
import { removeTemporaryDir, temporaryDir } from './temporary-dir';

export type E2eStack = { baseUrl: string; env: NodeJS.ProcessEnv; stop: () => Promise<void> };

/** Where the server under test writes its log (JSON lines), for the check that it holds no personal data. */
export const E2E_SERVER_LOG = path.resolve('.test-results', 'e2e-server.log');

/** Environment of the test build: the embedded defaults, pointed at a private emulator and database. */
export async function e2eEnvironment(): Promise<{
  env: NodeJS.ProcessEnv;
  emulatorPort: number;
  appPort: number;
  dataDir: string;
}> {
  const [emulatorPort, appPort] = [await freePort(), await freePort()];
  // Removed by the stack's stop, or when the run ends before there is a stack (a failed build, Ctrl-C).
  const dataDir = temporaryDir('e2e-data-');
  const emulatorHost = `127.0.0.1:${emulatorPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_PUBLIC_APP_ENV: 'local',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: '',
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    // The production build under test trusts this private emulator (refused without it: src/server/env.ts).
    ALLOW_AUTH_EMULATOR_IN_PRODUCTION: 'true',
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    NEXT_PUBLIC_APP_URL: `http://127.0.0.1:${appPort}`,
    PORT: String(appPort),
    // Every journey comes from one address and signs up many people a minute: the allowances of
    // docs/business-rules.md §3 are proven by tests/integration/rate-limits.test.ts, not by the
    // journeys.
    RATE_LIMIT_DEFAULT: '100000',
    RATE_LIMIT_EMAIL_CHECKS: '100000',
    RATE_LIMIT_HOLDS: '100000',
    RATE_LIMIT_PAYMENTS: '100000',
    RATE_LIMIT_COUPONS: '100000',
  };
  return { env, emulatorPort, appPort, dataDir };
}

/**
 * Starts the emulator and the mail catcher, seeds a fresh database and serves the production build
 * (`npm start`), which sends its messages to the catcher within a second (MAIL_CATCHER_URL, in the
 * environment handed to Playwright, is where the specs read them).
 */
export async function startE2eStack(prepared: Awaited<ReturnType<typeof e2eEnvironment>>): Promise<E2eStack> {
  const { emulatorPort, appPort, dataDir } = prepared;
  let env = prepared.env;
  let emulator: AuthEmulator | undefined;
  let mail: MailCatcher | undefined;
  let server: ChildProcess | undefined;
  let stopped: Promise<void> | undefined;
  // Once, however often it is called.
  const stop = () =>
    (stopped ??= (async () => {
      if (server) await stopGroup(server);
      if (emulator) await emulator.stop();
      if (mail) await mail.stop();
      removeTemporaryDir(dataDir);
    })());
  try {
    const seeding = startGroup(
      process.execPath,
      ['--import', 'tsx', 'scripts/db-seed.ts', '--local-accounts'],
      { env },
    );
    // Both started before either failure is thrown, so that `stop` ends whichever did start.
    const started = await Promise.allSettled([
      startAuthEmulator({ port: emulatorPort }).then((started) => (emulator = started)),
      startMailCatcher({ dataDir: path.join(dataDir, 'mail'), anyPorts: true }).then(
        (started) => (mail = started),
      ),
    ]);
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
    if (!mail || !emulator) throw new Error('the emulator or the mail catcher did not start');
    // The local accounts, as `npm run dev` makes them (e2e/staff.spec.ts and reviews.spec.ts sign in with them).
    await ensureEmulatorAccount(emulator.url, LOCAL_STAFF_EMAIL, LOCAL_STAFF_PASSWORD);
    await ensureEmulatorAccount(emulator.url, LOCAL_BOOKER_EMAIL, LOCAL_BOOKER_PASSWORD);
    // The local booker's past booking is completed within seconds (e2e/reviews.spec.ts reviews it).
    // The journeys check what a guest sees right after someone else acted (staff close a space, a
    // visitor looks): no instance keeps a guest's page (PAGE_CACHE_SECONDS=0), as no CDN stands in
    // front either. tests/integration/page-cache.test.ts and `npm run bench:ssr` cover that cache.
    env = {
      ...env,
      SMTP_URL: mail.smtpUrl,
      JOBS_MESSAGES_SECONDS: '1',
      JOBS_COMPLETION_SECONDS: '2',
      MAIL_CATCHER_URL: mail.inboxUrl,
      PAGE_CACHE_SECONDS: '0',
    };
    await waitForExit(seeding, 5 * 60_000);
    if (seeding.exitCode !== 0) throw new Error('seeding the test database failed');
    // Idle connections stay open longer than any pause of a journey: with Node's 5 s default, a
    // request sent on a kept-alive socket just as the server closed it failed with ECONNRESET.
    // The production server as `npm start` runs it (server.mjs: Next, stopping gracefully).
    const serverArgs = [
      'server.mjs',
      '--port',
      String(appPort),
      '--hostname',
      '127.0.0.1',
      '--keepAliveTimeout',
      '70000',
    ];
    fs.mkdirSync(path.dirname(E2E_SERVER_LOG), { recursive: true });
    const log = fs.openSync(E2E_SERVER_LOG, 'w');
    server = startGroup(process.execPath, serverArgs, {
      env: { ...env, LOG_LEVEL: 'info' },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const baseUrl = `http://127.0.0.1:${appPort}`;
    await waitForHttp(`${baseUrl}/paris`, (r) => r.ok, { timeoutMs: 120_000 }).catch((error: unknown) => {
      console.error(
        `The server under test did not answer; the end of its log (${E2E_SERVER_LOG}):\n${fs.readFileSync(E2E_SERVER_LOG, 'utf8').slice(-4000)}`,
      );
      throw error;
    });
    return { baseUrl, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
