import type { Booking } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';

/** POST /bookings/{id}/confirm: a hold with nothing to pay (a code covers it all) is confirmed without a card. */
export async function confirmBooking(id: string): Promise<Booking> {
  const { data } = await (await loadApiClient()).post<Booking>(`/bookings/${encodeURIComponent(id)}/confirm`);
  return data;
}
