import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';
import { bookingKeys } from './booking-keys';

/** GET /bookings/{id}: the booking as it now stands (hold expiry, extras, prices). */
export async function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  const { data } = await (await loadApiClient()).get<Booking>(`/bookings/${id}`, { signal });
  return data;
}

export function bookingQueryOptions(id: string) {
  return queryOptions({ queryKey: bookingKeys.booking(id), queryFn: ({ signal }) => getBooking(id, signal) });
}

/** The booking; with `untilConfirmed` (in ms), asked again at that pace until it is confirmed (after 3-D Secure, by the webhook). */
export function useBooking(id: string, untilConfirmed?: number) {
  return useQuery({
    ...bookingQueryOptions(id),
    refetchInterval: (query) =>
      untilConfirmed && query.state.data?.status !== 'confirmed' ? untilConfirmed : false,
  });
}
