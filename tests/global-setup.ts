import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../scripts/lib/auth-emulator';
import { freePort } from '../scripts/lib/free-port';
import { openDatabase } from '../src/server/db/client';

/**
 * Once per run: a migrated PGlite dumped to a file, from which every test file starts its own
 * in-memory copy in a second instead of migrating for several (tests/helpers/test-database.ts);
 * and a private Firebase Auth emulator whose real ID tokens the API verifies.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const [database, emulator] = await Promise.all([openDatabase({ memory: true }), startAuthEmulator({ port: await freePort() })]);
  const dump = await database.pglite?.dumpDataDir('none');
  if (!dump) throw new Error('expected an embedded database');
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('authEmulatorHost', emulator.host);
  return async () => {
    await emulator.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    authEmulatorHost: string;
  }
}
