import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '../../../contracts/account';
import { loadApiClient } from '../../../lib/api-session';
import { bookingKeys } from './booking-keys';

/** GET /account: billing address and business flag, for the billing details of a payment. */
export async function getAccount(signal?: AbortSignal): Promise<Account> {
  const { data } = await (await loadApiClient()).get<Account>('/account', { signal });
  return data;
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: bookingKeys.account(), queryFn: ({ signal }) => getAccount(signal) });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}
