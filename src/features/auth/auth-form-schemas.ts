import { z } from 'zod';

/**
 * The sign-in dialog's own form rules, beside those of contracts/auth.ts; fetched by the forms'
 * resolvers (lib/forms/lazy-zod-resolver.ts). Messages are keys of the errors namespace.
 */

/** The second step of a sign-in with an authenticator app: its 6- to 8-digit code. */
export const totpSignInSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: 'errors:forms.required', abort: true })
    .regex(/^\d{6,8}$/, { error: 'errors:forms.invalidTotpCode' }),
});
export type TotpSignInValues = z.infer<typeof totpSignInSchema>;
