/**
 * The account contracts' plain values, without zod: a screen that imports them does not run (nor
 * bundle) the schemas of account.ts, which re-exports them.
 */

/** What a VAT number looks like once spaces are removed and letters uppercased. */
export const VAT_PATTERN = /^[A-Z]{2}[A-Z0-9]{2,12}$/;
/** French VAT: FR, a two-character key, then the nine-digit SIREN. */
export const FR_VAT_PATTERN = /^FR[A-Z0-9]{2}\d{9}$/;

export const normaliseVatNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The countries a billing address may be in, as the forms offer them (ISO 3166 codes, named in the page's language). */
export const BILLING_COUNTRIES = [
  'FR',
  'BE',
  'LU',
  'CH',
  'MC',
  'DE',
  'ES',
  'IT',
  'NL',
  'PT',
  'IE',
  'AT',
  'GB',
  'US',
] as const;

/** Roles an account administrator may give; staff roles are not theirs to hand out. */
export const MEMBER_ROLES = ['account_admin', 'account_guest', 'user'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const isMemberRole = (value: string): value is MemberRole =>
  (MEMBER_ROLES as readonly string[]).includes(value);
