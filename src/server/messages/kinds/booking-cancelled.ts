import { createElement } from 'react';
import { z } from 'zod';
import type { Locale } from '../../../domain/money';
import { BookingCancelled } from '../templates/booking-cancelled';
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

/**
 * What a cancellation shows its recipient: the events they lose, and for the organizer the refund
 * (outbox.ts `bookingCancelledMessages`).
 */
export const bookingCancelledSchema = z.object({
  booking_id: idSchema,
  organizer: messagePersonSchema,
  space: messageSpaceSchema,
  occurrences: z.array(messageOccurrenceSchema),
  /** The organizer's refund in cents; null in a guest's message. */
  refund_cents: centsSchema.nullable(),
});
export type BookingCancelledPayload = z.infer<typeof bookingCancelledSchema>;

/** A cancellation, to the organizer (with the refund) or a guest (who cancelled), taking the event out of calendars. */
export async function renderBookingCancelled(
  cancelled: BookingCancelledPayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const t = emailTexts(locale);
  const space = titleOf(cancelled.space, locale);
  const address = addressOf(cancelled.space);
  const forOrganizer = cancelled.refund_cents !== null;
  // An organizer who deleted their account is not named (outbox.ts writes no name, no address).
  const organizer = forOrganizer
    ? null
    : cancelled.organizer.name || cancelled.organizer.email || t('bookingCancelled.formerOrganizer');
  const when = cancelled.occurrences.slice(0, 4).map((o) => occurrenceLine(o, locale));
  // The organizer may book again: the zone's search is one tap away from the events list.
  const url = pageUrl(context.appUrl, locale, '/events');
  const element = createElement(BookingCancelled, {
    locale,
    organizer,
    space,
    address,
    when,
    refundCents: cancelled.refund_cents,
    url,
  });
  const first = cancelled.occurrences[0];
  const subject = t('bookingCancelled.subject', { space, when: when[0] ?? '' });
  return {
    subject,
    ...(await emailBodies(element, { subject, context })),
    icalEvent: first
      ? calendarPart(
          'CANCEL',
          // outbox.ts writes the SEQUENCE one above the event's last version; older payloads had none.
          { ...first, sequence: first.sequence ?? 1 },
          {
            summary: space,
            space: cancelled.space,
            // A calendar matches the cancellation to its invitation by its organizer: ours, when the
            // organizer deleted their account (outbox.ts then writes no name, no address).
            organizer: cancelled.organizer.email
              ? cancelled.organizer
              : { name: organizer, email: `no-reply@${new URL(context.appUrl).hostname}` },
            url: pageUrl(context.appUrl, locale, `/events/${first.event_id}`),
          },
          locale,
          context,
        )
      : undefined,
  };
}

export const bookingCancelled: MessageModule<BookingCancelledPayload> = {
  schema: bookingCancelledSchema,
  render: renderBookingCancelled,
};
