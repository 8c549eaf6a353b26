import { describe, expect, it } from 'vitest';
import {
  CONTEXT,
  EVENT_ID,
  OCCURRENCE,
  ORGANIZER,
  SPACE,
  WHEN_EN,
  WHEN_FR,
  expectWellWritten,
} from '../../../../tests/helpers/message-fixtures';
import { renderMessage } from '../render';
import type { EventReminderPayload } from './event-reminder';

const reminder = (forOrganizer: boolean): EventReminderPayload => ({
  event: { ...OCCURRENCE, sequence: 2 },
  organizer: ORGANIZER,
  space: SPACE,
  for_organizer: forOrganizer,
});

describe('the reminder of an event', () => {
  it('names the event and its time, in French or English, and links to its page', async () => {
    const fr = await renderMessage('event_reminder', reminder(true), 'fr', CONTEXT);
    expect(fr.subject).toBe(`Rappel : Le Grand Salon de la Bourse, ${WHEN_FR}`);
    expect(fr.text).toContain('Votre réservation chez Le Grand Salon de la Bourse approche.');
    expect(fr.text).toContain(`Voir l'événement https://nook.example/events/${EVENT_ID}`);
    const en = await renderMessage('event_reminder', reminder(false), 'en', CONTEXT);
    expect(en.subject).toBe(`Reminder: The Bourse Grand Salon, ${WHEN_EN}`);
    expect(en.text).toContain("Camille Martin's event at The Bourse Grand Salon is coming up.");
    expect(en.html).toContain(`href="https://nook.example/en/events/${EVENT_ID}"`);
  });

  it('renders in French and English and carries no calendar part: the event is in the calendar already', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage('event_reminder', reminder(true), locale, CONTEXT);
      expectWellWritten(message, locale);
      expect(message.icalEvent).toBeUndefined();
    }
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    await expect(
      renderMessage(
        'event_reminder',
        { ...reminder(true), event: { ...OCCURRENCE, ends_at: '' } },
        'fr',
        CONTEXT,
      ),
    ).rejects.toThrow('Unreadable event_reminder payload: event.ends_at: Invalid ISO datetime');
  });
});
