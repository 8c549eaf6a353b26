import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadApiClient } from '../../../lib/api-session';
import { accountKeys } from './account-keys';

/** DELETE /account/payment_methods/{id}; the API hands the default to another card. */
export async function deletePaymentMethod(id: string): Promise<void> {
  await (await loadApiClient()).delete(`/account/payment_methods/${id}`);
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.paymentMethods() }),
  });
}
