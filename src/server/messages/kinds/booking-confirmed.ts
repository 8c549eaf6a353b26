import { createElement } from 'react';
import { z } from 'zod';
import type { Locale } from '../../../domain/money';
import { BookingConfirmed } from '../templates/booking-confirmed';
import { emailTexts } from '../texts';
import {
  addressOf,
  calendarPart,
  centsSchema,
  emailBodies,
  idSchema,
  messageOccurrenceSchema,
  messagePersonSchema,
  messageSpaceSchema,
  occurrenceLine,
  pageUrl,
  titleOf,
  type MessageModule,
  type RenderContext,
  type RenderedMessage,
} from './shared';

/** What a confirmation shows, frozen when the booking was confirmed (outbox.ts `bookingConfirmedMessage`). */
export const bookingConfirmedSchema = z.object({
  booking_id: idSchema,
  organizer: messagePersonSchema,
  space: messageSpaceSchema,
  occurrences: z.array(messageOccurrenceSchema),
  total_cents: centsSchema,
});
export type BookingConfirmedPayload = z.infer<typeof bookingConfirmedSchema>;

/** The organizer's confirmation: the first occurrences, the total paid, the first one for their calendar. */
export async function renderBookingConfirmed(
  booking: BookingConfirmedPayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const t = emailTexts(locale);
  const space = titleOf(booking.space, locale);
  const address = addressOf(booking.space);
  const first = booking.occurrences[0];
  const url = pageUrl(context.appUrl, locale, first ? `/events/${first.event_id}` : '/events');
  const when = booking.occurrences.slice(0, 4).map((o) => occurrenceLine(o, locale));
  const element = createElement(BookingConfirmed, {
    locale,
    name: booking.organizer.name,
    space,
    address,
    when,
    occurrences: booking.occurrences.length,
    totalCents: booking.total_cents,
    url,
  });
  // One invitation per occurrence would flood a calendar: the first is attached, the series is on the page.
  const summary = t('bookingConfirmed.calendarTitle', { space });
  const subject = t('bookingConfirmed.subject', { space, when: when[0] ?? '' });
  return {
    subject,
    ...(await emailBodies(element, { subject, context })),
    icalEvent: first
      ? calendarPart(
          'REQUEST',
          // A confirmation written before it carried the SEQUENCE: events start at 0.
          { ...first, sequence: first.sequence ?? 0 },
          { summary, space: booking.space, organizer: booking.organizer, url },
          locale,
          context,
        )
      : undefined,
  };
}

export const bookingConfirmed: MessageModule<BookingConfirmedPayload> = {
  schema: bookingConfirmedSchema,
  render: renderBookingConfirmed,
};
