import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUser, InviteUser } from '../../../contracts/account';
import { loadApiClient } from '../../../lib/api-session';
import { accountKeys } from './account-keys';

/** POST /account/users: the person joins the account when they sign in with this e-mail. */
export async function inviteAccountUser(input: InviteUser): Promise<AccountUser> {
  const { data } = await (await loadApiClient()).post<AccountUser>('/account/users', input);
  return data;
}

export function useInviteAccountUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteAccountUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.users() }),
  });
}
