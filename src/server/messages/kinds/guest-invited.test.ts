import { describe, expect, it } from 'vitest';
import {
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
import type { GuestInvitedPayload } from './guest-invited';

const invitation: GuestInvitedPayload = {
  event: OCCURRENCE,
  organizer: ORGANIZER,
  space: SPACE,
  guest_email: GUEST_EMAIL,
};

describe('the invitation of a guest', () => {
  it('says who invites to what, in French or English, and carries the event for the guest calendar', async () => {
    const fr = await renderMessage('guest_invited', invitation, 'fr', FOR_GUEST);
    expect(fr.subject).toBe(
      'Camille Martin vous invite : Le Grand Salon de la Bourse, mardi 12 janvier 2027, 10h – 12h',
    );
    expect(fr.text).toContain('dominique@example.com');
    const en = await renderMessage('guest_invited', invitation, 'en', FOR_GUEST);
    expect(en.subject).toBe(
      'Camille Martin invites you: The Bourse Grand Salon, Tuesday 12 January 2027, 10 AM – 12 PM',
    );
    // A guest new to the product is sent to the sign-up with their address; one who has signed in here, to the event.
    expect(en.html).toContain(
      `href="https://nook.example/en/events/${EVENT_ID}?invited=dominique%40example.com"`,
    );
    const known = await renderMessage(
      'guest_invited',
      { ...invitation, guest_has_account: true },
      'fr',
      FOR_GUEST,
    );
    expect(known.html).toContain(`href="https://nook.example/events/${EVENT_ID}"`);
    expect(englishIn(fr.subject, fr.text)).toEqual([]);

    const calendar = calendarOf(await renderMessage('guest_invited', invitation, 'fr', FOR_GUEST));
    expect(calendar.method).toBe('REQUEST');
    expect(calendar.events[0]).toMatchObject({
      uid: `${EVENT_ID}@nook`,
      sequence: 0,
      start: new Date(OCCURRENCE.starts_at),
      end: new Date(OCCURRENCE.ends_at),
      stamp: CONTEXT.now,
      summary: 'Le Grand Salon de la Bourse — invitation de Camille Martin',
    });
    expect(calendar.events[0]?.organizer).toMatchObject({ name: ORGANIZER.name, email: ORGANIZER.email });
    expect(calendar.events[0]?.attendees).toEqual([
      { ...ORGANIZER, partstat: 'ACCEPTED' },
      { email: GUEST_EMAIL, name: undefined, partstat: 'NEEDS-ACTION' },
    ]);
  });

  it('lets the guest answer from the e-mail, through the sign-up when they have no account yet', async () => {
    const newcomer = await renderMessage('guest_invited', invitation, 'fr', FOR_GUEST);
    expect(newcomer.text).toContain(
      `https://nook.example/events/${EVENT_ID}?invited=dominique%40example.com&answer=accepted`,
    );
    expect(newcomer.text).toContain(
      `https://nook.example/events/${EVENT_ID}?invited=dominique%40example.com&answer=declined`,
    );
    const known = await renderMessage(
      'guest_invited',
      { ...invitation, guest_has_account: true },
      'en',
      FOR_GUEST,
    );
    expect(known.text).toContain(`https://nook.example/en/events/${EVENT_ID}?answer=accepted`);
  });

  it('renders in French and English, with a calendar part at the event’s current SEQUENCE', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage(
        'guest_invited',
        { ...invitation, event: { ...OCCURRENCE, sequence: 2 } },
        locale,
        FOR_GUEST,
      );
      expectWellWritten(message, locale);
      const event = calendarEventOf(message);
      expect(event).toMatchObject({ uid: `${EVENT_ID}@nook`, sequence: 2 });
    }
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    await expect(
      renderMessage('guest_invited', { ...invitation, guest_email: null }, 'fr', FOR_GUEST),
    ).rejects.toThrow(
      'Unreadable guest_invited payload: guest_email: Invalid input: expected string, received null',
    );
    await expect(
      renderMessage('guest_invited', { ...invitation, guest_has_account: 'yes' }, 'fr', FOR_GUEST),
    ).rejects.toThrow(/guest_invited.*guest_has_account/);
  });
});
