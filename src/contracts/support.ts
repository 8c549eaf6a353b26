import { z } from 'zod';

/**
 * A message to support from the contact page (POST /support/messages), signed in or not. The
 * messages are keys (errors:forms.*): the form shows them translated, the API as they are.
 */
export const supportMessageSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, 'errors:forms.required')
    .max(254, 'errors:forms.tooLong')
    .email('errors:forms.invalidEmail'),
  subject: z.string().trim().min(1, 'errors:forms.required').max(150, 'errors:forms.tooLong'),
  message: z.string().trim().min(1, 'errors:forms.required').max(5000, 'errors:forms.tooLong'),
});
export type SupportMessageInput = z.input<typeof supportMessageSchema>;

export const supportMessageReceivedSchema = z.object({ received: z.literal(true) });
export type SupportMessageReceived = z.infer<typeof supportMessageReceivedSchema>;
