import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPaymentMethod, PaymentMethod } from '../../../contracts/account';
import { loadApiClient } from '../../../lib/api-session';
import { accountKeys } from './account-keys';

/** POST /account/payment_methods: a demo test card, or a Stripe PaymentMethod confirmed by a SetupIntent. */
export async function addPaymentMethod(input: AddPaymentMethod): Promise<PaymentMethod> {
  const { data } = await (await loadApiClient()).post<PaymentMethod>('/account/payment_methods', input);
  return data;
}

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.paymentMethods() }),
  });
}
