import { useQuery } from '@tanstack/react-query';
import type { CancellationQuote } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';
import { eventKeys } from './get-events';

/** GET /bookings/{id}/cancellation: what cancelling now would refund, asked when the dialog opens. */
export async function getCancellationQuote(
  bookingId: string,
  signal?: AbortSignal,
): Promise<CancellationQuote> {
  const { data } = await (
    await loadApiClient()
  ).get<CancellationQuote>(`/bookings/${encodeURIComponent(bookingId)}/cancellation`, { signal });
  return data;
}

export function useCancellationQuote(bookingId: string, enabled: boolean) {
  // Always asked afresh: the refund changes as the start comes closer.
  return useQuery({
    queryKey: eventKeys.cancellation(bookingId),
    queryFn: ({ signal }) => getCancellationQuote(bookingId, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
