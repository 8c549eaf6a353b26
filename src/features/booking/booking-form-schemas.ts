import { z } from 'zod';
import { billingAddressInputSchema } from '../../contracts/account';
import { updateMeSchema } from '../../contracts/update-me';

/**
 * The booking pages' form schemas, fetched after the page by their forms (lib/forms/lazy-zod-resolver):
 * a form imports types from here, never values. Messages are translation keys.
 */

/** A promotion code as typed; the API decides whether it applies. */
export const couponSchema = z.object({ code: z.string().trim().min(1, 'errors:forms.required').max(40) });
export type CouponValues = z.infer<typeof couponSchema>;

// Shapes only: the demo provider decides whether a card pays (4242…) or is declined (4000…0002).
export const cardSchema = z.object({
  number: z.string().regex(/^[\d ]{12,23}$/, 'payment.errors.number'),
  expiry: z.string().regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'payment.errors.expiry'),
  cvc: z.string().regex(/^\d{3,4}$/, 'payment.errors.cvc'),
});
export type CardValues = z.infer<typeof cardSchema>;

// PATCH /me's own schema: the phone is read as typed (06 12 34 56 78) and sent in E.164.
export const personalSchema = updateMeSchema
  .pick({ first_name: true, last_name: true, phone: true })
  .required();
export type PersonalInput = z.input<typeof personalSchema>;
export type PersonalValues = z.output<typeof personalSchema>;

// PATCH /account's own schema: the postal code is checked against the country.
export { billingAddressInputSchema };
export type BillingInput = z.input<typeof billingAddressInputSchema>;
export type BillingOutput = z.output<typeof billingAddressInputSchema>;
