import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { removeTemporaryDir, temporaryDir } from '../../scripts/lib/temporary-dir';
import { openDatabase } from '../../src/server/db/client';
import { DataLockedError } from '../../src/server/db/data-lock';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => removeTemporaryDir(path.dirname(dir))));

function tempDataDir() {
  const dir = path.join(temporaryDir('lock-'), 'pglite');
  dirs.push(dir);
  return dir;
}

/** Another process that opens the database in `dir` and keeps it open until killed. */
async function holdInAnotherProcess(dir: string) {
  const code = `import { openDatabase } from ${JSON.stringify(path.resolve('src/server/db/client.ts'))};
    await openDatabase({ dir: ${JSON.stringify(dir)} }); console.log('open'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
    child.once('exit', (exitCode) => reject(new Error(`holder exited with ${exitCode}`)));
  });
  return child;
}

it('refuses to open a data folder another process has open, and writes nothing', async () => {
  const dir = tempDataDir();
  const holder = await holdInAnotherProcess(dir);
  try {
    await expect(openDatabase({ dir })).rejects.toThrow(DataLockedError);
    await expect(openDatabase({ dir })).rejects.toThrow(/already in use by process \d+/);
  } finally {
    holder.kill('SIGKILL');
    await new Promise((r) => holder.once('exit', r));
  }
  // The holder died without releasing: its stale lock must not keep the data folder closed forever.
  const database = await openDatabase({ dir });
  await database.close();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
}, 60_000);
