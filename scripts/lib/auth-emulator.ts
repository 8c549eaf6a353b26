import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { canListen, freePort, usualOrFreePort } from './free-port';
import { startGroup, stopGroup, waitForHttp } from './processes';
import { removeTemporaryDir, temporaryDir } from './temporary-dir';

export const EMULATOR_PROJECT_ID = 'demo-cosy-spaces';
/** The emulator's usual port (firebase.json), taken when it is free. */
export const USUAL_EMULATOR_PORT = 9099;

export type AuthEmulator = {
  host: string;
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** Calls `listener` if the emulator this call started ends before `stop` (never for an attached one). */
  onUnexpectedExit: (listener: (how: string) => void) => void;
};

type EmulatorStatus = { authEmulator?: { ready?: boolean } };

/** What the person running a script can act on (a port, a variable): printed as its message alone. */
export class EmulatorSetupError extends Error {}

async function isAuthEmulator(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return ((await response.json()) as EmulatorStatus).authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * firebase.json with the emulator on `port`, and its hub and logging ports on free ones (two
 * emulators sharing the default hub trip over each other), written to a temporary folder of its own.
 */
async function writeConfig(port: number): Promise<{ dir: string; file: string }> {
  const base = JSON.parse(fs.readFileSync('firebase.json', 'utf8')) as {
    emulators: {
      auth: { port: number };
      hub?: { port: number };
      logging?: { level?: string; port?: number };
    };
  };
  base.emulators.auth.port = port;
  base.emulators.hub = { port: await freePort() };
  base.emulators.logging = { ...base.emulators.logging, port: await freePort() };
  const dir = temporaryDir('auth-emulator-');
  const file = path.join(dir, 'firebase.json');
  fs.writeFileSync(file, JSON.stringify(base));
  return { dir, file };
}

/**
 * Starts the Firebase Auth emulator from firebase-tools, offline (no Java, no downloads), and
 * waits until it answers. On `port`, which must be free; without one, on 9099 unless it is taken,
 * else on a free port. Never attaches to an emulator already there: its accounts are someone
 * else's (`attachAuthEmulator` does that, when asked). With `dataDir`, accounts are imported from
 * and exported back to it. Its config folder is removed when it stops, or when this process ends.
 */
export async function startAuthEmulator({
  port,
  dataDir,
}: { port?: number; dataDir?: string } = {}): Promise<AuthEmulator> {
  const chosen = port ?? (await usualOrFreePort(USUAL_EMULATOR_PORT));
  // Checked first: an emulator already listening would answer the readiness probe below as if it were ours.
  if (!(await canListen(chosen, '127.0.0.1')))
    throw new EmulatorSetupError(`Port ${chosen} is taken: the auth emulator cannot start there.`);
  const host = `127.0.0.1:${chosen}`;
  const url = `http://${host}`;
  const config = await writeConfig(chosen);
  const args = [
    path.resolve('node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    EMULATOR_PROJECT_ID,
    '--config',
    config.file,
  ];
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (fs.existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  // CI and NO_UPDATE_NOTIFIER keep firebase-tools from reaching the internet.
  const child: ChildProcess = startGroup(process.execPath, args, {
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  let stopping = false;
  const exitListeners: ((how: string) => void)[] = [];
  // In its own process group, the emulator would outlive a parent that ends without stopping it
  // (vitest's Ctrl-C exits at once): asked to stop then, and it exports its accounts as it goes.
  const stopWithParent = () => {
    try {
      if (!exited && child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  };
  process.once('exit', stopWithParent);
  child.once('exit', (code, signal) => {
    exited = true;
    process.off('exit', stopWithParent);
    removeTemporaryDir(config.dir);
    if (!stopping)
      for (const listener of exitListeners) listener(signal ? `signal ${signal}` : `exit code ${code}`);
  });
  try {
    await waitForHttp(url, async (r) => ((await r.json()) as EmulatorStatus).authEmulator?.ready === true, {
      timeoutMs: 120_000,
      abortIf: () => (exited ? `The auth emulator stopped while starting (port ${chosen}).` : undefined),
    });
  } catch (error) {
    stopping = true;
    await stopGroup(child, 5_000);
    removeTemporaryDir(config.dir);
    throw error;
  }
  return {
    host,
    url,
    port: chosen,
    stop: async () => {
      stopping = true;
      await stopGroup(child, 15_000);
      removeTemporaryDir(config.dir);
    },
    onUnexpectedExit: (listener) => void exitListeners.push(listener),
  };
}

/**
 * An emulator someone else runs (`FIREBASE_AUTH_EMULATOR_HOST` set by the user), once it answers
 * as one; left running on `stop`.
 */
export async function attachAuthEmulator(host: string): Promise<AuthEmulator> {
  const url = `http://${host}`;
  if (!(await isAuthEmulator(url)))
    throw new EmulatorSetupError(
      `FIREBASE_AUTH_EMULATOR_HOST is ${host}, but no auth emulator answers at ${url}: start it, or unset the variable to have one started.`,
    );
  return {
    host,
    url,
    port: Number(host.split(':').at(-1)),
    stop: async () => {},
    onUnexpectedExit: () => {},
  };
}

/**
 * An e-mail/password account on the emulator, its address verified (as the local back-office
 * account is, so that it claims the staff invitation the seed wrote). Already there: nothing to do.
 */
export async function ensureEmulatorAccount(
  emulatorUrl: string,
  email: string,
  password: string,
): Promise<void> {
  const signUp = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!signUp.ok) {
    if ((await signUp.text()).includes('EMAIL_EXISTS')) return;
    throw new Error(`the emulator refused the account ${email}: ${signUp.status}`);
  }
  const { localId } = (await signUp.json()) as { localId: string };
  const verified = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  if (!verified.ok) throw new Error(`the emulator did not verify ${email}: ${verified.status}`);
}
