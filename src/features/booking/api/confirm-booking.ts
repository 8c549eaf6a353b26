import type { Booking } from '../../../contracts/bookings';
import { TERMS_VERSION } from '../../../domain/terms';
import { loadApiClient } from '../../../lib/api-session';

/** POST /bookings/{id}/confirm: a hold with nothing to pay (a code covers it all) is confirmed without a card, the terms of sale accepted. */
export async function confirmBooking(id: string): Promise<Booking> {
  const { data } = await (
    await loadApiClient()
  ).post<Booking>(`/bookings/${encodeURIComponent(id)}/confirm`, { terms_version: TERMS_VERSION });
  return data;
}
