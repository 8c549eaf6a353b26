import { z } from 'zod';
import type { AdminCouponCreate } from '../../contracts/admin';
import { addDays, isValidDay, parisInstant } from '../../domain/paris-time';
import { eurosToCents } from './coupon-form-values';

/**
 * The coupon form's resolver: the rules of adminCouponCreateSchema (src/contracts/admin.ts) on what
 * the staff member types (euros, days of Paris), with translated messages; its output is the
 * request's body, which the API checks again. The form fetches it after the page (lazyZodResolver):
 * what it needs before, zod-free, is in coupon-form-values.ts.
 */
const error = (key: string) => ({ error: `admin:coupons.errors.${key}` });

const wholeNumber = (text: string) => (/^\d{1,7}$/.test(text) ? Number(text) : undefined);
const inRange = (value: number | undefined, min: number, max: number) =>
  value !== undefined && value >= min && value <= max;
const optional = (check: (text: string) => boolean) => (text: string) => text === '' || check(text);

export const couponFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, error('code')),
    kind: z.enum(['percent', 'amount']),
    value: z.string().trim(),
    once_per_account: z.boolean(),
    max_uses: z
      .string()
      .trim()
      .refine(
        optional((text) => inRange(wholeNumber(text), 1, 1_000_000)),
        error('maxUses'),
      ),
    min_total: z
      .string()
      .trim()
      .refine(
        optional((text) => inRange(eurosToCents(text), 0, 10_000_000)),
        error('minTotal'),
      ),
    valid_from: z.string().refine(optional(isValidDay), error('day')),
    valid_until: z.string().refine(optional(isValidDay), error('day')),
    account_id: z
      .string()
      .trim()
      .refine(
        optional((text) => z.uuid().safeParse(text).success),
        error('accountId'),
      ),
  })
  .superRefine((form, ctx) => {
    if (form.kind === 'percent' && !inRange(wholeNumber(form.value), 1, 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: error('percent').error });
    if (form.kind === 'amount' && !inRange(eurosToCents(form.value), 1, 1_000_000))
      ctx.addIssue({ code: 'custom', path: ['value'], message: error('amount').error });
    // Both days are whole days of Paris: from its first minute to the last one of `valid_until`.
    if (form.valid_from && form.valid_until && form.valid_until < form.valid_from)
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: error('endsBeforeStart').error });
  })
  .transform((form): AdminCouponCreate => ({
    code: form.code,
    kind: form.kind,
    value: (form.kind === 'percent' ? wholeNumber(form.value) : eurosToCents(form.value)) ?? 0,
    once_per_account: form.once_per_account,
    max_uses: form.max_uses ? (wholeNumber(form.max_uses) ?? null) : null,
    min_total: form.min_total ? (eurosToCents(form.min_total) ?? null) : null,
    valid_from: form.valid_from ? parisInstant(form.valid_from, 0).toISOString() : null,
    valid_until: form.valid_until ? parisInstant(addDays(form.valid_until, 1), 0).toISOString() : null,
    account_id: form.account_id || null,
  }));
