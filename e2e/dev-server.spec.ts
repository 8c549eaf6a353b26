import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { canListen, freePort } from '../scripts/lib/free-port';
import { removeTemporaryDir, temporaryDir } from '../scripts/lib/temporary-dir';
import { TERMS_VERSION } from '../src/domain/terms';

// `npm run dev` as a developer runs it, beside whatever else the machine runs: another auth
// emulator answering on 9099, a port of its own. Not the production build the other specs test:
// this one starts `node --import tsx scripts/dev.ts` itself, on a data folder of its own, and only
// reads what it prints. Its first compile is slow (several minutes on two busy cores).

const USUAL_EMULATOR_PORT = 9099;
const API_KEY = { 'x-api-key': 'local-dev-key' };
const PASSWORD = 'Secret123';

/** Something that answers on 9099 as an auth emulator would, and counts who asked. */
async function fakeEmulatorOn(port: number): Promise<{ requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ authEmulator: { ready: true } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** `npm run dev`, its output kept; in a process group of its own, so that only it gets the SIGINT. */
function startDev(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Until it prints that it is ready (once /paris has compiled and answered); failing at once if it ends first. */
async function readyOrEnded(dev: ReturnType<typeof startDev>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!/Ready in [\d.]+ s/.test(dev.output())) {
    if (dev.child.exitCode !== null)
      throw new Error(`npm run dev ended (exit ${dev.child.exitCode}) before it was ready`);
    if (Date.now() > deadline)
      throw new Error(`npm run dev was not ready within ${timeoutMs / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** What `npm run dev` printed after `label`: the URL it chose. */
function printedUrl(output: string, label: RegExp): string {
  const url = new RegExp(`${label.source}\\s*(http://[^\\s)]+)`).exec(output)?.[1];
  expect(url, `"${label.source}" in what npm run dev printed`).toBeTruthy();
  return url ?? '';
}

async function emulatorCall<T>(emulator: string, route: string, body: unknown, owner = false): Promise<T> {
  const response = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${route} on ${emulator}`).toBe(true);
  return (await response.json()) as T;
}

/** A new verified account on `emulator`, and an ID token that says so. */
async function verifiedAccount(emulator: string): Promise<{ email: string; token: string }> {
  const email = `dev-${randomUUID().slice(0, 8)}@example.com`;
  const { localId } = await emulatorCall<{ localId: string }>(emulator, 'accounts:signUp?key=demo-key', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  await emulatorCall(
    emulator,
    'projects/demo-cosy-spaces/accounts:update',
    { localId, emailVerified: true },
    true,
  );
  const { idToken } = await emulatorCall<{ idToken: string }>(
    emulator,
    'accounts:signInWithPassword?key=demo-key',
    { email, password: PASSWORD, returnSecureToken: true },
  );
  return { email, token: idToken };
}

/** The first Monday–Friday `ahead` days from today or later (any weekday has free rooms in the seed). */
function weekdayAhead(ahead: number): string {
  const day = new Date(Date.now() + ahead * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

type CaughtMail = {
  id: string;
  subject: string;
  to: { address: string }[];
  html: string;
  attachments?: { contentType: string; generatedFileName: string }[];
};

test('npm run dev on a port of its own, beside another emulator on 9099: its pages, health, sign-in and messages answer there, and Ctrl-C leaves nothing behind', async () => {
  test.setTimeout(15 * 60_000);
  const fake = (await canListen(USUAL_EMULATOR_PORT, '127.0.0.1'))
    ? await fakeEmulatorOn(USUAL_EMULATOR_PORT)
    : undefined;
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const root = temporaryDir('dev-spec-');
  // Its own temporary folder, to see what it leaves there; its own data folder, not the checkout's .data.
  const tmp = path.join(root, 'tmp');
  fs.mkdirSync(tmp);
  // next dev rewrites next-env.d.ts for the folder it builds in: put back as it was.
  const nextEnv = fs.existsSync('next-env.d.ts') ? fs.readFileSync('next-env.d.ts', 'utf8') : undefined;
  const dev = startDev({
    ...process.env,
    PORT: String(port),
    NOOK_DATA_DIR: path.join(root, 'data'),
    TMPDIR: tmp,
    // next dev locks the folder it builds in: one of its own runs beside a developer's `npm run dev`.
    NEXT_DIST_DIR: '.next/e2e-dev',
    // What the test stack set for its own servers, unset again (empty): this one makes its own.
    NEXT_PUBLIC_APP_URL: '',
    PGLITE_DIR: '',
    PHOTOS_DIR: '',
    DATABASE_URL: '',
    DATABASE_READ_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '',
    NEXT_PUBLIC_FIREBASE_API_KEY: '',
    ALLOW_AUTH_EMULATOR_IN_PRODUCTION: '',
    // Messages leave within a second, not five.
    JOBS_MESSAGES_SECONDS: '1',
  });
  let exitCode: number | null | undefined;
  let passed = false;
  try {
    await readyOrEnded(dev, 12 * 60_000);
    const printed = dev.output();
    const emulator = printedUrl(printed, /Identity emulator ready at/);
    const inbox = printedUrl(printed, /messages are read at/);
    expect(printed).toContain(`open ${base}/paris`);
    // Something else answers on 9099 (the fake, or whatever held the port already): never used.
    expect(new URL(emulator).port).not.toBe(String(USUAL_EMULATOR_PORT));
    expect(printed).toContain(`port ${USUAL_EMULATOR_PORT} is taken`);

    const paris = await fetch(`${base}/paris`);
    expect(paris.status).toBe(200);
    expect(await paris.text()).toContain(`<link rel="canonical" href="${base}/paris"`);
    const healthz = await fetch(`${base}/healthz`);
    expect([healthz.status, await healthz.json()]).toEqual([200, { status: 'ok' }]);
    const readyz = await fetch(`${base}/readyz`);
    expect([readyz.status, ((await readyz.json()) as { ready: boolean }).ready]).toEqual([200, true]);

    // The local accounts are on its emulator, and the API verifies the tokens that emulator signs.
    await emulatorCall(emulator, 'accounts:signInWithPassword?key=demo-key', {
      email: 'staff@nook.local',
      password: 'nook-staff-local',
      returnSecureToken: true,
    });
    const booker = await verifiedAccount(emulator);
    const signedIn = {
      ...API_KEY,
      authorization: `Bearer ${booker.token}`,
      'content-type': 'application/json',
    };
    const me = await fetch(`${base}/api/v1/me`, { headers: signedIn });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(booker.email);

    // Book and pay (the demo provider); the confirmation goes out through its mail catcher.
    const day = weekdayAhead(45);
    const found = (await (
      await fetch(`${base}/api/v1/spaces?zone=paris&day=${day}&start=1000&end=1100`, { headers: API_KEY })
    ).json()) as { items: { id: string }[] };
    const space = found.items[0];
    expect(space, 'a free Paris space').toBeTruthy();
    const held = await fetch(`${base}/api/v1/bookings`, {
      method: 'POST',
      headers: signedIn,
      body: JSON.stringify({ space_id: space?.id, day, start: '10:00', end: '11:00' }),
    });
    expect(held.status).toBe(201);
    const { id: bookingId } = (await held.json()) as { id: string };
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
    const paid = await fetch(`${base}/api/v1/bookings/${bookingId}/payment`, {
      method: 'POST',
      headers: signedIn,
      body: JSON.stringify({ card, terms_version: TERMS_VERSION }),
    });
    expect(paid.status).toBe(200);
    const { booking } = (await paid.json()) as {
      booking: { status: string; occurrences: { event_id: string }[] };
    };
    expect(booking.status).toBe('confirmed');
    const eventUrl = `${base}/events/${booking.occurrences[0]?.event_id}`;

    let confirmation: CaughtMail | undefined;
    await expect
      .poll(
        async () => {
          const caught = (await (await fetch(`${inbox}/api/email`)).json()) as CaughtMail[];
          confirmation = caught.find(
            (mail) =>
              mail.to.some((to) => to.address === booker.email) &&
              mail.subject.startsWith('Réservation confirmée'),
          );
          return Boolean(confirmation);
        },
        { message: `the booking confirmation to ${booker.email} in ${inbox}`, timeout: 60_000 },
      )
      .toBe(true);
    const links = [...(confirmation?.html ?? '').matchAll(/href="(http[^"]+)"/g)].map(
      ([, href]) => href ?? '',
    );
    expect(links).toContain(eventUrl);
    expect(links.filter((href) => href.includes('localhost') && !href.startsWith(base))).toEqual([]);
    const part = confirmation?.attachments?.find((attachment) =>
      attachment.contentType.startsWith('text/calendar'),
    );
    const calendar = (
      await (
        await fetch(`${inbox}/api/email/${confirmation?.id}/attachment/${part?.generatedFileName}`)
      ).text()
    ).replace(/\r\n[ \t]/g, '');
    const calendarLinks = calendar.match(/https?:\/\/[^\s\\]+/g) ?? [];
    expect(calendarLinks).toContain(eventUrl);
    expect(calendarLinks.filter((href) => !href.startsWith(base))).toEqual([]);
    const feed = (await (await fetch(`${base}/api/v1/me/calendar-feed`, { headers: signedIn })).json()) as {
      url: string;
    };
    expect(feed.url.startsWith(`${base}/api/v1/calendar/`)).toBe(true);

    // Ctrl-C: everything it started stops, and its temporary folders go (tsx keeps its compile cache there).
    process.kill(dev.child.pid ?? 0, 'SIGINT');
    exitCode = await Promise.race([
      dev.exited,
      new Promise<undefined>((resolve) => setTimeout(resolve, 60_000)),
    ]);
    expect(exitCode, 'npm run dev ended within a minute of Ctrl-C, with 0').toBe(0);
    const ports = [port, Number(new URL(emulator).port), Number(new URL(inbox).port)];
    expect(await Promise.all(ports.map((p) => canListen(p, '127.0.0.1')))).toEqual([true, true, true]);
    // What tsx and Node (24's module compile cache) keep there is theirs, not the product's.
    expect(
      fs.readdirSync(tmp).filter((name) => !name.startsWith('tsx-') && name !== 'node-compile-cache'),
    ).toEqual([]);
    expect(fake?.requests ?? [], 'calls to the other emulator on 9099').toEqual([]);
    passed = true;
  } finally {
    if (exitCode === undefined && dev.child.exitCode === null) {
      process.kill(dev.child.pid ?? 0, 'SIGINT');
      await Promise.race([dev.exited, new Promise((resolve) => setTimeout(resolve, 60_000))]);
    }
    if (!passed) console.log(`What npm run dev printed (the end):\n${dev.output().slice(-6000)}`);
    await fake?.close();
    if (nextEnv !== undefined) fs.writeFileSync('next-env.d.ts', nextEnv);
    removeTemporaryDir(root);
  }
});
