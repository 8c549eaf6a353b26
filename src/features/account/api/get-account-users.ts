import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountUser } from '../../../contracts/account';
import { loadApiClient } from '../../../lib/api-session';
import { accountKeys } from './account-keys';

/** GET /account/users: the account's members (administrators only). */
export async function getAccountUsers(signal?: AbortSignal): Promise<AccountUser[]> {
  const { data } = await (await loadApiClient()).get<AccountUser[]>('/account/users', { signal });
  return data;
}

export const accountUsersQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.users(), queryFn: ({ signal }) => getAccountUsers(signal) });

export const useAccountUsers = (enabled: boolean) => useQuery({ ...accountUsersQueryOptions(), enabled });
