import { createElement } from 'react';
import { z } from 'zod';
import type { Locale } from '../../../domain/money';
import { EventChanged } from '../templates/event-changed';
import { emailTexts } from '../texts';
import {
  addressOf,
  calendarPart,
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

/**
 * What a change and a reminder both show of an event, to its organizer or a guest: its space, its
 * address, its time, its page, and the e-mail's subject and bodies saying `notice`.
 */
export async function eventNotice(
  payload: EventChangedPayload,
  locale: Locale,
  context: RenderContext,
  notice: 'eventChanged' | 'eventReminder',
) {
  const space = titleOf(payload.space, locale);
  const address = addressOf(payload.space);
  const organizer = payload.for_organizer ? null : (payload.organizer.name ?? payload.organizer.email);
  const url = pageUrl(context.appUrl, locale, `/events/${payload.event.event_id}`);
  const when = occurrenceLine(payload.event, locale);
  const element = createElement(EventChanged, { locale, notice, organizer, space, address, when, url });
  const subject = emailTexts(locale)(`${notice}.subject`, { space, when });
  return { space, address, url, subject, bodies: await emailBodies(element, { subject, context }) };
}

/** An event's new time, to its organizer or a guest, with the calendar update (the same UID, its new SEQUENCE). */
export async function renderEventChanged(
  changed: EventChangedPayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const { space, url, subject, bodies } = await eventNotice(changed, locale, context, 'eventChanged');
  return {
    subject,
    ...bodies,
    icalEvent: calendarPart(
      'REQUEST',
      // A change always raised the SEQUENCE (lifecycle/changes.ts): at least 1.
      { ...changed.event, sequence: changed.event.sequence ?? 1 },
      { summary: space, space: changed.space, organizer: changed.organizer, url },
      locale,
      context,
    ),
  };
}

export const eventChanged: MessageModule<EventChangedPayload> = {
  schema: eventChangedSchema,
  render: renderEventChanged,
};
