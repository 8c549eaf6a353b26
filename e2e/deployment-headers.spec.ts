import path from 'node:path';
import { freePort } from '../scripts/lib/free-port';
import { startGroup, stopGroup, waitForHttp } from '../scripts/lib/processes';
import { removeTemporaryDir, temporaryDir } from '../scripts/lib/temporary-dir';
import { expect, test } from './fixtures';

// The suite's build was made with NEXT_PUBLIC_APP_ENV=local. Started by `npm start` as production
// (a staging build promoted as it is), it must answer as production: the running server decides.
test('a local build started as production pins HTTPS and lets crawlers in', async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  // A database of its own: the suite's embedded one belongs to the suite's server.
  const dataDir = temporaryDir('e2e-prod-start-');
  const server = startGroup(
    process.execPath,
    ['server.mjs', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NEXT_PUBLIC_APP_ENV: 'prod',
        // Production refuses the auth emulator: this server verifies no one, it only answers.
        FIREBASE_AUTH_EMULATOR_HOST: '',
        NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '',
        ALLOW_AUTH_EMULATOR_IN_PRODUCTION: '',
        DATABASE_URL: '',
        PGLITE_DIR: path.join(dataDir, 'pglite'),
        PORT: String(port),
        NEXT_PUBLIC_APP_URL: `http://127.0.0.1:${port}`,
      },
      stdio: 'ignore',
    },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/robots.txt`, (response) => response.ok, {
      timeoutMs: 60_000,
      abortIf: () => (server.exitCode === null ? undefined : `server.mjs exited with ${server.exitCode}`),
    });
    for (const pathname of ['/robots.txt', '/api/v1/zones', '/favicon.ico']) {
      const response = await fetch(base + pathname);
      expect(response.headers.get('strict-transport-security'), pathname).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(response.headers.get('x-robots-tag'), pathname).toBeNull();
      expect(response.headers.get('x-frame-options'), pathname).toBe('DENY');
    }
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  } finally {
    await stopGroup(server);
    removeTemporaryDir(dataDir);
  }
});
