import { z } from 'zod';
import {
  BILLING_COUNTRIES,
  FR_VAT_PATTERN,
  normaliseVatNumber,
  VAT_PATTERN,
} from '../../contracts/account-values';
import { PASSWORD_MIN_LENGTH } from '../../contracts/auth-values';
import { parseExpiry } from './card-expiry';

/**
 * The account forms' resolvers. Messages are keys of the errors namespace (src/lib/form-errors.ts);
 * the API checks the same rules again through src/contracts.
 */
const REQUIRED = 'errors:forms.required';
const required = (max: number) =>
  z.string().trim().min(1, { error: REQUIRED }).max(max, { error: 'errors:forms.tooLong' });

/** EU VAT number formats per member state (VIES); Greece is EL and Northern Ireland XI. */
const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: FR_VAT_PATTERN,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  XI: /^XI(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** An EU VAT number in its member state's format (spaces and case do not matter). */
export function isEuVatNumber(value: string): boolean {
  const vat = normaliseVatNumber(value);
  const format = EU_VAT_FORMATS[vat.slice(0, 2)];
  return VAT_PATTERN.test(vat) && format !== undefined && format.test(vat);
}

export const billingFormSchema = z
  .object({
    address: required(200),
    city: required(100),
    country: z.enum(BILLING_COUNTRIES, { error: REQUIRED }),
    postal_code: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, { error: REQUIRED, abort: true })
      .regex(/^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/, { error: 'errors:forms.invalidPostalCode' }),
    business: z.boolean(),
    company_name: z.string().trim().max(200, { error: 'errors:forms.tooLong' }),
    vat_number: z.string().trim(),
  })
  .superRefine((value, ctx) => {
    if (value.country === 'FR' && !/^\d{5}$/.test(value.postal_code)) {
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: 'errors:forms.postalCodeFr' });
    }
    if (!value.business) return;
    if (value.company_name === '')
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: REQUIRED });
    if (value.vat_number !== '' && !isEuVatNumber(value.vat_number))
      ctx.addIssue({ code: 'custom', path: ['vat_number'], message: 'errors:forms.invalidVat' });
  });
export type BillingValues = z.infer<typeof billingFormSchema>;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The demo provider's card form: checked for shape here, for validity (and expiry) by the API. */
export const offlineCardFormSchema = z.object({
  card_number: z
    .string()
    .min(1, { error: REQUIRED, abort: true })
    .refine(
      (value) => /^\d{12,19}$/.test(value.replace(/\s+/g, '')) && luhnValid(value.replace(/\s+/g, '')),
      { error: 'errors:forms.invalidCardNumber' },
    ),
  expiry: z
    .string()
    .min(1, { error: REQUIRED, abort: true })
    .refine((value) => parseExpiry(value) !== undefined, { error: 'errors:forms.invalidExpiry' }),
  cvc: z
    .string()
    .min(1, { error: REQUIRED, abort: true })
    .regex(/^\d{3,4}$/, { error: 'errors:forms.invalidCvc' }),
});
export type OfflineCardValues = z.infer<typeof offlineCardFormSchema>;

export const inviteFormSchema = z.object({
  // Sent as the API keeps it (src/contracts/account.ts lowercases invitations too).
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: REQUIRED, abort: true })
    .check(z.email({ error: 'errors:forms.invalidEmail' })),
  role: z.enum(['account_admin', 'account_guest', 'user']),
});
export type InviteValues = z.infer<typeof inviteFormSchema>;

export const changeEmailFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .check(z.email({ error: 'errors:forms.invalidEmail' })),
  password: z.string().min(1, { error: REQUIRED }),
});
export type ChangeEmailValues = z.infer<typeof changeEmailFormSchema>;

const PASSWORD_CHARACTERS = 'errors:forms.password.specialCharacters';

export const changePasswordFormSchema = z
  .object({
    current: z.string().min(1, { error: REQUIRED }),
    next: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: 'errors:forms.password.minLength' })
      .regex(/\p{Ll}/u, { error: PASSWORD_CHARACTERS })
      .regex(/\p{Lu}/u, { error: PASSWORD_CHARACTERS })
      .regex(/\d/, { error: PASSWORD_CHARACTERS }),
    confirm: z.string(),
  })
  .refine((value) => value.next === value.confirm, {
    path: ['confirm'],
    error: 'errors:forms.password.mismatch',
  });
export type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

/** A six-digit code from the authenticator app (docs/product.md §5: required). */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .regex(/^\d{6,8}$/, { error: 'errors:forms.invalidTotpCode' }),
});
export type TotpCodeValues = z.infer<typeof totpCodeSchema>;
