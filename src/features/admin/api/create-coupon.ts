import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, AdminCouponCreate } from '../../../contracts/admin';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys } from './admin-keys';

/** POST /admin/coupons. */
export async function createCoupon(body: AdminCouponCreate): Promise<AdminCoupon> {
  return (await (await loadApiClient()).post<AdminCoupon>('/admin/coupons', body)).data;
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons() }),
  });
}
