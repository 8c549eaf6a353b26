import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { removeTemporaryDir, temporaryDir } from '../../scripts/lib/temporary-dir';
import { parseServerEnv } from '../../src/server/env';
import { unsubscribeSecret } from '../../src/server/local-secret';

const dirs: string[] = [];
const dataDir = () => {
  const dir = temporaryDir('nook-secret-');
  dirs.push(dir);
  return path.join(dir, 'data');
};
afterEach(() => dirs.splice(0).forEach(removeTemporaryDir));

it('signs with UNSUBSCRIBE_SECRET when it is set, and refuses one too short to be a secret', () => {
  const secret = 'a'.repeat(32);
  const env = parseServerEnv({ UNSUBSCRIBE_SECRET: secret, NOOK_DATA_DIR: dataDir() });
  expect(unsubscribeSecret(env)).toBe(secret);
  expect(fs.existsSync(env.dataDir)).toBe(false);
  expect(() => parseServerEnv({ UNSUBSCRIBE_SECRET: 'short' })).toThrow(/UNSUBSCRIBE_SECRET/);
  expect(parseServerEnv({ UNSUBSCRIBE_SECRET: '' }).UNSUBSCRIBE_SECRET).toBeUndefined();
});

it('makes a random secret of this machine when none is set, kept for every process and restart, readable by its owner only', () => {
  const env = parseServerEnv({ NOOK_DATA_DIR: dataDir() });
  const first = unsubscribeSecret(env);
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(unsubscribeSecret(parseServerEnv({ NOOK_DATA_DIR: env.dataDir }))).toBe(first);
  const file = path.join(env.dataDir, 'unsubscribe-secret');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(fs.readdirSync(env.dataDir)).toEqual(['unsubscribe-secret']);
  // Another machine (another data folder) has its own.
  expect(unsubscribeSecret(parseServerEnv({ NOOK_DATA_DIR: dataDir() }))).not.toBe(first);
});

it('refuses a secret file that holds no secret rather than sign with it', () => {
  const env = parseServerEnv({ NOOK_DATA_DIR: dataDir() });
  fs.mkdirSync(env.dataDir, { recursive: true });
  fs.writeFileSync(path.join(env.dataDir, 'unsubscribe-secret'), '\n');
  expect(() => unsubscribeSecret(env)).toThrow(/holds no usable secret/);
});
