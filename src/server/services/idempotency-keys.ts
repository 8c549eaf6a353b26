import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { CHARGE_CLAIM_MS } from '../lifecycle/charge-claim';

/** How long a stored answer is replayed to retries of its request: a client retries within minutes, not days. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * How long a key may stay "in progress": past it, the instance that claimed it is taken to have
 * died mid-request (no request runs this long: see SHUTDOWN_TIMEOUT_S), and a retry runs again,
 * told that an attempt was lost: it answers what that attempt did (the lifecycle finds it by the
 * key), or does what it had not done, the provider deduping a charge it had made. Longer than a
 * charge's claim, which the lost attempt may have taken a moment after the key.
 */
export const IDEMPOTENCY_IN_PROGRESS_TIMEOUT_MS = CHARGE_CLAIM_MS + 30 * 1000;

/** Deletes the keys past their lifetime (the scheduler runs it); returns how many. */
export async function forgetExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const forgotten = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)))
    .returning({ key: idempotencyKeys.key });
  return forgotten.length;
}
