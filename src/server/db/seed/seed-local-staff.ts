import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, users } from '../schema';

/** The back office's account on a local machine (the identity emulator has it, with LOCAL_STAFF_PASSWORD). */
export const LOCAL_STAFF_EMAIL = 'staff@nook.local';
export const LOCAL_STAFF_PASSWORD = 'nook-staff-local';

/**
 * Makes `email` a super_admin here: the user's role if they have signed in already, else an
 * invitation in an account of its own, claimed at their first sign-in with that (verified) address.
 * Local only: `npm run dev` and the e2e stack call it, next to the identity emulator's account.
 */
export async function seedLocalStaff(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [known] = await tx
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
      .limit(1)
      .for('update');
    if (known) {
      if (known.role !== 'super_admin' || known.status !== 'enabled')
        await tx.update(users).set({ role: 'super_admin', status: 'enabled' }).where(eq(users.id, known.id));
      return;
    }
    const [account] = await tx
      .insert(accounts)
      .values({ companyName: 'Nook' })
      .returning({ id: accounts.id });
    if (!account) throw new Error('account insert returned nothing');
    const [staff] = await tx
      .insert(users)
      .values({ accountId: account.id, email, firstName: 'Équipe', lastName: 'Nook', role: 'super_admin' })
      .returning({ id: users.id });
    if (staff) await tx.update(accounts).set({ ownerId: staff.id }).where(eq(accounts.id, account.id));
  });
}
