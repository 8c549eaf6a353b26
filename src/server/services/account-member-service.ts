import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AccountUser, InviteUser, UpdateAccountUser } from '../../contracts/account';
import type { CurrentUser } from '../core/context';
import { conflict, forbidden, notFound, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { transaction } from '../db/transaction';
import { teamInvitationMessage } from '../messages/outbox';
import { managedAccount, readableAccount } from './account-service';
import { canManageAccount, isStaff } from '../core/permissions';

type UserRow = typeof users.$inferSelect;

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export function toAccountUser(user: UserRow): AccountUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    status: user.status,
    invited: user.firebaseUid === null,
    photo_url: user.photoUrl,
  };
}

/** The members of an account (deleted ones excluded): for its managers, and for staff. */
export async function listAccountUsers(
  db: Db,
  user: CurrentUser,
  accountId?: string,
): Promise<AccountUser[]> {
  const account = await readableAccount(db, user, accountId);
  if (!canManageAccount(user, account) && !isStaff(user))
    throw forbidden('ACCOUNT_ADMIN_ONLY', 'Only an administrator of the account may do this.');
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.accountId, account.id), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toAccountUser);
}

/**
 * Invites someone into the caller's account: a user row without identity, which ensureUser hands
 * over to whoever first signs in with this e-mail.
 */
export async function inviteAccountUser(db: Db, user: CurrentUser, input: InviteUser): Promise<AccountUser> {
  const account = await managedAccount(db, user);
  const userExists = () => conflict('USER_EXISTS', 'Someone already uses this e-mail address.');
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${input.email})`, isNull(users.deletedAt)))
    .limit(1);
  if (existing) throw userExists();
  try {
    return await transaction(db, async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          accountId: account.id,
          email: input.email,
          firstName: input.first_name ?? null,
          lastName: input.last_name ?? null,
          role: input.role,
          // Until they choose, they read the language of whoever invited them.
          locale: user.locale,
        })
        .returning();
      if (!created) throw new Error('user insert returned nothing');
      // The invitation leaves with the new member (docs/business-rules.md §6: team invitation).
      await tx.execute(teamInvitationMessage(created.id, user.id));
      return toAccountUser(created);
    });
  } catch (error) {
    // Someone signed up or was invited with this e-mail between our check and our insert.
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
}

/**
 * Changes a member's role or status without ever leaving the account unmanaged: an admin
 * cannot suspend or demote themself, and nobody can suspend or demote the account's owner.
 */
export async function updateAccountUser(
  db: Db,
  user: CurrentUser,
  memberId: string,
  patch: UpdateAccountUser,
  now: Date,
): Promise<AccountUser> {
  const account = await managedAccount(db, user);
  const [member] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.accountId, account.id), isNull(users.deletedAt)))
    .limit(1);
  if (!member) throw notFound('Member');

  const changesRole = patch.role !== undefined && patch.role !== member.role;
  const suspends = patch.status === 'suspended' && member.status !== 'suspended';
  if (member.id === user.id && (changesRole || suspends)) {
    throw unprocessable('CANNOT_CHANGE_SELF', 'You cannot suspend yourself or change your own role.');
  }
  if (member.id === account.ownerId && (changesRole || suspends)) {
    throw unprocessable(
      'CANNOT_CHANGE_OWNER',
      'The owner of the account cannot be suspended or given another role.',
    );
  }
  if (isStaff(member) && changesRole) {
    throw unprocessable('CANNOT_CHANGE_STAFF', 'A staff member keeps their role.');
  }

  const [updated] = await db
    .update(users)
    .set({ role: patch.role, status: patch.status, updatedAt: now })
    .where(eq(users.id, member.id))
    .returning();
  if (!updated) throw notFound('Member');
  return toAccountUser(updated);
}
