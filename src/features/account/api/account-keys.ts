import { accountQueryKey } from '../../../lib/account/get-account';

/** Query keys of the account area, from one place so that mutations refresh the right lists. */
export const accountKeys = {
  account: accountQueryKey,
  users: () => ['account', 'users'] as const,
  codes: () => ['account', 'codes'] as const,
  onboarding: () => ['me', 'onboarding'] as const,
  calendarFeed: () => ['me', 'calendar-feed'] as const,
};
