import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentInput } from '../../../contracts/bookings';
import { loadApiClient } from '../../../lib/api-session';
import { bookingKeys } from './booking-keys';

/** What GET /overstays/{id} answers: time used past the end of an event, and its price. */
export type Overstay = {
  id: string;
  event_id: string;
  booking_id: string;
  space: { slug: string; zone: string; title: string };
  day: string;
  end: string;
  minutes: number;
  price_hour: number;
  amount: number;
  status: 'due' | 'paid';
};

export async function getOverstay(id: string, signal?: AbortSignal): Promise<Overstay> {
  const { data } = await (await loadApiClient()).get<Overstay>(`/overstays/${id}`, { signal });
  return data;
}

export function overstayQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.overstay(id),
    queryFn: ({ signal }) => getOverstay(id, signal),
  });
}

export function useOverstay(id: string) {
  return useQuery(overstayQueryOptions(id));
}

/** POST /overstays/{id}/payment; the answer is the overstay, paid. */
export async function payOverstay(id: string, input: PaymentInput): Promise<Overstay> {
  const { data } = await (await loadApiClient()).post<Overstay>(`/overstays/${id}/payment`, input);
  return data;
}
