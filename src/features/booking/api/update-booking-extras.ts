import type { Booking } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';

export type ExtraQuantity = { id: string; quantity: number };

/** PATCH /bookings/{id}: replaces the hold's extras (and how many people come); the answer carries the new prices. */
export async function updateBookingExtras(
  id: string,
  extras: ExtraQuantity[],
  attendees?: number,
): Promise<Booking> {
  const { data } = await (
    await loadApiClient()
  ).patch<Booking>(`/bookings/${id}`, attendees === undefined ? { extras } : { extras, attendees });
  return data;
}
