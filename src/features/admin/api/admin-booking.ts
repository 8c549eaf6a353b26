import { useQuery } from '@tanstack/react-query';
import type { AdminBookingDetail } from '../../../contracts/admin';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys } from './admin-keys';

/** GET /admin/bookings/{id}: the booking with its guests, payments, history and messages. */
export async function getAdminBooking(id: string, signal?: AbortSignal): Promise<AdminBookingDetail> {
  const { data } = await (await loadApiClient()).get<AdminBookingDetail>(`/admin/bookings/${id}`, { signal });
  return data;
}

export const useAdminBooking = (id: string) =>
  useQuery({ queryKey: adminKeys.booking(id), queryFn: ({ signal }) => getAdminBooking(id, signal) });
