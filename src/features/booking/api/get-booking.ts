import type { Booking } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';

/** GET /bookings/{id}: the booking as it now stands (hold expiry, extras, prices). */
export async function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  const { data } = await (await loadApiClient()).get<Booking>(`/bookings/${id}`, { signal });
  return data;
}
