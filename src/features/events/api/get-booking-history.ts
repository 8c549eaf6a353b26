import { useQuery } from '@tanstack/react-query';
import type { BookingHistoryEntry } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';
import { eventKeys } from './get-events';

/** GET /bookings/{id}/history: what happened to the booking and the money each step moved. */
export async function getBookingHistory(
  bookingId: string,
  signal?: AbortSignal,
): Promise<BookingHistoryEntry[]> {
  const { data } = await (
    await loadApiClient()
  ).get<BookingHistoryEntry[]>(`/bookings/${encodeURIComponent(bookingId)}/history`, { signal });
  return data;
}

export function useBookingHistory(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.history(bookingId),
    queryFn: ({ signal }) => getBookingHistory(bookingId, signal),
    enabled,
  });
}
