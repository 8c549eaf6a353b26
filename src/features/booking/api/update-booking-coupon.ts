import type { Booking } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';

/** PATCH /bookings/{id} with a coupon code (null removes it): the API checks it and prices the hold again. */
export async function updateBookingCoupon(id: string, couponCode: string | null): Promise<Booking> {
  const { data } = await (
    await loadApiClient()
  ).patch<Booking>(`/bookings/${id}`, { coupon_code: couponCode });
  return data;
}
