import { eq } from 'drizzle-orm';
import type { Account, UpdateAccount } from '../../contracts/account';
import type { CurrentUser } from '../core/context';
import { forbidden, notFound, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { accounts } from '../db/schema';
import { assertCanManageAccount, canManageAccount, canReadAccount } from '../core/permissions';

type AccountRow = typeof accounts.$inferSelect;

export async function findAccount(db: Db, accountId: string): Promise<AccountRow | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return account;
}

export function toAccount(user: CurrentUser, account: AccountRow): Account {
  return {
    id: account.id,
    business: account.business,
    company_name: account.companyName,
    vat_number: account.vatNumber,
    billing_address: {
      address: account.billingAddress,
      city: account.billingCity,
      country: account.billingCountry,
      postal_code: account.billingPostalCode,
    },
    can_manage: canManageAccount(user, account),
  };
}

/**
 * The account a request is about: the caller's own, or, for staff only, the one they name. Asking
 * for someone else's account is a 403 (not a 404) so that staff tools can tell the two apart.
 */
export async function readableAccount(
  db: Db,
  user: CurrentUser,
  accountId = user.accountId,
): Promise<AccountRow> {
  if (!canReadAccount(user, accountId))
    throw forbidden('ACCOUNT_FORBIDDEN', 'You may only read your own account.');
  const account = await findAccount(db, accountId);
  if (!account) throw notFound('Account');
  return account;
}

/** The caller's account, when they may manage it. */
export async function managedAccount(db: Db, user: CurrentUser): Promise<AccountRow> {
  const account = await readableAccount(db, user);
  assertCanManageAccount(user, account);
  return account;
}

/**
 * A business account is invoiced to a company, so it needs the company's name; switching back to a
 * personal account keeps the name and VAT number for the day it switches again.
 */
export async function updateAccount(
  db: Db,
  user: CurrentUser,
  patch: UpdateAccount,
  now: Date,
): Promise<Account> {
  const { id } = await managedAccount(db, user);
  return transaction(db, async (tx) => {
    // Locked, so that two edits at once cannot leave a business account without a company name.
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!account) throw notFound('Account');
    const business = patch.business ?? account.business;
    const companyName = patch.company_name === undefined ? account.companyName : patch.company_name;
    if (business && !companyName) {
      throw unprocessable('COMPANY_NAME_REQUIRED', 'A business account needs a company name.', [
        { field: 'body.company_name', code: 'required', message: 'A business account needs a company name.' },
      ]);
    }
    const address = patch.billing_address;
    const [updated] = await tx
      .update(accounts)
      .set({
        business: patch.business,
        companyName: patch.company_name,
        vatNumber: patch.vat_number,
        billingAddress: address?.address,
        billingCity: address?.city,
        billingCountry: address?.country,
        billingPostalCode: address?.postal_code,
        updatedAt: now,
      })
      .where(eq(accounts.id, id))
      .returning();
    if (!updated) throw notFound('Account');
    return toAccount(user, updated);
  });
}
