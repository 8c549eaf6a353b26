import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth-values';

/**
 * The sign-in dialog's forms (docs/product.md §5). Messages are translation keys, turned into words
 * by src/lib/form-errors.ts; the identity provider remains the authority on the account itself.
 */
export { PASSWORD_MIN_LENGTH };

const REQUIRED = 'errors:forms.required';
const INVALID_EMAIL = 'errors:forms.invalidEmail';
const PASSWORD_CHARACTERS = 'errors:forms.password.specialCharacters';

// `abort` stops at "required" so an empty field is not also called an invalid address.
export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .check(z.email({ error: INVALID_EMAIL }));

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: REQUIRED }),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: 'errors:forms.password.minLength' })
    .regex(/\p{Ll}/u, { error: PASSWORD_CHARACTERS })
    .regex(/\p{Lu}/u, { error: PASSWORD_CHARACTERS })
    .regex(/\d/, { error: PASSWORD_CHARACTERS }),
});
export type RegisterValues = z.infer<typeof registerSchema>;

export const recoverSchema = z.object({ email: emailSchema });
export type RecoverValues = z.infer<typeof recoverSchema>;

/** The local-only Google/Apple stand-in used against the auth emulator. */
export const localIdentitySchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, { error: REQUIRED }).max(100),
});
export type LocalIdentityValues = z.infer<typeof localIdentitySchema>;

/** GET /v1/email-check: is this address worth creating an account with? */
export const emailCheckQuerySchema = z.object({
  email: z.string().trim().min(1).max(320).describe('The address to check.'),
});
export type EmailCheckQuery = z.infer<typeof emailCheckQuerySchema>;

export const EMAIL_CHECK_REASONS = ['invalid', 'disposable', 'undeliverable'] as const;

export const emailCheckResponseSchema = z.object({
  valid: z.boolean(),
  /** Why the address is refused; absent when it is valid. */
  reason: z.enum(EMAIL_CHECK_REASONS).optional(),
  /** A likely correction of a typo (jean@gmial.com → jean@gmail.com), valid or not. */
  did_you_mean: z.string().optional(),
});
export type EmailCheckResult = z.infer<typeof emailCheckResponseSchema>;
