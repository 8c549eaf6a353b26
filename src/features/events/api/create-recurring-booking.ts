import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, CreateBookingInput } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';
import { eventKeys } from './get-events';

/** POST /bookings with a recurrence: one hold, one event per occurrence, days already taken left out. */
export async function createRecurringBooking(input: CreateBookingInput): Promise<Booking> {
  const { data } = await (await loadApiClient()).post<Booking>('/bookings', input);
  return data;
}

export function useCreateRecurringBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecurringBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all() }),
  });
}
