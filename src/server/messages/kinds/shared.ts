import { render } from '@react-email/components';
import { cloneElement, type ReactElement } from 'react';
import { z } from 'zod';
import { formatClock } from '../../../domain/clock';
import type { Locale } from '../../../domain/money';
import { formatLongDay, parisDay, parisMinutes } from '../../../domain/paris-time';
import { invitationCalendar, type CalendarAttendee } from '../../calendar/ics';
import type { OutgoingMail } from '../../integrations/mail';
import type { MessageFrame } from '../templates/layout';
import type { UnsubscribeLink } from '../unsubscribe';

// What every kind of message shares: the parts of its payload that outbox.ts writes the same way
// for all (a person, a space, an occurrence), the context it is rendered in, and the helpers that
// write links and times alike in every message.

/** An id as PostgreSQL writes a uuid column into JSON. */
export const idSchema = z.guid();
/** A moment as PostgreSQL writes a timestamptz into JSON: ISO 8601 with its offset ("2027-01-12T10:00:00+01:00"). */
export const instantSchema = z.iso.datetime({ offset: true });
/** An amount in cents (an integer column). */
export const centsSchema = z.number().int();

/** A person as a message names them (outbox.ts `personJson`): no name when they gave none. */
export const messagePersonSchema = z.object({ name: z.string().nullable(), email: z.string() });
export type MessagePerson = z.infer<typeof messagePersonSchema>;

/** A space as a message shows it (outbox.ts `spaceJson`). */
export const messageSpaceSchema = z.object({
  title_fr: z.string(),
  title_en: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  access_fr: z.string().optional(),
  access_en: z.string().optional(),
});
export type MessageSpace = z.infer<typeof messageSpaceSchema>;

/** One occurrence of a booking as a message shows it; `sequence` is its calendar SEQUENCE then (events.sequence). */
export const messageOccurrenceSchema = z.object({
  event_id: idSchema,
  starts_at: instantSchema,
  ends_at: instantSchema,
  sequence: z.number().int().nonnegative().optional(),
});
export type MessageOccurrence = z.infer<typeof messageOccurrenceSchema>;

/** Where a message is rendered: the site's address, the time, and the address it goes to (the outbox row's). */
export type RenderContext = {
  appUrl: string;
  now: Date;
  recipient: string;
  /** An optional message's ways out, for its recipient (delivery.ts): shown at its foot. */
  unsubscribe?: UnsubscribeLink;
};
/** A message ready for the mailer, but for its Message-ID and recipient (the outbox row's). */
export type RenderedMessage = Omit<OutgoingMail, 'messageId' | 'to'>;

/** One kind of message: the payload it reads, and what its recipient gets from it. */
export type MessageModule<Payload> = {
  schema: z.ZodType<Payload>;
  render: (payload: Payload, locale: Locale, context: RenderContext) => Promise<RenderedMessage>;
};

/** The recipient's language: English when they chose it, else French. */
export const localeOf = (value: string): Locale => (value === 'en' ? 'en' : 'fr');

/** A page of the product in the recipient's language: French at the root, English under /en. */
export const pageUrl = (appUrl: string, locale: Locale, pathname: string, query?: Record<string, string>) =>
  `${appUrl.replace(/\/$/, '')}${locale === 'en' ? '/en' : ''}${pathname}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;

/** `?invited=<address>` makes a signed-out visitor's sign-in dialog open on the sign-up, address filled in. */
export const invitedQuery = (email: string) => ({ invited: email });

/** "mardi 1 décembre 2026, 10h – 12h" / "Tuesday 1 December 2026, 10 AM – 12 PM". */
export function occurrenceLine(occurrence: MessageOccurrence, locale: Locale): string {
  const start = new Date(occurrence.starts_at);
  const end = new Date(occurrence.ends_at);
  return `${formatLongDay(parisDay(start), locale)}, ${formatClock(parisMinutes(start), locale)} – ${formatClock(parisMinutes(end), locale)}`;
}

/** A space's name in the reader's language. */
export const titleOf = (space: MessageSpace, locale: Locale) =>
  locale === 'fr' ? space.title_fr : space.title_en;

/** A space's address on one line. */
export const addressOf = (space: MessageSpace) => `${space.street}, ${space.postal_code} ${space.city}`;

/** A calendar entry's description: how to get in (when the space says), then the event's page. */
export function calendarNotes(space: MessageSpace, locale: Locale, url: string): string {
  const access = (locale === 'fr' ? space.access_fr : space.access_en) ?? '';
  return access ? `${access}\n\n${url}` : url;
}

/** react-email starts every document with XHTML 1.0 Transitional's doctype, which HTML validators refuse. */
const DOCTYPE = /^<!DOCTYPE[^>]*>/i;

/**
 * A template as the two bodies of an e-mail: an HTML5 document titled with the subject (with the
 * way out of an optional message at its foot), and plain text for clients that show no HTML.
 */
export async function emailBodies(
  element: ReactElement,
  { subject, context }: { subject: string; context: RenderContext },
): Promise<{ html: string; text: string }> {
  const framed = cloneElement(element as ReactElement<{ frame?: MessageFrame }>, {
    frame: { subject, unsubscribe: context.unsubscribe },
  });
  const [html, text] = await Promise.all([render(framed), render(framed, { plainText: true })]);
  return { html: `<!doctype html>${html.replace(DOCTYPE, '')}`, text };
}

/**
 * The calendar part of a message about one occurrence, for its recipient. The organizer is its
 * ORGANIZER and, having booked, an ATTENDEE who accepted; a guest reading it is an ATTENDEE asked
 * to answer. No other guest is named: their addresses are the organizer's to see.
 */
export function calendarPart(
  method: 'REQUEST' | 'CANCEL',
  occurrence: MessageOccurrence & { sequence: number },
  about: { summary: string; space: MessageSpace; organizer: MessagePerson; url: string },
  locale: Locale,
  context: RenderContext,
): NonNullable<RenderedMessage['icalEvent']> {
  const { organizer } = about;
  const attendees: [CalendarAttendee, ...CalendarAttendee[]] = [{ ...organizer, organizer: true }];
  if (context.recipient.toLowerCase() !== organizer.email.toLowerCase())
    attendees.push({ name: null, email: context.recipient, organizer: false });
  const content = invitationCalendar(
    {
      eventId: occurrence.event_id,
      sequence: occurrence.sequence,
      startsAt: new Date(occurrence.starts_at),
      endsAt: new Date(occurrence.ends_at),
      summary: about.summary,
      location: addressOf(about.space),
      description: calendarNotes(about.space, locale, about.url),
      url: about.url,
      organizer,
      status: 'confirmed',
    },
    method,
    attendees,
    context.now,
  );
  return { method, content };
}
