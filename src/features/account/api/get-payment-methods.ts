import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '../../../contracts/account';
import { loadApiClient } from '../../../lib/api-session';
import { accountKeys } from './account-keys';

/** GET /account/payment_methods: saved cards, the default first. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const { data } = await (await loadApiClient()).get<PaymentMethod[]>('/account/payment_methods', { signal });
  return data;
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.paymentMethods(), queryFn: ({ signal }) => getPaymentMethods(signal) });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
