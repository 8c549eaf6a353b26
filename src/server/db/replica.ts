import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { log } from '../core/log';
import type { Db } from './client';
import { nameStatements } from './prepared';
import * as schema from './schema';

/** How long reads stay on the primary after the replica failed one, before the replica is tried again. */
const REPLICA_PAUSE_MS = 5_000;

/**
 * Failures of the replica itself, after which a read is as good on the primary: no connection (it
 * is stopped, restarting, unreachable), a connection cut (class 08, 57P0x: shut down, crashed, not
 * accepting yet), too many connections, or a read cancelled by a conflict with recovery (40001 on
 * a hot standby replaying a vacuum).
 */
export function isReplicaFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EPIPE|EAI_AGAIN)$/.test(code))
      return true;
    if (code.startsWith('08') || /^(57P01|57P02|57P03|53300|40001)$/.test(code)) return true;
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message,
  );
}

type Query = pg.Pool['query'];

/**
 * A pool on the read replica that reads from the primary when the replica fails: the query is run
 * again there (reads only: running one twice changes nothing), and for the next few seconds every
 * read goes straight to the primary. Only for statements outside transactions (every read in a
 * transaction is the primary's).
 */
class ReplicaPool extends pg.Pool {
  private downUntil = 0;

  constructor(config: pg.PoolConfig, primary: pg.Pool) {
    super(config);
    const onReplica = super.query.bind(this) as (...args: unknown[]) => Promise<unknown>;
    const onPrimary = primary.query.bind(primary) as (...args: unknown[]) => Promise<unknown>;
    this.query = ((...args: unknown[]) => {
      // Callback-style calls are the driver's internals, never Drizzle's: left as they are.
      if (typeof args[args.length - 1] === 'function') return onReplica(...args);
      if (Date.now() < this.downUntil) return onPrimary(...args);
      return onReplica(...args).catch((error: unknown) => {
        if (!isReplicaFailure(error)) throw error;
        if (Date.now() >= this.downUntil)
          log.warn({ err: error }, 'read replica failed: reading from the primary for a while');
        this.downUntil = Date.now() + REPLICA_PAUSE_MS;
        return onPrimary(...args);
      });
    }) as Query;
  }
}

/** Drizzle over the replica at `url`, reading from `primary` whenever the replica fails. */
export function openReplica(
  url: string,
  primary: pg.Pool,
  { max, connectionTimeoutMillis }: { max: number; connectionTimeoutMillis: number },
): { db: Db; close: () => Promise<void> } {
  const pool = new ReplicaPool({ connectionString: url, max, connectionTimeoutMillis }, primary);
  pool.on('error', (error) => log.warn({ err: error }, 'read replica: idle connection lost'));
  nameStatements(pool);
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
}
