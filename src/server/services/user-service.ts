import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Identity } from '../core/context';
import type { Db } from '../db/client';
import { forbidden } from '../core/errors';
import { transaction } from '../db/transaction';
import { preparedOnce } from '../db/prepared';
import { accounts, users } from '../db/schema';

type User = typeof users.$inferSelect;

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505';

function splitName(name: string | undefined): { firstName: string | null; lastName: string | null } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0] ?? null, lastName: parts.slice(1).join(' ') || null };
}

/**
 * The identity provider owns the e-mail: once a new address is confirmed there (after a recent
 * sign-in), the profile follows it. An address another user already has here is left alone.
 */
async function followEmailChange(db: Db, known: User, identity: Identity): Promise<User> {
  // A deleted user keeps their anonymised row: a token still around must not write the address back.
  if (known.deletedAt || !identity.email || known.email.toLowerCase() === identity.email.toLowerCase())
    return known;
  // A new address counts once its owner has verified it: taking an invited guest's address opens nothing.
  if (!identity.emailVerified) return known;
  const email = identity.email;
  try {
    // Checked in the statement rather than by catching the unique violation: inside a transaction
    // PostgreSQL would abort the rest of the request after that error.
    const [updated] = await db
      .update(users)
      .set({ email, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, known.id),
          sql`NOT EXISTS (SELECT 1 FROM users other WHERE lower(other.email) = lower(${email}) AND other.id <> ${known.id})`,
        ),
      )
      .returning();
    return updated ?? known;
  } catch (error) {
    // Two requests racing for the same address: the loser keeps its old one.
    if (isUniqueViolation(error)) return known;
    throw error;
  }
}

/** Every signed-in request starts here. */
const userByFirebaseUid = preparedOnce((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.firebaseUid, sql.placeholder('uid')))
    .limit(1)
    .prepare('user_by_firebase_uid'),
);

/**
 * The user behind a verified identity. On the first call of a new identity: someone invited to an
 * account with that e-mail takes their place in it, once the identity provider has verified the
 * address (until then the invitation waits and the account stays out of reach: 403
 * EMAIL_NOT_VERIFIED); anyone else gets a user (role `user`) and a personal account of their own.
 */
export async function ensureUser(db: Db, identity: Identity, locale: 'fr' | 'en'): Promise<User> {
  const [known] = await userByFirebaseUid(db).execute({ uid: identity.uid });
  if (known) return followEmailChange(db, known, identity);

  try {
    return await transaction(db, async (tx) => {
      const invitation = and(
        sql`lower(${users.email}) = lower(${identity.email})`,
        isNull(users.firebaseUid),
        isNull(users.deletedAt),
      );
      if (!identity.emailVerified) {
        const [waiting] = await tx.select({ id: users.id }).from(users).where(invitation).limit(1);
        if (waiting)
          throw forbidden(
            'EMAIL_NOT_VERIFIED',
            'Verify your e-mail address to join the account that invited you.',
          );
      } else {
        const [invited] = await tx
          .update(users)
          .set({ firebaseUid: identity.uid, updatedAt: new Date() })
          .where(invitation)
          .returning();
        if (invited) return invited;
      }

      const [account] = await tx.insert(accounts).values({}).returning();
      if (!account) throw new Error('account insert returned nothing');
      const [created] = await tx
        .insert(users)
        .values({
          firebaseUid: identity.uid,
          accountId: account.id,
          email: identity.email,
          locale,
          photoUrl: identity.picture ?? null,
          ...splitName(identity.name),
        })
        .returning();
      if (!created) throw new Error('user insert returned nothing');
      await tx.update(accounts).set({ ownerId: created.id }).where(eq(accounts.id, account.id));
      return created;
    });
  } catch (error) {
    // Two first calls at once: the other one created the user.
    if (!isUniqueViolation(error)) throw error;
    const [raced] = await db.select().from(users).where(eq(users.firebaseUid, identity.uid)).limit(1);
    if (!raced) throw error;
    return raced;
  }
}
