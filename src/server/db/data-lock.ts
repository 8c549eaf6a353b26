import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Two processes opening one PGlite folder get no error and silently lose writes, so every process
 * that opens the embedded database first takes this lock. A parent (the dev runner) may hand its
 * lock to its children through DATA_LOCK_TOKEN.
 */
export class DataLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The local database in ${dir} is already in use by process ${pid} ` +
        `(another "npm run dev", "npm start" or "npm run api"?). ` +
        `Stop that process first, or set PGLITE_DIR to another folder (or DATABASE_URL to use PostgreSQL).`,
    );
    this.name = 'DataLockedError';
  }
}

type LockFile = { pid: number; token: string };

const lockPathOf = (dir: string) => `${dir.replace(/\/+$/, '')}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockFile | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockFile;
  } catch {
    return undefined;
  }
}

/** Takes the lock on `dir` (or confirms the inherited one) and returns its token and a release. */
export function acquireDataLock(dir: string): { token: string; release: () => void } {
  const file = lockPathOf(dir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const inherited = process.env.DATA_LOCK_TOKEN;

  for (let attempt = 0; attempt < 2; attempt++) {
    const token = randomUUID();
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, token } satisfies LockFile), { flag: 'wx' });
      const release = () => {
        if (readLock(file)?.token === token) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { token, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(file);
    if (holder && inherited && holder.token === inherited) return { token: inherited, release: () => {} };
    if (holder && isAlive(holder.pid) && holder.pid !== process.pid)
      throw new DataLockedError(dir, holder.pid);
    // The holder died without cleaning up: the lock is stale.
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not lock ${dir}`);
}
