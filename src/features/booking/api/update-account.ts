import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, UpdateAccount } from '../../../contracts/account';
import { loadApiClient } from '../../../lib/api-session';
import { bookingKeys } from './booking-keys';

/** PATCH /account, here with the billing address that a payment needs. */
export async function updateAccount(patch: UpdateAccount): Promise<Account> {
  const { data } = await (await loadApiClient()).patch<Account>('/account', patch);
  return data;
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => queryClient.setQueryData(bookingKeys.account(), account),
  });
}
