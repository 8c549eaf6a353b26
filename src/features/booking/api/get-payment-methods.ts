import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '../../../contracts/account';
import { loadApiClient } from '../../../lib/api-session';
import { bookingKeys } from './booking-keys';

/** GET /account/payment_methods: the account's saved cards, default first. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const { data } = await (await loadApiClient()).get<PaymentMethod[]>('/account/payment_methods', { signal });
  return data;
}

export function paymentMethodsQueryOptions() {
  return queryOptions({ queryKey: bookingKeys.paymentMethods(), queryFn: ({ signal }) => getPaymentMethods(signal) });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
