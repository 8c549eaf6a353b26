import { eq, sql } from 'drizzle-orm';
import type { Me } from '../../contracts/me';
import type { UpdateMe } from '../../contracts/update-me';
import { toLocale } from '../../lib/locale';
import type { CurrentUser } from '../core/context';
import type { Db } from '../db/client';
import { users, type accounts } from '../db/schema';
import { findAccount } from './account-service';
import { canManageAccount } from '../core/permissions';

type Account = typeof accounts.$inferSelect;

async function accountOf(db: Db, user: Pick<CurrentUser, 'id' | 'accountId'>): Promise<Account> {
  const account = await findAccount(db, user.accountId);
  // users.account_id is a foreign key: a user without their account is a broken database.
  if (!account) throw new Error(`user ${user.id} has no account ${user.accountId}`);
  return account;
}

export function toMe(user: Omit<CurrentUser, 'emailVerified'>, account: Pick<Account, 'id' | 'ownerId'>): Me {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    locale: toLocale(user.locale),
    photo_url: user.photoUrl,
    distinct_id: user.distinctId,
    analytics_id: user.analyticsId,
    role: user.role,
    status: user.status,
    account_id: user.accountId,
    notifications: user.notifications,
    can_manage_account: canManageAccount(user, account),
  };
}

export async function getMe(db: Db, user: CurrentUser): Promise<Me> {
  return toMe(user, await accountOf(db, user));
}

export async function updateMe(db: Db, user: CurrentUser, patch: UpdateMe, now: Date): Promise<Me> {
  const [updated] = await db
    .update(users)
    .set({
      firstName: patch.first_name,
      lastName: patch.last_name,
      phone: patch.phone,
      locale: patch.locale,
      photoUrl: patch.photo_url,
      // Merged in SQL, so two tabs toggling different switches at once both keep their change.
      notifications: patch.notifications
        ? sql`${users.notifications} || ${JSON.stringify(patch.notifications)}::jsonb`
        : undefined,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error(`user ${user.id} vanished during an update`);
  return toMe(updated, await accountOf(db, updated));
}
