import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';
import { invoiceKeys } from '../../../lib/invoices/invoice-keys';
import { eventKeys } from './get-events';

export type BookingChange =
  | { kind: 'cancel' }
  | { kind: 'change'; day: string; start: string; end: string }
  | { kind: 'extend'; end: string };

/**
 * POST /bookings/{id}/cancel, /change or /extend: the three ways an organizer reshapes a booking.
 * Times go as "HH:mm"; the answer is the booking as it now stands.
 */
export async function changeBooking(bookingId: string, change: BookingChange): Promise<Booking> {
  const client = await loadApiClient();
  const path = `/bookings/${encodeURIComponent(bookingId)}/${change.kind}`;
  const { kind, ...body } = change;
  const { data } = await client.post<Booking>(path, kind === 'cancel' ? undefined : body);
  return data;
}

/**
 * Every view of the user's events shows the new state once the API has it, and the invoice lists
 * too: a refund (a cancellation, a cheaper slot) comes with a credit note.
 */
export function useChangeBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BookingChange) => changeBooking(bookingId, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all() }),
      ]),
  });
}
