import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUser, UpdateAccountUser } from '../../../contracts/account';
import { loadApiClient } from '../../../lib/api-session';
import { accountKeys } from './account-keys';

/** PATCH /account/users/{userId}: a member's role or status. */
export async function updateAccountUser({
  id,
  patch,
}: {
  id: string;
  patch: UpdateAccountUser;
}): Promise<AccountUser> {
  const { data } = await (await loadApiClient()).patch<AccountUser>(`/account/users/${id}`, patch);
  return data;
}

export function useUpdateAccountUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.users() }),
  });
}
