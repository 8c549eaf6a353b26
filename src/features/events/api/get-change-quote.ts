import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChangeQuote } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';
import { eventKeys } from './get-events';

export type ChangeAsked = { day?: string; start?: string; end: string };

/** GET /bookings/{id}/change-quote: what moving or extending would cost, before it is asked for. */
export async function getChangeQuote(
  bookingId: string,
  asked: ChangeAsked,
  signal?: AbortSignal,
): Promise<ChangeQuote> {
  const { data } = await (
    await loadApiClient()
  ).get<ChangeQuote>(`/bookings/${encodeURIComponent(bookingId)}/change-quote`, { params: asked, signal });
  return data;
}

/** Asked as the slot changes in an open dialog; the last answer stays shown while the next one comes. */
export function useChangeQuote(bookingId: string, asked: ChangeAsked | null) {
  return useQuery({
    queryKey: [...eventKeys.all(), 'change-quote', bookingId, asked],
    queryFn: ({ signal }) => getChangeQuote(bookingId, asked ?? { end: '' }, signal),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
