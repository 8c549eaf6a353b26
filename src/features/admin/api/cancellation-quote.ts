import { useQuery } from '@tanstack/react-query';
import type { CancellationQuote } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys } from './admin-keys';

/** GET /bookings/{id}/cancellation (staff may read any booking): what the policy would refund now. */
export async function getCancellationQuote(id: string, signal?: AbortSignal): Promise<CancellationQuote> {
  const { data } = await (
    await loadApiClient()
  ).get<CancellationQuote>(`/bookings/${id}/cancellation`, { signal });
  return data;
}

/** Asked when the cancel dialog opens, and never kept: the refund depends on the time left. */
export const useCancellationQuote = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.cancellationQuote(id),
    queryFn: ({ signal }) => getCancellationQuote(id, signal),
    enabled,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
