import { createElement } from 'react';
import { z } from 'zod';
import type { Locale } from '../../../domain/money';
import { eventCalendar } from '../ics';
import { EventChanged } from '../templates/event-changed';
import { emailTexts } from '../texts';
import {
  addressOf,
  calendarNotes,
  emailBodies,
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

/** What a change of an event shows: where and when it is now, and who organizes it (outbox.ts `eventChangedMessages`). */
export const eventChangedSchema = z.object({
  event: messageOccurrenceSchema,
  organizer: messagePersonSchema,
  space: messageSpaceSchema,
  /** True in the organizer's own message. */
  for_organizer: z.boolean(),
});
export type EventChangedPayload = z.infer<typeof eventChangedSchema>;

/** An event's new time, to its organizer or a guest, with the calendar update (the same UID, its new SEQUENCE). */
export async function renderEventChanged(
  changed: EventChangedPayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const t = emailTexts(locale);
  const space = titleOf(changed.space, locale);
  const address = addressOf(changed.space);
  const organizer = changed.for_organizer ? null : (changed.organizer.name ?? changed.organizer.email);
  const url = pageUrl(context.appUrl, locale, `/events/${changed.event.event_id}`);
  const when = occurrenceLine(changed.event, locale);
  const element = createElement(EventChanged, {
    locale,
    notice: 'eventChanged',
    organizer,
    space,
    address,
    when,
    url,
  });
  const calendar = eventCalendar(
    {
      eventId: changed.event.event_id,
      sequence: changed.event.sequence ?? 1,
      startsAt: new Date(changed.event.starts_at),
      endsAt: new Date(changed.event.ends_at),
      summary: space,
      location: address,
      description: calendarNotes(changed.space, locale, url),
      url,
      organizer: changed.organizer,
      attendees: [],
    },
    'REQUEST',
    context.now,
  );
  return {
    subject: t('eventChanged.subject', { space, when }),
    ...(await emailBodies(element)),
    icalEvent: { method: 'REQUEST', content: calendar },
  };
}

export const eventChanged: MessageModule<EventChangedPayload> = {
  schema: eventChangedSchema,
  render: renderEventChanged,
};
