import { describe, expect, it } from 'vitest';
import {
  CONTEXT,
  EVENT_ID,
  OCCURRENCE,
  ORGANIZER,
  SPACE,
  calendarEventOf,
  expectWellWritten,
} from '../../../../tests/helpers/message-fixtures';
import { renderMessage } from '../render';
import type { EventChangedPayload } from './event-changed';

const changed = (forOrganizer: boolean): EventChangedPayload => ({
  event: { ...OCCURRENCE, sequence: 2 },
  organizer: ORGANIZER,
  space: SPACE,
  for_organizer: forOrganizer,
});

describe('the change of an event', () => {
  it('gives its new time in the subject, in French or English, and links to the event', async () => {
    const fr = await renderMessage('event_changed', changed(false), 'fr', CONTEXT);
    expect(fr.subject).toBe('Nouvel horaire : Le Grand Salon de la Bourse, mardi 12 janvier 2027, 10h – 12h');
    expect(fr.text).toContain(`Voir l'événement https://nook.example/events/${EVENT_ID}`);
    const en = await renderMessage('event_changed', changed(false), 'en', CONTEXT);
    expect(en.subject).toBe('New time: The Bourse Grand Salon, Tuesday 12 January 2027, 10 AM – 12 PM');
    expect(en.html).toContain(`href="https://nook.example/en/events/${EVENT_ID}"`);
  });

  it('tells a guest who changed it, and the organizer that their booking has a new time', async () => {
    const guest = await renderMessage('event_changed', changed(false), 'fr', CONTEXT);
    expect(guest.text).toContain("Camille Martin a changé l'horaire de l'événement");
    const organizer = await renderMessage('event_changed', changed(true), 'en', CONTEXT);
    expect(organizer.text).toContain('Your booking at The Bourse Grand Salon has a new time.');
  });

  it('updates calendars: METHOD:REQUEST, the same UID, the event’s SEQUENCE', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage('event_changed', changed(false), locale, CONTEXT);
      expectWellWritten(message, locale);
      expect(message.icalEvent?.method).toBe('REQUEST');
      const event = calendarEventOf(message);
      expect(event?.uid).toBe(`${EVENT_ID}@nook`);
      expect(Number(event?.sequence)).toBe(2);
      expect(event?.start.tz).toBe('Europe/Paris');
      expect(event?.start.toISOString()).toBe('2027-01-12T09:00:00.000Z');
    }
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    await expect(
      renderMessage('event_changed', { ...changed(true), for_organizer: 'true' }, 'fr', CONTEXT),
    ).rejects.toThrow(
      'Unreadable event_changed payload: for_organizer: Invalid input: expected boolean, received string',
    );
  });
});
