import { parsePhoneNumberFromString } from 'libphonenumber-js';

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
