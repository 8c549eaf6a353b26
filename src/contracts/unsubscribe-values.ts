/** The unsubscribe contracts' plain values, without zod (unsubscribe.ts re-exports them): see account-values.ts. */
import type { Notifications } from './me';

/**
 * The preferences an e-mail's own unsubscribe link turns off: those an optional message obeys
 * (docs/business-rules.md §6). The others are always sent and carry no such link.
 */
export const UNSUBSCRIBE_PREFERENCES = ['reminder'] as const satisfies readonly (keyof Notifications)[];
export type UnsubscribePreference = (typeof UNSUBSCRIBE_PREFERENCES)[number];

export const isUnsubscribePreference = (value: unknown): value is UnsubscribePreference =>
  UNSUBSCRIBE_PREFERENCES.some((preference) => preference === value);

/** An unsubscribe link's query (user, preference, signature), as the page passes it on to the API. */
export type UnsubscribeLinkQuery = { user: string; preference: UnsubscribePreference; signature: string };
