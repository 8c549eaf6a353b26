import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminBookingPage } from '../../../contracts/admin';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys, definedParams, type BookingFilters } from './admin-keys';

export const BOOKINGS_PAGE_SIZE = 25;

/** GET /admin/bookings: by person, e-mail or space (a part), Paris day and status; newest first. */
export async function getAdminBookings(
  filters: BookingFilters,
  signal?: AbortSignal,
): Promise<AdminBookingPage> {
  const params = definedParams({
    ...filters,
    limit: BOOKINGS_PAGE_SIZE,
    offset: filters.offset || undefined,
  });
  const { data } = await (await loadApiClient()).get<AdminBookingPage>('/admin/bookings', { params, signal });
  return data;
}

export const useAdminBookings = (filters: BookingFilters) =>
  useQuery({
    queryKey: adminKeys.bookings(filters),
    queryFn: ({ signal }) => getAdminBookings(filters, signal),
    placeholderData: keepPreviousData,
  });
