import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { freePort } from './free-port';
import { startGroup, stopGroup, waitForHttp } from './processes';

export const EMULATOR_PROJECT_ID = 'demo-cosy-spaces';

export type AuthEmulator = {
  host: string;
  url: string;
  stop: () => Promise<void>;
  /** Calls `listener` if the emulator this call started ends before `stop` (never for a reused one). */
  onUnexpectedExit: (listener: (how: string) => void) => void;
};

async function isAuthEmulator(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Starts the Firebase Auth emulator from firebase-tools, offline (no Java, no downloads), and
 * waits until it answers. With `dataDir`, accounts are imported from and exported back to it.
 * An emulator already listening on the port is reused and left running.
 */
export async function startAuthEmulator({ port = 9099, dataDir }: { port?: number; dataDir?: string } = {}): Promise<AuthEmulator> {
  const host = `127.0.0.1:${port}`;
  const url = `http://${host}`;
  if (await isAuthEmulator(url)) return { host, url, stop: async () => {}, onUnexpectedExit: () => {} };

  // The port lives in the config file, so a non-default one needs a config of its own, with its
  // own hub and logging ports too: two emulators sharing the default hub trip over each other.
  let config = 'firebase.json';
  if (port !== 9099) {
    const base = JSON.parse(fs.readFileSync('firebase.json', 'utf8')) as {
      emulators: { auth: { port: number }; hub?: { port: number }; logging?: { level?: string; port?: number } };
    };
    base.emulators.auth.port = port;
    base.emulators.hub = { port: await freePort() };
    base.emulators.logging = { ...base.emulators.logging, port: await freePort() };
    config = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-')), 'firebase.json');
    fs.writeFileSync(config, JSON.stringify(base));
  }
  const args = [
    path.resolve('node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    EMULATOR_PROJECT_ID,
    '--config',
    path.resolve(config),
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
  child.once('exit', (code, signal) => {
    exited = true;
    if (!stopping) for (const listener of exitListeners) listener(signal ? `signal ${signal}` : `exit code ${code}`);
  });
  await waitForHttp(url, async (r) => ((await r.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready === true, {
    timeoutMs: 120_000,
    abortIf: () => (exited ? 'The auth emulator stopped while starting (is port ' + port + ' taken?)' : undefined),
  });
  return {
    host,
    url,
    stop: () => {
      stopping = true;
      return stopGroup(child, 15_000);
    },
    onUnexpectedExit: (listener) => void exitListeners.push(listener),
  };
}

/**
 * An e-mail/password account on the emulator, its address verified (as the local back-office
 * account is, so that it claims the staff invitation the seed wrote). Already there: nothing to do.
 */
export async function ensureEmulatorAccount(emulatorUrl: string, email: string, password: string): Promise<void> {
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
  const verified = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  if (!verified.ok) throw new Error(`the emulator did not verify ${email}: ${verified.status}`);
}
