import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadApiClient } from '../../../lib/api-session';
import { accountKeys } from './account-keys';

/** POST /account/payment_methods/{id}/default. */
export async function setDefaultPaymentMethod(id: string): Promise<void> {
  await (await loadApiClient()).post(`/account/payment_methods/${id}/default`);
}

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.paymentMethods() }),
  });
}
