import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSpace, AdminSpaceInput, AdminSpacePage } from '../../../contracts/admin-spaces';
import type { SpaceType } from '../../../contracts/space-features';
import type { ZoneWithCount } from '../../../contracts/spaces';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys } from './admin-keys';

export const SPACES_PAGE_SIZE = 20;

export type SpaceFilters = { q?: string; zone?: string; type?: SpaceType; published?: boolean; page: number };

/** GET /admin/spaces: one page of the filters given (empty ones left out). */
export async function getAdminSpaces(filters: SpaceFilters, signal?: AbortSignal): Promise<AdminSpacePage> {
  const params = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.zone ? { zone: filters.zone } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.published === undefined ? {} : { published: String(filters.published) }),
    limit: SPACES_PAGE_SIZE,
    offset: filters.page * SPACES_PAGE_SIZE,
  };
  const { data } = await (await loadApiClient()).get<AdminSpacePage>('/admin/spaces', { params, signal });
  return data;
}

/** The spaces page; the previous page stays on screen while the next one comes. */
export const useAdminSpaces = (filters: SpaceFilters) =>
  useQuery({
    queryKey: adminKeys.spaces(filters),
    queryFn: ({ signal }) => getAdminSpaces(filters, signal),
    placeholderData: keepPreviousData,
  });

/** GET /admin/spaces/{id}: every editable field, the extras offered and the closures. */
export async function getAdminSpace(id: string, signal?: AbortSignal): Promise<AdminSpace> {
  return (await (await loadApiClient()).get<AdminSpace>(`/admin/spaces/${id}`, { signal })).data;
}

export const useAdminSpace = (id: string) =>
  useQuery({ queryKey: adminKeys.space(id), queryFn: ({ signal }) => getAdminSpace(id, signal) });

/** GET /zones (public): the zones a space can be in, for the selects. */
export const useZones = () =>
  useQuery({
    queryKey: adminKeys.zones(),
    queryFn: async ({ signal }) =>
      (await (await loadApiClient()).get<ZoneWithCount[]>('/zones', { signal })).data,
    staleTime: 5 * 60_000,
  });

/** After a write: the space as the API answered it, and the lists that show it marked stale. */
function useSpaceSaved() {
  const queryClient = useQueryClient();
  return (space: AdminSpace) => {
    queryClient.setQueryData(adminKeys.space(space.id), space);
    void queryClient.invalidateQueries({ queryKey: adminKeys.spaces() });
  };
}

/** POST /admin/spaces: a new space, unpublished. */
export function useCreateSpace() {
  const saved = useSpaceSaved();
  return useMutation({
    mutationFn: async (input: AdminSpaceInput) =>
      (await (await loadApiClient()).post<AdminSpace>('/admin/spaces', input)).data,
    onSuccess: saved,
  });
}

/** PUT /admin/spaces/{id}: every field at once. */
export function useUpdateSpace(id: string) {
  const saved = useSpaceSaved();
  return useMutation({
    mutationFn: async (input: AdminSpaceInput) =>
      (await (await loadApiClient()).put<AdminSpace>(`/admin/spaces/${id}`, input)).data,
    onSuccess: saved,
  });
}

/** POST /admin/spaces/{id}/publish or /unpublish. */
export function useSetSpacePublished(id: string) {
  const saved = useSpaceSaved();
  return useMutation({
    mutationFn: async (published: boolean) =>
      (
        await (
          await loadApiClient()
        ).post<AdminSpace>(`/admin/spaces/${id}/${published ? 'publish' : 'unpublish'}`)
      ).data,
    onSuccess: saved,
  });
}
