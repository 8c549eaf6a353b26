import { z } from 'zod';
import {
  BILLING_COUNTRIES,
  FR_VAT_PATTERN,
  MEMBER_ROLES,
  normaliseVatNumber,
  VAT_PATTERN,
} from './account-values';
import { userRoleSchema, userStatusSchema } from './me';

export { BILLING_COUNTRIES, FR_VAT_PATTERN, MEMBER_ROLES, normaliseVatNumber, VAT_PATTERN };

// Made on first use: every page that loads the account contracts would otherwise pay for it.
let regionNames: Intl.DisplayNames | undefined;
/** ISO 3166 alpha-2: Intl knows the region (it echoes unknown codes back unchanged). */
export function isCountryCode(value: string): boolean {
  if (!/^[A-Z]{2}$/.test(value)) return false;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return regionNames.of(value) !== value;
}

const text = (max: number) => z.string().trim().min(1).max(max);

export const vatNumberSchema = z
  .string()
  .transform(normaliseVatNumber)
  .refine((value) => VAT_PATTERN.test(value), { message: 'Expected an EU VAT number such as FR12345678901.' })
  .refine((value) => !value.startsWith('FR') || FR_VAT_PATTERN.test(value), {
    message: 'A French VAT number is FR, two characters and nine digits.',
  });

/**
 * A billing address is written whole (the billing form sends its four fields together), so the
 * postal code is always checked against the country it comes with.
 */

export const billingAddressInputSchema = z
  .strictObject({
    address: text(200),
    city: text(100),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, { message: 'Expected an ISO 3166 country code such as FR.' }),
    postal_code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/, { message: 'Expected a postal code.' }),
  })
  .superRefine((value, ctx) => {
    if (value.country === 'FR' && !/^\d{5}$/.test(value.postal_code)) {
      ctx.addIssue({
        code: 'custom',
        path: ['postal_code'],
        message: 'A French postal code has five digits.',
      });
    }
  });

/** PATCH /account, also the account and billing forms' resolver. Null clears a field. */
export const updateAccountSchema = z
  .strictObject({
    business: z.boolean(),
    company_name: text(200).nullable(),
    vat_number: vatNumberSchema.nullable(),
    billing_address: billingAddressInputSchema,
  })
  .partial();
export type UpdateAccount = z.infer<typeof updateAccountSchema>;

export const billingAddressSchema = z.object({
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
});

export const accountSchema = z.object({
  id: z.uuid(),
  business: z.boolean(),
  company_name: z.string().nullable(),
  vat_number: z.string().nullable(),
  billing_address: billingAddressSchema,
  can_manage: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const memberRoleSchema = z.enum(MEMBER_ROLES);

export const accountUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: userRoleSchema,
  status: userStatusSchema,
  /** Invited and not signed in yet. */
  invited: z.boolean(),
  photo_url: z.string().nullable(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** POST /account/users: invite someone, who joins the account when they sign in with this e-mail. */
export const inviteUserSchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  role: memberRoleSchema,
  first_name: text(100).optional(),
  last_name: text(100).optional(),
});
export type InviteUser = z.infer<typeof inviteUserSchema>;

export const updateAccountUserSchema = z
  .strictObject({ role: memberRoleSchema, status: userStatusSchema })
  .partial()
  .refine((value) => value.role !== undefined || value.status !== undefined, {
    message: 'Send a role or a status.',
  });
export type UpdateAccountUser = z.infer<typeof updateAccountUserSchema>;

export const paymentMethodSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  is_default: z.boolean(),
  provider: z.enum(['stripe', 'offline']),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The demo provider's card form. The CVC is checked for shape and never stored. */
export const offlineCardSchema = z.strictObject({
  card_number: z.string().regex(/^[\d ]{12,23}$/, { message: 'Expected a card number.' }),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, { message: 'Expected 3 or 4 digits.' }),
});

/** Stripe: a PaymentMethod confirmed in the browser by a SetupIntent (card details never reach us). */
export const stripeCardSchema = z.strictObject({
  payment_method_id: z.string().regex(/^pm_\w+$/, { message: 'Expected a Stripe PaymentMethod id.' }),
});

/**
 * POST /account/payment_methods: one of the two shapes above. Written as one object rather than a
 * union so that a mistake is reported on its own field.
 */
export const addPaymentMethodSchema = z
  .strictObject({ ...offlineCardSchema.shape, ...stripeCardSchema.shape })
  .partial()
  .superRefine((value, ctx) => {
    if (value.payment_method_id !== undefined) {
      for (const key of Object.keys(offlineCardSchema.shape)) {
        if (key in value)
          ctx.addIssue({ code: 'custom', path: [key], message: 'Not expected with payment_method_id.' });
      }
      return;
    }
    for (const key of Object.keys(offlineCardSchema.shape)) {
      if (!(key in value)) ctx.addIssue({ code: 'custom', path: [key], message: 'Required.' });
    }
  });
export type AddPaymentMethod = z.infer<typeof addPaymentMethodSchema>;

export const setupIntentSchema = z.object({ client_secret: z.string() });

export const couponCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  /** Percent (1-100) or an amount in cents. */
  value: z.number().int(),
  valid_from: z.iso.datetime().nullable(),
  valid_until: z.iso.datetime().nullable(),
  single_use: z.boolean(),
  /** Already redeemed by this account. */
  used: z.boolean(),
});
export type CouponCode = z.infer<typeof couponCodeSchema>;
