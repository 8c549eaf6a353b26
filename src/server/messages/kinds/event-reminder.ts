import type { z } from 'zod';
import type { Locale } from '../../../domain/money';
import { eventChangedSchema, eventNotice } from './event-changed';
import type { MessageModule, RenderContext, RenderedMessage } from './shared';

/** What a reminder shows: the same as a change, the event as it is (outbox.ts `dueReminders`). */
export const eventReminderSchema = eventChangedSchema;
export type EventReminderPayload = z.infer<typeof eventReminderSchema>;

/** The day before, to the organizer or a guest; no calendar part, the event is in their calendar already. */
export async function renderEventReminder(
  reminder: EventReminderPayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const { subject, bodies } = await eventNotice(reminder, locale, context, 'eventReminder');
  return { subject, ...bodies };
}

export const eventReminder: MessageModule<EventReminderPayload> = {
  schema: eventReminderSchema,
  render: renderEventReminder,
};
