import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { CurrentUser, IdempotentRequest } from '../core/context';
import type { ApiEnv } from './context';
import { ApiError, conflict, unprocessable } from '../core/errors';
import {
  IDEMPOTENCY_IN_PROGRESS_TIMEOUT_MS,
  IDEMPOTENCY_KEY_LIFETIME_MS,
} from '../services/idempotency-keys';

const IN_PROGRESS = 0;

/**
 * With an Idempotency-Key header, the first answer to a request is stored and replayed to its
 * retries, so a retried booking or payment never books or charges twice. A key reused for a
 * different request is refused; a retry that arrives while the first is running gets a 409. Keys
 * live 24 hours (services/idempotency-keys.ts); one left in progress by an instance that died is
 * taken by a retry after IDEMPOTENCY_IN_PROGRESS_TIMEOUT_MS, and the handler, told so, answers what
 * the lost attempt did (found by the key in the booking's history) rather than doing it again. Kept in the database, so every instance of the fleet sees every key.
 */
export async function idempotent(
  c: Context<ApiEnv>,
  db: Db,
  user: CurrentUser,
  body: unknown,
  run: (request: IdempotentRequest | undefined) => Promise<{ status: 200 | 201 | 202; body: unknown }>,
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (!key) {
    const result = await run(undefined);
    return c.json(result.body as object, result.status);
  }
  if (key.length > 200) throw unprocessable('IDEMPOTENCY_KEY_INVALID', 'The Idempotency-Key is too long.');
  const request = createHash('sha256')
    .update(`${c.req.method} ${c.req.path} ${JSON.stringify(body ?? null)}`)
    .digest('hex');
  const claimed = await claimKey(db, user.id, key, request, c.get('deps').now());
  const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
  if (!claimed) {
    const [previous] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!previous || previous.request !== request)
      throw unprocessable('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request.');
    if (previous.statusCode === IN_PROGRESS)
      throw conflict('REQUEST_IN_PROGRESS', 'The same request is still being processed.');
    c.header('idempotent-replayed', 'true');
    return c.json(previous.body as object, previous.statusCode as 200);
  }
  try {
    const result = await run({ key, lostAttemptSince: claimed.lostAttemptSince });
    await db
      .update(idempotencyKeys)
      .set({ statusCode: result.status, body: result.body as object })
      .where(where);
    return c.json(result.body as object, result.status);
  } catch (error) {
    if (error instanceof ApiError) {
      // A refusal is an answer too: the retry gets the same one.
      const body = { error: { code: error.code, message: error.message, details: error.details } };
      await db.update(idempotencyKeys).set({ statusCode: error.status, body }).where(where);
    } else {
      // Our failure: let the client try again with the same key.
      await db.delete(idempotencyKeys).where(where);
    }
    throw error;
  }
}

/**
 * Takes the key for this request: when it is new or past its life (a new life begins), or stuck in
 * progress for this very request (the instance that took it died mid-request: this retry takes it
 * over, and is told since when the lost attempt may have written). Undefined when it cannot be
 * taken: answered already, running, or used for another request.
 */
async function claimKey(
  db: Db,
  userId: string,
  key: string,
  request: string,
  now: Date,
): Promise<{ lostAttemptSince?: Date } | undefined> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
  const stuck = new Date(now.getTime() - IDEMPOTENCY_IN_PROGRESS_TIMEOUT_MS);
  const fresh = { request, statusCode: IN_PROGRESS, body: {}, createdAt: now, claimedAt: now };
  const [taken] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: fresh,
      setWhere: lt(idempotencyKeys.createdAt, expired),
    })
    .returning({ key: idempotencyKeys.key });
  if (taken) return {};
  const [lost] = await db
    .update(idempotencyKeys)
    .set({ claimedAt: now })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.statusCode, IN_PROGRESS),
        eq(idempotencyKeys.request, request),
        lt(idempotencyKeys.claimedAt, stuck),
      ),
    )
    .returning({ createdAt: idempotencyKeys.createdAt });
  return lost && { lostAttemptSince: lost.createdAt };
}
