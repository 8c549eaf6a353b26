import type { z } from 'zod';
import type { couponFormSchema } from './coupon-form-schema';

/**
 * What the coupon form needs before its schema (coupon-form-schema.ts, with zod) is fetched: the
 * amounts as the staff member types them, and an empty form.
 */

/** "12", "12,5" or "12.50" euros to cents; undefined for anything else. */
export function eurosToCents(text: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export type CouponFormInput = z.input<typeof couponFormSchema>;

export const EMPTY_COUPON_FORM: CouponFormInput = {
  code: '',
  kind: 'percent',
  value: '',
  once_per_account: true,
  max_uses: '',
  min_total: '',
  valid_from: '',
  valid_until: '',
  account_id: '',
};
