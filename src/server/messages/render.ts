import type { z } from 'zod';
import type { Locale } from '../../domain/money';
import { bookingCancelled } from './kinds/booking-cancelled';
import { bookingConfirmed } from './kinds/booking-confirmed';
import { eventChanged } from './kinds/event-changed';
import { eventReminder } from './kinds/event-reminder';
import { guestInvited } from './kinds/guest-invited';
import { overstayDue } from './kinds/overstay-due';
import { paymentDue } from './kinds/payment-due';
import { refundIssued } from './kinds/refund-issued';
import { reviewRequest } from './kinds/review-request';
import { localeOf, type MessageModule, type RenderContext, type RenderedMessage } from './kinds/shared';
import { supportRequest } from './kinds/support-request';
import { teamInvitation } from './kinds/team-invitation';
import type { MessageKind } from './outbox';

export type { RenderContext, RenderedMessage } from './kinds/shared';

/** Each kind of the outbox and its message (kinds/<kind>.ts): the payload it reads and how it shows it. */
const modules = {
  booking_confirmed: bookingConfirmed,
  guest_invited: guestInvited,
  booking_cancelled: bookingCancelled,
  event_changed: eventChanged,
  event_reminder: eventReminder,
  team_invitation: teamInvitation,
  refund_issued: refundIssued,
  payment_due: paymentDue,
  overstay_due: overstayDue,
  review_request: reviewRequest,
  support_request: supportRequest,
} satisfies Record<MessageKind, unknown>;

type PayloadOf<K extends MessageKind> = z.infer<(typeof modules)[K]['schema']>;
// Typed per kind, so that a kind's schema and its render are known to agree on its payload.
const messages: { [K in MessageKind]: MessageModule<PayloadOf<K>> } = modules;

/** A message that cannot be rendered as it is: no kind of that name, or a payload its kind does not read. */
export class UnreadableMessageError extends Error {
  override name = 'UnreadableMessageError';
}

const isMessageKind = (kind: string): kind is MessageKind => Object.hasOwn(messages, kind);

/** What is wrong with a payload, on one line: "occurrences.0.starts_at: Invalid ISO datetime; …". */
const issuesOf = (error: z.ZodError) =>
  error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(payload)'}: ${issue.message}`)
    .join('; ');

async function renderKind<K extends MessageKind>(
  kind: K,
  payload: unknown,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const message = messages[kind];
  const parsed = message.schema.safeParse(payload);
  if (!parsed.success)
    throw new UnreadableMessageError(`Unreadable ${kind} payload: ${issuesOf(parsed.error)}`);
  return message.render(parsed.data, locale, context);
}

/**
 * A message of the outbox, rendered in its recipient's language: subject, HTML, text and calendar
 * part. Its payload is read with its kind's schema first; one that does not read (or a kind no
 * message has) throws an UnreadableMessageError naming what is wrong.
 */
export async function renderMessage(
  kind: string,
  payload: unknown,
  language: string,
  context: RenderContext,
): Promise<RenderedMessage> {
  if (!isMessageKind(kind)) throw new UnreadableMessageError(`Unknown message kind "${kind}"`);
  return renderKind(kind, payload, localeOf(language), context);
}
