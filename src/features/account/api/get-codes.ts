import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponCode } from '../../../contracts/account';
import { loadApiClient } from '../../../lib/api-session';
import { accountKeys } from './account-keys';

/** GET /account/codes: the account's coupon codes and the public ones still running. */
export async function getCodes(signal?: AbortSignal): Promise<CouponCode[]> {
  const { data } = await (await loadApiClient()).get<CouponCode[]>('/account/codes', { signal });
  return data;
}

export const codesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.codes(), queryFn: ({ signal }) => getCodes(signal) });

export const useCodes = () => useQuery(codesQueryOptions());
