import { describe, expect, it } from 'vitest';
import {
  BOOKING_ID,
  CONTEXT,
  EVENT_ID,
  FOR_GUEST,
  GUEST_EMAIL,
  OCCURRENCE,
  ORGANIZER,
  SPACE,
  calendarEventOf,
  calendarOf,
  englishIn,
  expectWellWritten,
} from '../../../../tests/helpers/message-fixtures';
import { renderMessage } from '../render';
import type { BookingCancelledPayload } from './booking-cancelled';

const cancelled = (refund: number | null, sequence = 3): BookingCancelledPayload => ({
  booking_id: BOOKING_ID,
  organizer: ORGANIZER,
  space: SPACE,
  occurrences: [{ ...OCCURRENCE, sequence }],
  refund_cents: refund,
});

describe('the cancellation', () => {
  it('gives the organizer the refund, tells a guest who cancelled, in French with no English word', async () => {
    const organizer = await renderMessage('booking_cancelled', cancelled(19_800), 'fr', CONTEXT);
    expect(organizer.subject).toBe('Annulé : Le Grand Salon de la Bourse, mardi 12 janvier 2027, 10h – 12h');
    expect(organizer.text).toContain('198 €');
    const guest = await renderMessage('booking_cancelled', cancelled(null), 'fr', FOR_GUEST);
    expect(guest.text).toContain('Camille Martin a annulé');
    expect(guest.text).not.toContain('Remboursement');
    for (const message of [organizer, guest]) {
      const english = englishIn(message.subject, message.text);
      expect(english).toEqual([]);
    }
    const en = await renderMessage('booking_cancelled', cancelled(0), 'en', CONTEXT);
    expect(en.subject).toBe('Cancelled: The Bourse Grand Salon, Tuesday 12 January 2027, 10 AM – 12 PM');
    expect(en.text).toContain('No refund under the cancellation terms.');
  });

  it('tells a guest the event is off without naming an organizer who deleted their account', async () => {
    const forgotten = { ...cancelled(null), organizer: { name: null, email: '' } };
    const fr = await renderMessage('booking_cancelled', forgotten, 'fr', CONTEXT);
    expect(fr.text).toContain("L'organisateur a annulé l'événement");
    const en = await renderMessage('booking_cancelled', forgotten, 'en', CONTEXT);
    expect(en.text).toContain('The organizer cancelled the event');
  });

  it('offers the organizer to book again, from the events list in their language', async () => {
    const fr = await renderMessage('booking_cancelled', cancelled(19_800), 'fr', CONTEXT);
    expect(fr.text).toContain('Réserver à nouveau https://nook.example/events');
    const en = await renderMessage('booking_cancelled', cancelled(19_800), 'en', CONTEXT);
    expect(en.text).toContain('Book again https://nook.example/en/events');
  });

  it('takes the event out of a guest’s calendar: METHOD:CANCEL, the same UID, a higher SEQUENCE, the guest among the attendees', async () => {
    const message = await renderMessage('booking_cancelled', cancelled(null), 'en', FOR_GUEST);
    const calendar = calendarOf(message);
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events[0]).toMatchObject({
      uid: `${EVENT_ID}@nook`,
      sequence: 3,
      status: 'CANCELLED',
      start: new Date(OCCURRENCE.starts_at),
      end: new Date(OCCURRENCE.ends_at),
      stamp: CONTEXT.now,
    });
    expect(calendar.events[0]?.organizer).toMatchObject({ email: ORGANIZER.email, name: ORGANIZER.name });
    expect(calendar.events[0]?.attendees.map((attendee) => attendee.email)).toEqual([
      ORGANIZER.email,
      GUEST_EMAIL,
    ]);
  });

  it('renders in French and English, with a calendar part for the organizer', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage('booking_cancelled', cancelled(1_000, 2), locale, CONTEXT);
      expectWellWritten(message, locale);
      const event = calendarEventOf(message);
      expect(event).toMatchObject({ uid: `${EVENT_ID}@nook`, sequence: 2, status: 'CANCELLED' });
      expect(event?.attendees.map((attendee) => attendee.email)).toEqual([ORGANIZER.email]);
    }
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    const { refund_cents: _refund, ...withoutRefund } = cancelled(1_000);
    await expect(renderMessage('booking_cancelled', withoutRefund, 'fr', CONTEXT)).rejects.toThrow(
      'Unreadable booking_cancelled payload: refund_cents: Invalid input: expected number, received undefined',
    );
    await expect(
      renderMessage('booking_cancelled', { ...cancelled(null), occurrences: 'none' }, 'fr', CONTEXT),
    ).rejects.toThrow(/booking_cancelled.*occurrences/);
  });
});
