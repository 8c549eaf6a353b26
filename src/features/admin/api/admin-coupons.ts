import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCoupon } from '../../../contracts/admin';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys, definedParams, type CouponFilters } from './admin-keys';

export const COUPONS_PAGE_SIZE = 50;

/** GET /admin/coupons: the codes (a part of the code), newest first, with their uses and reservations. */
export async function getAdminCoupons(filters: CouponFilters, signal?: AbortSignal): Promise<AdminCoupon[]> {
  const params = definedParams({
    q: filters.q,
    limit: COUPONS_PAGE_SIZE,
    offset: filters.offset || undefined,
  });
  const { data } = await (await loadApiClient()).get<AdminCoupon[]>('/admin/coupons', { params, signal });
  return data;
}

export const useAdminCoupons = (filters: CouponFilters) =>
  useQuery({
    queryKey: adminKeys.coupons(filters),
    queryFn: ({ signal }) => getAdminCoupons(filters, signal),
    placeholderData: keepPreviousData,
  });
