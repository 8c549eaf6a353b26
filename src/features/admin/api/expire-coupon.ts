import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon } from '../../../contracts/admin';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys } from './admin-keys';

/** POST /admin/coupons/{id}/expire: the code ends now. */
export async function expireCoupon(id: string): Promise<AdminCoupon> {
  return (await (await loadApiClient()).post<AdminCoupon>(`/admin/coupons/${id}/expire`)).data;
}

export function useExpireCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: expireCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons() }),
  });
}
