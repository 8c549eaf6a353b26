import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { log } from './core/log';
import type { ServerEnv } from './env';

const FILE = 'unsubscribe-secret';

let warned = false;

/**
 * The secret that signs the unsubscribe links of messages: UNSUBSCRIBE_SECRET, or else one made at
 * random on this machine the first time it is asked for and kept in the local data folder (mode
 * 600), so that every process of the machine (the jobs that sign, the API that checks) and every
 * restart agree on it. Never derived from anything a client knows (the API key is public). A
 * deployment on several machines sets it: each would otherwise make its own.
 */
export function unsubscribeSecret(
  env: Pick<ServerEnv, 'UNSUBSCRIBE_SECRET' | 'NEXT_PUBLIC_APP_ENV' | 'dataDir'>,
): string {
  if (env.UNSUBSCRIBE_SECRET) return env.UNSUBSCRIBE_SECRET;
  if (env.NEXT_PUBLIC_APP_ENV !== 'local' && !warned) {
    warned = true;
    log.warn(
      'UNSUBSCRIBE_SECRET is not set: unsubscribe links are signed with a secret of this machine only',
    );
  }
  const file = path.join(env.dataDir, FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    // Written aside then linked into place: of two processes starting at once, one's secret wins
    // whole, and neither reads a half-written file.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: remove it to make a new one`);
  return secret;
}
