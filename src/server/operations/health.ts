import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isStopping } from './process-state';

/** What `GET /readyz` found; `ready` only when every check is ok. */
export type Readiness = {
  ready: boolean;
  checks: {
    /** `stopping` once the process received SIGTERM: the load balancer sends it nothing new. */
    process: 'ok' | 'stopping';
    database: 'ok' | 'unreachable';
    /** `behind`: the code knows migrations the database has not run (a deploy before its migration). */
    migrations: 'ok' | 'behind' | 'unknown';
    /** Only when REDIS_URL is set. */
    redis?: 'ok' | 'unreachable';
  };
};

const CHECK_TIMEOUT_MS = 2_000;

const withTimeout = <T>(promise: Promise<T>): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('check timed out')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);

let newestMigration: number | undefined;
/** When the newest migration this code ships was made (drizzle's journal), as drizzle records it once run. */
function newestMigrationOfCode(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'src/server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    newestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * Whether this instance should be sent traffic: not stopping, its database answering with every
 * migration it expects (a newer schema is fine: migrations are written expand-then-contract), and
 * Redis answering when it is configured. Each check gives up after 2 s.
 */
export async function readiness({
  db,
  pingRedis,
}: {
  db: () => Promise<Db>;
  pingRedis?: () => Promise<void>;
}): Promise<Readiness> {
  const checks: Readiness['checks'] = {
    process: isStopping() ? 'stopping' : 'ok',
    database: 'unreachable',
    migrations: 'unknown',
  };
  const database = withTimeout(
    (async () => {
      const result = (await (
        await db()
      ).execute(
        sql`select coalesce(max(created_at), 0)::text as at from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { at: string }[] };
      checks.database = 'ok';
      checks.migrations = Number(result.rows[0]?.at ?? 0) >= newestMigrationOfCode() ? 'ok' : 'behind';
    })(),
  ).catch(() => undefined);
  const redis = pingRedis
    ? withTimeout(pingRedis()).then(
        () => void (checks.redis = 'ok'),
        () => void (checks.redis = 'unreachable'),
      )
    : undefined;
  await Promise.all([database, redis]);
  const ready = Object.values(checks).every((check) => check === 'ok');
  return { ready, checks };
}
