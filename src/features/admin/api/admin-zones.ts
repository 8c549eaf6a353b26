import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminZone, AdminZoneCreate, AdminZoneUpdate } from '../../../contracts/admin-zones';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys } from './admin-keys';

/** GET /admin/zones: every zone, by id, with its number of spaces. */
export async function getAdminZones(signal?: AbortSignal): Promise<AdminZone[]> {
  const { data } = await (await loadApiClient()).get<AdminZone[]>('/admin/zones', { signal });
  return data;
}

export const useAdminZones = () =>
  useQuery({ queryKey: adminKeys.zones(), queryFn: ({ signal }) => getAdminZones(signal) });

/** POST /admin/zones (super_admin): the zone is live at /{id} as soon as this answers. */
export function useCreateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (zone: AdminZoneCreate) =>
      (await (await loadApiClient()).post<AdminZone>('/admin/zones', zone)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.zones() }),
  });
}

/** PUT /admin/zones/{id} (super_admin): new names or a new centre; the id stays. */
export function useUpdateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...zone }: AdminZoneUpdate & { id: string }) =>
      (await (await loadApiClient()).put<AdminZone>(`/admin/zones/${encodeURIComponent(id)}`, zone)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.zones() }),
  });
}
