import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, StaffRole } from '../../../contracts/admin';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys } from './admin-keys';

/** PUT /admin/users/{id}/staff-role (super_admin): a staff role given, or taken away with null. */
export async function setStaffRole(id: string, role: StaffRole | null): Promise<AdminUser> {
  return (await (await loadApiClient()).put<AdminUser>(`/admin/users/${id}/staff-role`, { role })).data;
}

export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole | null }) => setStaffRole(id, role),
    onSuccess: (user) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.user(user.id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
      ]),
  });
}
