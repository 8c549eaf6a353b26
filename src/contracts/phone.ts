import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

/** A number typed without a country code is read as a French one: 06 12 34 56 78. */
export const DEFAULT_PHONE_COUNTRY = 'FR';

/** A phone number as typed (06 12 34 56 78, 06.12.34.56.78, +44 20 7946 0958) in E.164, or undefined when it is not one. */
export function toE164(value: string): string | undefined {
  const phone = parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_COUNTRY);
  return phone?.isValid() ? phone.number : undefined;
}

/** How a stored E.164 number is shown back in a form. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * A phone number wherever one is asked: PATCH /me checks it, the client's types and the forms'
 * resolvers come from it, so what a form accepts the API accepts too. Read as people type it,
 * French by default, and kept in E.164 (+33612345678). Messages are keys of the errors namespace.
 */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, { error: 'errors:forms.required', abort: true })
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164 === undefined) {
      ctx.addIssue({ code: 'custom', message: 'errors:forms.invalidPhone' });
      return z.NEVER;
    }
    return e164;
  });
