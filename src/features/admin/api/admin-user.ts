import { useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '../../../contracts/admin';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys } from './admin-keys';

/** GET /admin/users/{id}: the user, their account and their latest bookings. */
export async function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  const { data } = await (await loadApiClient()).get<AdminUserDetail>(`/admin/users/${id}`, { signal });
  return data;
}

export const useAdminUser = (id: string) =>
  useQuery({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getAdminUser(id, signal) });
