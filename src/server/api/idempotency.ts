import { createHash } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
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
  const now = c.get('deps').now();
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
  const stuck = new Date(now.getTime() - IDEMPOTENCY_IN_PROGRESS_TIMEOUT_MS);
  // Claimed when new, or when the key found has expired (a new life begins), or is stuck in
  // progress (the instance that claimed it died mid-request) for this very request.
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      userId: user.id,
      key,
      request,
      statusCode: IN_PROGRESS,
      body: {},
      createdAt: now,
      claimedAt: now,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        request,
        statusCode: IN_PROGRESS,
        body: {},
        claimedAt: now,
        createdAt: sql`case when ${idempotencyKeys.createdAt} < ${expired} then ${now} else ${idempotencyKeys.createdAt} end`,
      },
      setWhere: or(
        lt(idempotencyKeys.createdAt, expired),
        and(
          eq(idempotencyKeys.statusCode, IN_PROGRESS),
          eq(idempotencyKeys.request, request),
          lt(idempotencyKeys.claimedAt, stuck),
        ),
      ),
    })
    .returning({ createdAt: idempotencyKeys.createdAt });
  const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
  if (claimed.length === 0) {
    const [previous] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!previous || previous.request !== request)
      throw unprocessable('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request.');
    if (previous.statusCode === IN_PROGRESS)
      throw conflict('REQUEST_IN_PROGRESS', 'The same request is still being processed.');
    c.header('idempotent-replayed', 'true');
    return c.json(previous.body as object, previous.statusCode as 200);
  }
  // A life that began before this claim: an earlier attempt was lost, and what it did stands.
  const began = claimed[0]?.createdAt;
  const lostAttemptSince = began && began < now ? began : undefined;
  try {
    const result = await run({ key, lostAttemptSince });
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
