import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Unsubscribed, UnsubscribeQuery } from '../../contracts/unsubscribe';
import { forbidden, notFound } from '../core/errors';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { isSignedUnsubscribe } from '../messages/unsubscribe';

/** A link this server did not sign for that user and preference: refused before anything is read. */
function assertSigned(secret: string, query: UnsubscribeQuery): void {
  if (!isSignedUnsubscribe(secret, query))
    throw forbidden('INVALID_SIGNATURE', 'This unsubscribe link is not one this server signed.');
}

/** The language of the person an unsubscribe link is for, once its signature holds. */
export async function unsubscribeLocale(db: Db, secret: string, query: UnsubscribeQuery): Promise<string> {
  assertSigned(secret, query);
  const [user] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(and(eq(users.id, query.user), isNull(users.deletedAt)));
  if (!user) throw notFound('User');
  return user.locale;
}

/**
 * Turns a preference off for the person a signed link names, as the account area's switch does
 * (merged in SQL, the other preferences untouched); asked twice, it stays off.
 */
export async function unsubscribe(
  db: Db,
  secret: string,
  query: UnsubscribeQuery,
  now: Date,
): Promise<Unsubscribed> {
  assertSigned(secret, query);
  const [updated] = await db
    .update(users)
    .set({
      notifications: sql`${users.notifications} || ${JSON.stringify({ [query.preference]: false })}::jsonb`,
      updatedAt: now,
    })
    .where(and(eq(users.id, query.user), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (!updated) throw notFound('User');
  return { preference: query.preference, unsubscribed: true };
}
