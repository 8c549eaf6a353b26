import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserPage, StaffRole } from '../../../contracts/admin';
import type { Me } from '../../../contracts/me';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys, definedParams, type UserFilters } from './admin-keys';

export type { UserFilters } from './admin-keys';

/** GET /admin/users with the filters given (empty ones left out). */
export async function getAdminUsers(filters: UserFilters, signal?: AbortSignal): Promise<AdminUserPage> {
  const { data } = await (
    await loadApiClient()
  ).get<AdminUserPage>('/admin/users', { params: definedParams(filters), signal });
  return data;
}

/** The users page; the previous page stays on screen while the next filter's answer comes. */
export const useAdminUsers = (filters: UserFilters) =>
  useQuery({
    queryKey: adminKeys.users(filters),
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

/** POST /admin/users/{id}/suspend or /enable; the lists and the user's page are read again. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: AdminUser['status'] }) =>
      (
        await (
          await loadApiClient()
        ).post<AdminUser>(`/admin/users/${id}/${status === 'suspended' ? 'suspend' : 'enable'}`)
      ).data,
    onSuccess: (user) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.user(user.id) }),
      ]),
  });
}

export const isStaffRole = (role: Me['role'] | undefined): role is StaffRole =>
  role === 'admin' || role === 'super_admin';
