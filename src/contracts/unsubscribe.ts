import { z } from 'zod';
import { UNSUBSCRIBE_PREFERENCES } from './unsubscribe-values';

export { UNSUBSCRIBE_PREFERENCES };
export type { UnsubscribePreference } from './unsubscribe-values';
export const unsubscribePreferenceSchema = z.enum(UNSUBSCRIBE_PREFERENCES);

/**
 * The query of an unsubscribe link (GET and POST /unsubscribe; the page /account/unsubscribe passes
 * it on): whose preference to turn off, signed by the server that sent the message.
 */
export const unsubscribeQuerySchema = z.object({
  user: z.uuid().describe('The id of the user the message went to.'),
  preference: unsubscribePreferenceSchema.describe('The notification preference to turn off.'),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .describe('HMAC-SHA256 of the user and the preference with the server’s secret, base64url.'),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** RFC 8058's one-click body, as mailbox providers post it (form-encoded or multipart). */
export const oneClickBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click').describe('Always One-Click (RFC 8058).'),
});

export const unsubscribedSchema = z.object({
  preference: unsubscribePreferenceSchema,
  unsubscribed: z.literal(true),
});
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
