import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingDetail, AdminCancel } from '../../../contracts/admin';
import { loadApiClient } from '../../../lib/api-session';
import { invoiceKeys } from '../../../lib/invoices/invoice-keys';
import { adminKeys } from './admin-keys';

/** POST /admin/bookings/{id}/cancel: the policy's refund or everything paid; answers the booking as it is now. */
export async function cancelBooking(id: string, body: AdminCancel): Promise<AdminBookingDetail> {
  return (await (await loadApiClient()).post<AdminBookingDetail>(`/admin/bookings/${id}/cancel`, body)).data;
}

export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCancel) => cancelBooking(id, body),
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.booking(id), detail);
      // A refund comes with its credit note.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.bookings() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all() }),
      ]);
    },
  });
}
