import { describe, expect, it } from 'vitest';
import {
  CONTEXT,
  EVENT_ID,
  OCCURRENCE,
  ORGANIZER,
  SPACE,
  calendarEventOf,
  englishIn,
  expectWellWritten,
} from '../../../../tests/helpers/message-fixtures';
import { renderMessage } from '../render';
import type { GuestInvitedPayload } from './guest-invited';

const invitation: GuestInvitedPayload = {
  event: OCCURRENCE,
  organizer: ORGANIZER,
  space: SPACE,
  guest_email: 'dominique@example.com',
};

describe('the invitation of a guest', () => {
  it('says who invites to what, in French or English, and carries the event for the guest calendar', async () => {
    const fr = await renderMessage('guest_invited', invitation, 'fr', CONTEXT);
    expect(fr.subject).toBe(
      'Camille Martin vous invite : Le Grand Salon de la Bourse, mardi 12 janvier 2027, 10h – 12h',
    );
    expect(fr.text).toContain('dominique@example.com');
    const en = await renderMessage('guest_invited', invitation, 'en', CONTEXT);
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
      CONTEXT,
    );
    expect(known.html).toContain(`href="https://nook.example/events/${EVENT_ID}"`);
    expect(englishIn(fr.subject, fr.text)).toEqual([]);

    const event = calendarEventOf(fr);
    expect(event?.uid).toBe(`${EVENT_ID}@nook`);
    expect(JSON.stringify(event?.attendee).toLowerCase()).toContain('mailto:dominique@example.com');
  });

  it('lets the guest answer from the e-mail, through the sign-up when they have no account yet', async () => {
    const newcomer = await renderMessage('guest_invited', invitation, 'fr', CONTEXT);
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
      CONTEXT,
    );
    expect(known.text).toContain(`https://nook.example/en/events/${EVENT_ID}?answer=accepted`);
  });

  it('renders in French and English, with a calendar part at Paris time, whatever the event’s SEQUENCE', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage(
        'guest_invited',
        { ...invitation, event: { ...OCCURRENCE, sequence: 2 } },
        locale,
        CONTEXT,
      );
      expectWellWritten(message, locale);
      expect(message.icalEvent?.method).toBe('REQUEST');
      const event = calendarEventOf(message);
      expect(event?.uid).toBe(`${EVENT_ID}@nook`);
      expect(event?.start.tz).toBe('Europe/Paris');
    }
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    await expect(
      renderMessage('guest_invited', { ...invitation, guest_email: null }, 'fr', CONTEXT),
    ).rejects.toThrow(
      'Unreadable guest_invited payload: guest_email: Invalid input: expected string, received null',
    );
    await expect(
      renderMessage('guest_invited', { ...invitation, guest_has_account: 'yes' }, 'fr', CONTEXT),
    ).rejects.toThrow(/guest_invited.*guest_has_account/);
  });
});
