import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type DriverError = { code: string; detail?: unknown };

/** The driver's error in a chain of causes (Drizzle wraps it in `cause`): the one with a SQLSTATE. */
function driverError(error: unknown): DriverError | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DriverError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, wherever Drizzle or the driver put it. */
export const sqlState = (error: unknown): string | undefined => driverError(error)?.code;

/** The DETAIL of a database error (what a function's RAISE … DETAIL says), wherever Drizzle or the driver put it. */
export const sqlDetail = (error: unknown): unknown => driverError(error)?.detail;

/** Serialization failure and deadlock: PostgreSQL rolled the transaction back, and the same one may well pass now. */
export const isRetryable = (error: unknown): boolean => {
  const state = sqlState(error);
  return state === '40001' || state === '40P01';
};

const ATTEMPTS = 4;

/**
 * `db.transaction(run)`, tried again (after a short random pause) when PostgreSQL aborts it for a
 * deadlock or a serialization failure: two requests that met are then done one after the other
 * instead of one of them failing. `run` must only touch the database, as it may run more than once.
 */
export async function transaction<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(run);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/**
 * Several writes as one statement, each a data-modifying CTE of the last: one round trip instead
 * of one per write, which is most of what a transition costs. They share one snapshot and none
 * sees the rows another writes, so only for writes that do not depend on each other (different
 * tables, or different rows). Drizzle builders are passed unawaited.
 */
export async function writeTogether(
  tx: Db,
  writes: readonly (SQLWrapper | false | null | undefined)[],
): Promise<void> {
  const [last, ...before] = writes.filter((write): write is SQLWrapper => Boolean(write)).reverse();
  if (!last) return;
  const ctes = before.reverse().map((write, i) => sql`${sql.raw(`w${i}`)} as (${write.getSQL()})`);
  await tx.execute(ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ${last.getSQL()}` : last.getSQL());
}
