import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddPaymentMethod, PaymentMethod } from '../../contracts/account';
import { loadApiClient } from '../api-session';

/**
 * The account's saved cards, one cache entry for every screen that reads or changes them (the
 * account's card list, the payment step): a card saved while paying is in the account's list at
 * once. Under ['account'], beside the account's other lists.
 */
export const paymentMethodKeys = {
  list: () => ['account', 'payment-methods'] as const,
};

/** GET /account/payment_methods: saved cards, the default first. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const { data } = await (await loadApiClient()).get<PaymentMethod[]>('/account/payment_methods', { signal });
  return data;
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodKeys.list(), queryFn: ({ signal }) => getPaymentMethods(signal) });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

/** POST /account/payment_methods/setup_intent (Stripe only): the secret Elements confirms a card with. */
export async function createSetupIntent(): Promise<string> {
  const { data } = await (
    await loadApiClient()
  ).post<{ client_secret: string }>('/account/payment_methods/setup_intent');
  return data.client_secret;
}

/** POST /account/payment_methods: a demo test card, or a Stripe PaymentMethod confirmed by a SetupIntent. */
export async function addPaymentMethod(input: AddPaymentMethod): Promise<PaymentMethod> {
  const { data } = await (await loadApiClient()).post<PaymentMethod>('/account/payment_methods', input);
  return data;
}

/** The cached list with a card just saved, in the API's order: the default first. */
function withCard(list: PaymentMethod[] | undefined, saved: PaymentMethod): PaymentMethod[] | undefined {
  if (!list) return list;
  const others = list.filter((method) => method.id !== saved.id);
  return saved.is_default
    ? [saved, ...others.map((method) => ({ ...method, is_default: false }))]
    : [...others, saved];
}

/**
 * Saves a card from the account area or the payment step. The card is in every list at once;
 * the list is then read again in the background for what the server alone knows.
 */
export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPaymentMethod,
    onSuccess: (saved) => {
      queryClient.setQueryData<PaymentMethod[]>(paymentMethodKeys.list(), (list) => withCard(list, saved));
      void queryClient.invalidateQueries({ queryKey: paymentMethodKeys.list() });
    },
  });
}

/** DELETE /account/payment_methods/{id}; the API hands the default to another card. */
export async function deletePaymentMethod(id: string): Promise<void> {
  await (await loadApiClient()).delete(`/account/payment_methods/${id}`);
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodKeys.list() }),
  });
}

/** POST /account/payment_methods/{id}/default. */
export async function setDefaultPaymentMethod(id: string): Promise<void> {
  await (await loadApiClient()).post(`/account/payment_methods/${id}/default`);
}

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodKeys.list() }),
  });
}
