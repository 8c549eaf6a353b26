import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys } from './admin-keys';

/** POST /admin/bookings/{id}/messages/{messageId}/resend: a new copy leaves with the next delivery. */
export async function resendMessage(bookingId: string, messageId: string): Promise<void> {
  await (await loadApiClient()).post(`/admin/bookings/${bookingId}/messages/${messageId}/resend`);
}

export function useResendMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => resendMessage(bookingId, messageId),
    // The copy is a message of its own: the list shows it, pending.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.booking(bookingId) }),
  });
}
