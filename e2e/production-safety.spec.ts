import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../scripts/lib/free-port';
import { expect, test } from './fixtures';

/** Starts the production build the journeys run on, with `env` over the test stack's; resolves with its exit. */
async function startServer(
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(
    path.join('node_modules', '.bin', 'next'),
    ['start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A server that starts would answer; one that refuses exits first. 40 s is far more than a refusal takes.
  const timer = setTimeout(() => child.kill('SIGTERM'), 40_000);
  const code = await new Promise<number | null>((resolve) =>
    child.once('exit', (exitCode) => resolve(exitCode)),
  );
  clearTimeout(timer);
  return { code, output };
}

test.describe('a production server refuses to start unsafe', () => {
  test.setTimeout(60_000);

  test('with the auth emulator configured, whatever NEXT_PUBLIC_APP_ENV says', async () => {
    for (const appEnv of ['local', 'prod']) {
      const { code, output } = await startServer({
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        ALLOW_AUTH_EMULATOR_IN_PRODUCTION: '',
        NEXT_PUBLIC_APP_ENV: appEnv,
      });
      expect(code, output).not.toBe(0);
      expect(code, output).not.toBeNull();
      expect(output).toMatch(/FIREBASE_AUTH_EMULATOR_HOST .*refusing to start/i);
    }
  });

  test('without NEXT_PUBLIC_APP_ENV, or with one it does not know', async () => {
    for (const appEnv of ['', 'production']) {
      const { code, output } = await startServer({
        FIREBASE_AUTH_EMULATOR_HOST: '',
        NEXT_PUBLIC_APP_ENV: appEnv,
      });
      expect(code, output).not.toBe(0);
      expect(code, output).not.toBeNull();
      expect(output).toMatch(/NEXT_PUBLIC_APP_ENV .*Refusing to start/);
    }
  });
});
