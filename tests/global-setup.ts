import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator, type AuthEmulator } from '../scripts/lib/auth-emulator';
import { freePort } from '../scripts/lib/free-port';
import { removeTemporaryDir, temporaryDir } from '../scripts/lib/temporary-dir';
import { openDatabase } from '../src/server/db/client';

/**
 * Once per run: a migrated PGlite dumped to a file, from which every test file starts its own
 * in-memory copy in a second instead of migrating for several (tests/helpers/test-database.ts);
 * and a private Firebase Auth emulator whose real ID tokens the API verifies.
 */
export default async function setup(project: TestProject) {
  // Removed at teardown, or when the run ends without one (vitest exits at once on Ctrl-C).
  const dir = temporaryDir('pglite-template-');
  const [database, emulator] = await Promise.all([
    openDatabase({ memory: true }),
    superviseAuthEmulator(await freePort()),
  ]);
  const dump = await database.pglite?.dumpDataDir('none');
  if (!dump) throw new Error('expected an embedded database');
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('authEmulatorHost', emulator.host);
  return async () => {
    await emulator.stop();
    removeTemporaryDir(dir);
  };
}

/** Restarts allowed: one crash says why it happened without failing every suite after it. */
const EMULATOR_RESTARTS = 2;

/**
 * The run's auth emulator, started again on the same port if it ends on its own, with the reason
 * (exit code or signal) printed: the suites under way then fail (its accounts are gone), but those
 * after it do not all fail for one crash of a test dependency.
 */
async function superviseAuthEmulator(port: number): Promise<{ host: string; stop: () => Promise<void> }> {
  let current: AuthEmulator = await startAuthEmulator({ port });
  let restarts = 0;
  let restarting: Promise<void> | undefined;
  let stopped = false;
  const watch = (emulator: AuthEmulator) =>
    emulator.onUnexpectedExit((how) => {
      if (stopped) return;
      const again = restarts < EMULATOR_RESTARTS;
      console.error(
        `The tests' auth emulator on port ${port} ended (${how})${again ? '; starting it again' : ''}.`,
      );
      if (!again) return;
      restarts += 1;
      restarting = startAuthEmulator({ port }).then(
        (next) => {
          current = next;
          if (!stopped) watch(next);
        },
        (error: unknown) => console.error(`The tests' auth emulator could not start again: ${String(error)}`),
      );
    });
  watch(current);
  return {
    host: current.host,
    // A restart under way is waited for, so that the emulator it starts is stopped too.
    stop: async () => {
      stopped = true;
      await restarting;
      await current.stop();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    authEmulatorHost: string;
  }
}
