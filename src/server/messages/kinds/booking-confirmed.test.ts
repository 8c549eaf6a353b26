import { describe, expect, it } from 'vitest';
import {
  BOOKING_ID,
  CONTEXT,
  EVENT_ID,
  OCCURRENCE,
  ORGANIZER,
  SPACE,
  calendarEventOf,
  calendarOf,
  englishIn,
  expectWellWritten,
} from '../../../../tests/helpers/message-fixtures';
import type { Locale } from '../../../domain/money';
import { renderMessage, UnreadableMessageError } from '../render';
import type { BookingConfirmedPayload } from './booking-confirmed';

const payload: BookingConfirmedPayload = {
  booking_id: BOOKING_ID,
  organizer: ORGANIZER,
  space: SPACE,
  occurrences: [OCCURRENCE],
  total_cents: 39_600,
};
const render = (locale: Locale, booking: unknown = payload) =>
  renderMessage('booking_confirmed', booking, locale, CONTEXT);

describe('the booking confirmation', () => {
  it('is written in French for a French organizer, with no English word, and links to the French page', async () => {
    const message = await render('fr');
    expect(message.subject).toBe(
      'Réservation confirmée : Le Grand Salon de la Bourse, mardi 12 janvier 2027, 10h – 12h',
    );
    expect(message.text).toContain('Bonjour Camille Martin,');
    expect(message.text).toContain('396 €');
    expect(message.html).toContain(`href="https://nook.example/events/${EVENT_ID}"`);
    expect(message.html).toContain('lang="fr"');
    expect(englishIn(message.subject, message.text)).toEqual([]);
    expectWellWritten(message, 'fr');
  });

  it('is written in English for an English organizer, and links to the English page', async () => {
    const message = await render('en');
    expect(message.subject).toBe(
      'Booking confirmed: The Bourse Grand Salon, Tuesday 12 January 2027, 10 AM – 12 PM',
    );
    expect(message.text).toContain('€396');
    expect(message.html).toContain(`href="https://nook.example/en/events/${EVENT_ID}"`);
    expectWellWritten(message, 'en');
  });

  it('carries an invitation that calendars read at the booking’s instants, for the organizer, with a stable UID', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await render(locale);
      const calendar = calendarOf(message);
      expect(calendar.method).toBe('REQUEST');
      const event = calendar.events[0];
      expect(event).toMatchObject({
        uid: `${EVENT_ID}@nook`,
        start: new Date(OCCURRENCE.starts_at),
        end: new Date(OCCURRENCE.ends_at),
        stamp: CONTEXT.now,
        sequence: 0,
        status: 'CONFIRMED',
      });
      // Outlook and Gmail match an invitation to the recipient by their address among the attendees.
      expect(event?.organizer).toMatchObject({ name: ORGANIZER.name, email: ORGANIZER.email });
      expect(event?.attendees).toEqual([{ ...ORGANIZER, partstat: 'ACCEPTED' }]);
    }
  });

  it('carries the SEQUENCE the event had when confirmed (a hold moved before paying has a higher one)', async () => {
    const moved = await render('fr', { ...payload, occurrences: [{ ...OCCURRENCE, sequence: 1 }] });
    expect(calendarEventOf(moved)?.sequence).toBe(1);
  });

  it('names an organizer whatever their name holds: a double quote, a comma, a semicolon', async () => {
    const organizer = { name: 'Camille "Cam" Martin, Bourse; 2e', email: ORGANIZER.email };
    const event = calendarEventOf(await render('fr', { ...payload, organizer }));
    expect(event?.organizer).toMatchObject({
      name: "Camille 'Cam' Martin, Bourse; 2e",
      email: ORGANIZER.email,
    });
    expect(event?.attendees.map((attendee) => attendee.name)).toEqual(["Camille 'Cam' Martin, Bourse; 2e"]);
  });

  it('reads the times as PostgreSQL writes them, in its session offset and to the millisecond', async () => {
    const message = await render('fr', {
      ...payload,
      occurrences: [
        { ...OCCURRENCE, starts_at: '2027-01-12T10:00:00+01:00', ends_at: '2027-01-12T12:00:00.000+01:00' },
      ],
    });
    expect(message.subject).toBe(
      'Réservation confirmée : Le Grand Salon de la Bourse, mardi 12 janvier 2027, 10h – 12h',
    );
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    await expect(
      render('fr', { ...payload, occurrences: [{ ...OCCURRENCE, starts_at: '12/01/2027 10:00' }] }),
    ).rejects.toThrow(
      new UnreadableMessageError(
        'Unreadable booking_confirmed payload: occurrences.0.starts_at: Invalid ISO datetime',
      ),
    );
    await expect(render('fr', { ...payload, total_cents: '396' })).rejects.toThrow(
      /booking_confirmed.*total_cents: Invalid input: expected number, received string/,
    );
    await expect(render('fr', { booking_id: BOOKING_ID })).rejects.toThrow(UnreadableMessageError);
  });
});
