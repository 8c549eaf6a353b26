import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribePreference, UnsubscribeQuery } from '../../contracts/unsubscribe';
import type { MessageKind } from './outbox';

/**
 * The messages a recipient may turn off, and the preference of the account area that decides each
 * (docs/business-rules.md §6): the reminder the day before, and the review request after a booking.
 * Every other kind tells of a booking, a payment or an invitation and is always sent.
 */
const OPTIONAL_KINDS: Readonly<Partial<Record<string, UnsubscribePreference>>> = {
  event_reminder: 'reminder',
  review_request: 'reminder',
} satisfies Partial<Record<MessageKind, UnsubscribePreference>>;

/** The preference that decides a kind of message; none for a message that is always sent. */
export const preferenceOf = (kind: string): UnsubscribePreference | undefined =>
  Object.hasOwn(OPTIONAL_KINDS, kind) ? OPTIONAL_KINDS[kind] : undefined;

/** What signs the links (UNSUBSCRIBE_SECRET), and the mailbox of the mailto: way out (SUPPORT_EMAIL). */
export type UnsubscribeKeys = { secret: string; mailbox: string };

/** An optional message's ways out: the one-click address (RFC 8058), and a mailto: for clients without it. */
export type UnsubscribeLink = { preference: UnsubscribePreference; url: string; mailto: string };

const digest = (secret: string, user: string, preference: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${user}\n${preference}`).digest();

/** The signature of one person's link for one preference: no one else's link can be made from it. */
export const unsubscribeSignature = (secret: string, user: string, preference: UnsubscribePreference) =>
  digest(secret, user, preference).toString('base64url');

/** Whether a link's signature is the one this server made for its user and preference (compared in constant time). */
export function isSignedUnsubscribe(secret: string, query: UnsubscribeQuery): boolean {
  const expected = digest(secret, query.user, query.preference);
  const given = Buffer.from(query.signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The ways out of an optional message for the user it goes to: the API's unsubscribe route, which
 * a mailbox provider posts to and a person's browser is sent on from, and a mailto: to support
 * with the same signed request in its subject.
 */
export function unsubscribeLink(
  keys: UnsubscribeKeys,
  appUrl: string,
  user: string,
  preference: UnsubscribePreference,
): UnsubscribeLink {
  const signature = unsubscribeSignature(keys.secret, user, preference);
  const query = new URLSearchParams({ user, preference, signature });
  const subject = encodeURIComponent(`unsubscribe ${preference} ${user} ${signature}`);
  return {
    preference,
    url: `${appUrl.replace(/\/$/, '')}/api/v1/unsubscribe?${query.toString()}`,
    mailto: `mailto:${keys.mailbox}?subject=${subject}`,
  };
}
