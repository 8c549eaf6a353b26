import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserPage } from '../../../contracts/admin';
import type { Me } from '../../../contracts/me';
import { loadApiClient } from '../../../lib/api-session';

export type UserFilters = { q?: string; status?: 'enabled' | 'suspended' };

/** Query keys of the back office, from one place so that writes refresh the right lists. */
export const adminKeys = {
  users: (filters?: UserFilters) => (filters ? (['admin', 'users', filters] as const) : (['admin', 'users'] as const)),
  // Without filters: every page of the list, for a write to mark stale. A space's photos and
  // closures sit under its detail, so refreshing the detail refreshes them too.
  spaces: (filters?: object) => (filters ? (['admin', 'spaces', 'list', filters] as const) : (['admin', 'spaces', 'list'] as const)),
  space: (id: string) => ['admin', 'spaces', 'detail', id] as const,
  spacePhotos: (id: string) => ['admin', 'spaces', 'detail', id, 'photos'] as const,
  spaceClosures: (id: string) => ['admin', 'spaces', 'detail', id, 'closures'] as const,
  zones: () => ['admin', 'zones'] as const,
};

/** GET /admin/users with the filters given (empty ones left out). */
export async function getAdminUsers(filters: UserFilters, signal?: AbortSignal): Promise<AdminUserPage> {
  const params = { ...(filters.q ? { q: filters.q } : {}), ...(filters.status ? { status: filters.status } : {}) };
  const { data } = await (await loadApiClient()).get<AdminUserPage>('/admin/users', { params, signal });
  return data;
}

/** The users page; the previous page stays on screen while the next filter's answer comes. */
export const useAdminUsers = (filters: UserFilters) =>
  useQuery({ queryKey: adminKeys.users(filters), queryFn: ({ signal }) => getAdminUsers(filters, signal), placeholderData: keepPreviousData });

/** POST /admin/users/{id}/suspend or /enable. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: AdminUser['status'] }) =>
      (await (await loadApiClient()).post<AdminUser>(`/admin/users/${id}/${status === 'suspended' ? 'suspend' : 'enable'}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

export const isStaffRole = (role: Me['role'] | undefined) => role === 'admin' || role === 'super_admin';
