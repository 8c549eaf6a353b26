import type { CurrentUser } from './context';
import { forbidden } from './errors';
import type { accounts, bookings } from '../db/schema';

type Account = typeof accounts.$inferSelect;

/** Staff may read any account (docs/product.md §6). */
export const isStaff = (user: Pick<CurrentUser, 'role'>) =>
  user.role === 'admin' || user.role === 'super_admin';

/** Account admins manage their account; so does the person who opened it (a personal account's owner). */
export const canManageAccount = (
  user: Pick<CurrentUser, 'id' | 'accountId' | 'role'>,
  account: Pick<Account, 'id' | 'ownerId'>,
) => user.accountId === account.id && (user.role === 'account_admin' || account.ownerId === user.id);

export function assertCanManageAccount(user: CurrentUser, account: Pick<Account, 'id' | 'ownerId'>): void {
  if (!canManageAccount(user, account)) {
    throw forbidden('ACCOUNT_ADMIN_ONLY', 'Only an administrator of the account may do this.');
  }
}

/** Reading an account's data: its members, or staff. */
export const canReadAccount = (user: CurrentUser, accountId: string) =>
  user.accountId === accountId || isStaff(user);

/**
 * Who may act on a booking as its customer (pay, change it, add extras; its events and overstays
 * too): its organizer, or whoever manages the account it is booked on.
 */
export const canActOnBooking = (
  user: CurrentUser,
  booking: Pick<typeof bookings.$inferSelect, 'organizerId' | 'accountId'>,
  account: Pick<Account, 'id' | 'ownerId'>,
): boolean =>
  booking.organizerId === user.id || (booking.accountId === account.id && canManageAccount(user, account));

/**
 * Who may see a booking: whoever may act on it, and staff. Staff change nothing of a customer's
 * booking through the customer's routes, not even cancel it: what they do to it goes through the
 * back office, where every write is audited (docs/business-rules.md §7). The one place this is decided.
 */
export const canManageBooking = (
  user: CurrentUser,
  booking: Pick<typeof bookings.$inferSelect, 'organizerId' | 'accountId'>,
  account: Pick<Account, 'id' | 'ownerId'>,
): boolean => canActOnBooking(user, booking, account) || isStaff(user);

/** A staff member on someone else's booking, through a customer's route: 403, the back office is theirs. */
export const staffUseBackOffice = () =>
  forbidden(
    'STAFF_USE_BACK_OFFICE',
    "Staff change a customer's booking from the back office, where it is audited.",
  );
