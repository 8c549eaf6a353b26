import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '../../contracts/account';
import { loadApiClient } from '../api-session';
import { useAuth } from '../auth/auth-context';

/** The account's query key; its lists (users, cards, codes) sit under it. */
export const accountQueryKey = () => ['account'] as const;

/** GET /account: billing address and business details of the user's account. */
export async function getAccount(signal?: AbortSignal): Promise<Account> {
  const { data } = await (await loadApiClient()).get<Account>('/account', { signal });
  return data;
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountQueryKey(), queryFn: ({ signal }) => getAccount(signal) });

/**
 * The signed-in user's account, shared by the account screens, the account menu's flag and the
 * payment step; idle for a guest and while auth loads.
 */
export function useAccount() {
  const { status } = useAuth();
  return useQuery({ ...accountQueryOptions(), enabled: status === 'authenticated' });
}
