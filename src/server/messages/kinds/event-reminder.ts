import { createElement } from 'react';
import type { z } from 'zod';
import type { Locale } from '../../../domain/money';
import { EventChanged } from '../templates/event-changed';
import { emailTexts } from '../texts';
import { eventChangedSchema } from './event-changed';
import {
  addressOf,
  emailBodies,
  occurrenceLine,
  pageUrl,
  titleOf,
  type MessageModule,
  type RenderContext,
  type RenderedMessage,
} from './shared';

/** What a reminder shows: the same as a change, the event as it is (outbox.ts `dueReminders`). */
export const eventReminderSchema = eventChangedSchema;
export type EventReminderPayload = z.infer<typeof eventReminderSchema>;

/** The day before, to the organizer or a guest; no calendar part, the event is in their calendar already. */
export async function renderEventReminder(
  reminder: EventReminderPayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const t = emailTexts(locale);
  const space = titleOf(reminder.space, locale);
  const address = addressOf(reminder.space);
  const organizer = reminder.for_organizer ? null : (reminder.organizer.name ?? reminder.organizer.email);
  const url = pageUrl(context.appUrl, locale, `/events/${reminder.event.event_id}`);
  const when = occurrenceLine(reminder.event, locale);
  const element = createElement(EventChanged, {
    locale,
    notice: 'eventReminder',
    organizer,
    space,
    address,
    when,
    url,
  });
  return {
    subject: t('eventReminder.subject', { space, when }),
    ...(await emailBodies(element)),
  };
}

export const eventReminder: MessageModule<EventReminderPayload> = {
  schema: eventReminderSchema,
  render: renderEventReminder,
};
