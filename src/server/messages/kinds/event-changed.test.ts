import { describe, expect, it } from 'vitest';
import {
  CONTEXT,
  EVENT_ID,
  FOR_GUEST,
  GUEST_EMAIL,
  OCCURRENCE,
  ORGANIZER,
  SPACE,
  calendarOf,
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
    const fr = await renderMessage('event_changed', changed(false), 'fr', FOR_GUEST);
    expect(fr.subject).toBe('Nouvel horaire : Le Grand Salon de la Bourse, mardi 12 janvier 2027, 10h – 12h');
    expect(fr.text).toContain(`Voir l'événement https://nook.example/events/${EVENT_ID}`);
    const en = await renderMessage('event_changed', changed(false), 'en', FOR_GUEST);
    expect(en.subject).toBe('New time: The Bourse Grand Salon, Tuesday 12 January 2027, 10 AM – 12 PM');
    expect(en.html).toContain(`href="https://nook.example/en/events/${EVENT_ID}"`);
  });

  it('tells a guest who changed it, and the organizer that their booking has a new time', async () => {
    const guest = await renderMessage('event_changed', changed(false), 'fr', FOR_GUEST);
    expect(guest.text).toContain("Camille Martin a changé l'horaire de l'événement");
    const organizer = await renderMessage('event_changed', changed(true), 'en', CONTEXT);
    expect(organizer.text).toContain('Your booking at The Bourse Grand Salon has a new time.');
  });

  it('updates calendars: METHOD:REQUEST, the same UID, the event’s SEQUENCE, its new time', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage('event_changed', changed(false), locale, FOR_GUEST);
      expectWellWritten(message, locale);
      const calendar = calendarOf(message);
      expect(calendar.method).toBe('REQUEST');
      expect(calendar.events[0]).toMatchObject({
        uid: `${EVENT_ID}@nook`,
        sequence: 2,
        start: new Date(OCCURRENCE.starts_at),
        end: new Date(OCCURRENCE.ends_at),
        stamp: CONTEXT.now,
      });
      expect(calendar.events[0]?.organizer?.email).toBe(ORGANIZER.email);
      expect(calendar.events[0]?.attendees).toEqual([
        { ...ORGANIZER, partstat: 'ACCEPTED' },
        { email: GUEST_EMAIL, name: undefined, partstat: 'NEEDS-ACTION' },
      ]);
    }
  });

  it('writes a higher SEQUENCE for each later change, which calendars take over the one they hold', async () => {
    const sequences = [];
    for (const sequence of [1, 2, 3]) {
      const message = await renderMessage(
        'event_changed',
        { ...changed(true), event: { ...OCCURRENCE, sequence } },
        'fr',
        CONTEXT,
      );
      sequences.push(calendarOf(message).events[0]?.sequence);
    }
    expect(sequences).toEqual([1, 2, 3]);
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    await expect(
      renderMessage('event_changed', { ...changed(true), for_organizer: 'true' }, 'fr', CONTEXT),
    ).rejects.toThrow(
      'Unreadable event_changed payload: for_organizer: Invalid input: expected boolean, received string',
    );
  });
});
