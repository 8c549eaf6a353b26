import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY, formatPhone, toE164 } from './phone-format';

export { DEFAULT_PHONE_COUNTRY, formatPhone, toE164 };

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
