import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../contracts/me';
import type { UpdateMe } from '../../contracts/update-me';
import { loadApiClient } from '../api-session';
import { meKeys } from './me-keys';

/** PATCH /me with only the fields that change, e.g. `{ locale }` (docs/product.md §7). */
export async function updateMe(patch: UpdateMe): Promise<Me> {
  const { data } = await (await loadApiClient()).patch<Me>('/me', patch);
  return data;
}

/** Updates the profile, then refreshes the user query (docs/product.md §7) before reporting success. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: async (me) => {
      queryClient.setQueryData(meKeys.me(), me);
      await queryClient.invalidateQueries({ queryKey: meKeys.me(), exact: true });
    },
  });
}
