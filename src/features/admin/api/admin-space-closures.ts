import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminClosure,
  AdminClosureCreated,
  adminClosureInputSchema,
} from '../../../contracts/admin-spaces';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys } from './admin-keys';

/** GET /admin/spaces/{id}/closures: earliest first. */
export const useSpaceClosures = (spaceId: string) =>
  useQuery({
    queryKey: adminKeys.spaceClosures(spaceId),
    queryFn: async ({ signal }) =>
      (await (await loadApiClient()).get<AdminClosure[]>(`/admin/spaces/${spaceId}/closures`, { signal }))
        .data,
  });

/** The closures and the space's detail (which lists them too) are stale after a write. */
function useClosuresChanged(spaceId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.spaceClosures(spaceId) });
    void queryClient.invalidateQueries({ queryKey: adminKeys.space(spaceId), exact: true });
  };
}

/** What the API reads: days as YYYY-MM-DD, times as HHmm numbers. */
export type ClosureBody = z.input<typeof adminClosureInputSchema>;

/** POST /admin/spaces/{id}/closures: the closure, and the confirmed bookings already inside it. */
export function useCreateClosure(spaceId: string) {
  const changed = useClosuresChanged(spaceId);
  return useMutation({
    mutationFn: async (input: ClosureBody) =>
      (await (await loadApiClient()).post<AdminClosureCreated>(`/admin/spaces/${spaceId}/closures`, input))
        .data,
    onSuccess: changed,
  });
}

/** DELETE /admin/spaces/{id}/closures/{closureId}. */
export function useDeleteClosure(spaceId: string) {
  const changed = useClosuresChanged(spaceId);
  return useMutation({
    mutationFn: async (closureId: string) => {
      await (await loadApiClient()).delete(`/admin/spaces/${spaceId}/closures/${closureId}`);
    },
    onSuccess: changed,
  });
}
