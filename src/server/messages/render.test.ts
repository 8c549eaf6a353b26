import fs from 'node:fs';
import path from 'node:path';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../domain/money';
import type { OverstayDuePayload, PaymentDuePayload, RefundIssuedPayload } from './money-messages';
import type {
  BookingCancelledPayload,
  BookingConfirmedPayload,
  EventChangedPayload,
  GuestInvitedPayload,
  MessageKind,
  ReviewRequestPayload,
  TeamInvitationPayload,
} from './outbox';
import { renderMessage } from './render';

const payload: BookingConfirmedPayload = {
  booking_id: '3f1b2c4d-0000-4000-8000-000000000001',
  organizer: { name: 'Camille Martin', email: 'camille@example.com' },
  space: {
    title_fr: 'Le Grand Salon de la Bourse',
    title_en: 'The Bourse Grand Salon',
    street: '28 rue Notre-Dame-des-Victoires',
    postal_code: '75002',
    city: 'Paris',
  },
  // 10:00–12:00 in Paris, in winter (UTC+1).
  occurrences: [
    {
      event_id: '3f1b2c4d-0000-4000-8000-0000000000e1',
      starts_at: '2027-01-12T09:00:00+00:00',
      ends_at: '2027-01-12T11:00:00+00:00',
    },
  ],
  total_cents: 39_600,
};
const context = { appUrl: 'https://nook.example', now: new Date('2026-12-01T08:00:00Z') };
const render = (locale: Locale) => renderMessage('booking_confirmed', payload, locale, context);

/** Words of the English texts that the French ones never use: none may appear in a French message. */
function englishOnlyWords(): string[] {
  const words = (locale: string) =>
    new Set(
      fs
        .readFileSync(path.resolve('public/locales', locale, 'emails.json'), 'utf8')
        .toLowerCase()
        .match(/\p{L}{4,}/gu) ?? [],
    );
  const french = words('fr');
  return [...words('en')].filter((word) => !french.has(word));
}

/** The English-only words of a French message's prose; addresses are not prose (the product's paths are English). */
function englishIn(...parts: string[]): string[] {
  const prose = parts
    .join(' ')
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, '');
  return englishOnlyWords().filter((word) => new RegExp(`\\b${word}\\b`, 'u').test(prose));
}

describe('the booking confirmation', () => {
  it('is written in French for a French organizer, with no English word, and links to the French page', async () => {
    const message = await render('fr');
    expect(message.subject).toBe(
      'Réservation confirmée : Le Grand Salon de la Bourse, mardi 12 janvier 2027, 10h – 12h',
    );
    expect(message.text).toContain('Bonjour Camille Martin,');
    expect(message.text).toContain('396 €');
    expect(message.html).toContain('href="https://nook.example/events/3f1b2c4d-0000-4000-8000-0000000000e1"');
    expect(message.html).toContain('lang="fr"');
    expect(englishIn(message.subject, message.text)).toEqual([]);
  });

  it('is written in English for an English organizer, and links to the English page', async () => {
    const message = await render('en');
    expect(message.subject).toBe(
      'Booking confirmed: The Bourse Grand Salon, Tuesday 12 January 2027, 10 AM – 12 PM',
    );
    expect(message.text).toContain('€396');
    expect(message.html).toContain(
      'href="https://nook.example/en/events/3f1b2c4d-0000-4000-8000-0000000000e1"',
    );
  });

  it('carries an invitation that calendars read at the right Paris time, with a stable UID', async () => {
    const { icalEvent } = await render('fr');
    expect(icalEvent?.method).toBe('REQUEST');
    const parsed = ical.sync.parseICS(icalEvent?.content ?? '');
    const event = Object.values(parsed).find(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    expect(event?.uid).toBe('3f1b2c4d-0000-4000-8000-0000000000e1@nook');
    expect(event?.start.toISOString()).toBe('2027-01-12T09:00:00.000Z');
    expect(event?.end?.toISOString()).toBe('2027-01-12T11:00:00.000Z');
    expect(event?.start.tz).toBe('Europe/Paris');
    expect(Number(event?.sequence)).toBe(0);
    expect(event?.organizer).toMatchObject({ val: 'mailto:camille@example.com' });
    expect(icalEvent?.content).toContain('BEGIN:VTIMEZONE');
  });
});

describe('the invitation of a guest', () => {
  const invitation: GuestInvitedPayload = {
    event: payload.occurrences[0] ?? { event_id: '', starts_at: '', ends_at: '' },
    organizer: payload.organizer,
    space: payload.space,
    guest_email: 'dominique@example.com',
  };

  it('says who invites to what, in French or English, and carries the event for the guest calendar', async () => {
    const fr = await renderMessage('guest_invited', invitation, 'fr', context);
    expect(fr.subject).toBe(
      'Camille Martin vous invite : Le Grand Salon de la Bourse, mardi 12 janvier 2027, 10h – 12h',
    );
    expect(fr.text).toContain('dominique@example.com');
    const en = await renderMessage('guest_invited', invitation, 'en', context);
    expect(en.subject).toBe(
      'Camille Martin invites you: The Bourse Grand Salon, Tuesday 12 January 2027, 10 AM – 12 PM',
    );
    // A guest new to the product is sent to the sign-up with their address; one who has signed in here, to the event.
    expect(en.html).toContain(
      'href="https://nook.example/en/events/3f1b2c4d-0000-4000-8000-0000000000e1?invited=dominique%40example.com"',
    );
    const known = await renderMessage(
      'guest_invited',
      { ...invitation, guest_has_account: true },
      'fr',
      context,
    );
    expect(known.html).toContain('href="https://nook.example/events/3f1b2c4d-0000-4000-8000-0000000000e1"');
    expect(englishIn(fr.subject, fr.text)).toEqual([]);

    const event = Object.values(ical.sync.parseICS(fr.icalEvent?.content ?? '')).find(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    expect(event?.uid).toBe('3f1b2c4d-0000-4000-8000-0000000000e1@nook');
    expect(JSON.stringify(event?.attendee).toLowerCase()).toContain('mailto:dominique@example.com');
  });
});

describe('the cancellation', () => {
  const cancelled = (refund: number | null): BookingCancelledPayload => ({
    booking_id: payload.booking_id,
    organizer: payload.organizer,
    space: payload.space,
    occurrences: payload.occurrences.map((o) => ({ ...o, sequence: 3 })),
    refund_cents: refund,
  });

  it('gives the organizer the refund, tells a guest who cancelled, in French with no English word', async () => {
    const organizer = await renderMessage('booking_cancelled', cancelled(19_800), 'fr', context);
    expect(organizer.subject).toBe('Annulé : Le Grand Salon de la Bourse, mardi 12 janvier 2027, 10h – 12h');
    expect(organizer.text).toContain('198 €');
    const guest = await renderMessage('booking_cancelled', cancelled(null), 'fr', context);
    expect(guest.text).toContain('Camille Martin a annulé');
    expect(guest.text).not.toContain('Remboursement');
    for (const message of [organizer, guest]) {
      const english = englishIn(message.subject, message.text);
      expect(english).toEqual([]);
    }
    const en = await renderMessage('booking_cancelled', cancelled(0), 'en', context);
    expect(en.text).toContain('No refund under the cancellation terms.');
  });

  it('takes the event out of calendars: METHOD:CANCEL, the same UID, a higher SEQUENCE', async () => {
    const { icalEvent } = await renderMessage('booking_cancelled', cancelled(null), 'en', context);
    expect(icalEvent?.method).toBe('CANCEL');
    expect(icalEvent?.content).toMatch(/^METHOD:CANCEL\r?$/m);
    const event = Object.values(ical.sync.parseICS(icalEvent?.content ?? '')).find(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    expect(event?.uid).toBe('3f1b2c4d-0000-4000-8000-0000000000e1@nook');
    expect(Number(event?.sequence)).toBe(3);
    expect(event?.status).toBe('CANCELLED');
  });
});

describe('every message', () => {
  const event = { ...(payload.occurrences[0] ?? { event_id: '', starts_at: '', ends_at: '' }), sequence: 2 };
  const samples: [MessageKind, unknown][] = [
    ['booking_confirmed', payload],
    [
      'guest_invited',
      {
        event,
        organizer: payload.organizer,
        space: payload.space,
        guest_email: 'dominique@example.com',
      } satisfies GuestInvitedPayload,
    ],
    [
      'booking_cancelled',
      {
        booking_id: payload.booking_id,
        organizer: payload.organizer,
        space: payload.space,
        occurrences: [event],
        refund_cents: 1_000,
      } satisfies BookingCancelledPayload,
    ],
    [
      'event_changed',
      {
        event,
        organizer: payload.organizer,
        space: payload.space,
        for_organizer: false,
      } satisfies EventChangedPayload,
    ],
    [
      'event_reminder',
      {
        event,
        organizer: payload.organizer,
        space: payload.space,
        for_organizer: true,
      } satisfies EventChangedPayload,
    ],
    [
      'team_invitation',
      {
        inviter: payload.organizer,
        company: 'Atelier Martin',
        role: 'member',
        email: 'dominique@example.com',
      } satisfies TeamInvitationPayload,
    ],
    [
      'refund_issued',
      {
        booking_id: payload.booking_id,
        amount_cents: 19_800,
        space: payload.space,
      } satisfies RefundIssuedPayload,
    ],
    [
      'payment_due',
      {
        booking_id: payload.booking_id,
        amount_cents: 6_600,
        expires_at: '2027-01-05T14:20:00+00:00',
        space: payload.space,
      } satisfies PaymentDuePayload,
    ],
    [
      'overstay_due',
      {
        overstay_id: '3f1b2c4d-0000-4000-8000-0000000000f1',
        minutes: 30,
        amount_cents: 3_300,
        event,
        space: payload.space,
      } satisfies OverstayDuePayload,
    ],
    [
      'review_request',
      {
        booking_id: payload.booking_id,
        event_id: event.event_id,
        organizer: payload.organizer,
        space: payload.space,
      } satisfies ReviewRequestPayload,
    ],
  ];

  it.each(samples)(
    '%s renders in French and English, the French with no English word, with a calendar part that parses (but a reminder)',
    async (kind, sample) => {
      for (const locale of ['fr', 'en'] as const) {
        const message = await renderMessage(kind, sample, locale, context);
        expect(message.subject.length).toBeGreaterThan(10);
        expect(message.html).toContain(`lang="${locale}"`);
        expect(message.text).not.toMatch(/\{\{|undefined|null|NaN/);
        if (locale === 'fr') {
          expect(englishIn(message.subject, message.text)).toEqual([]);
        }
        // A reminder carries no invitation (the event is in the calendar already), nor do the messages about no event.
        if (
          kind === 'event_reminder' ||
          kind === 'team_invitation' ||
          kind === 'refund_issued' ||
          kind === 'payment_due' ||
          kind === 'overstay_due' ||
          kind === 'review_request'
        ) {
          expect(message.icalEvent).toBeUndefined();
          continue;
        }
        const parsed = Object.values(ical.sync.parseICS(message.icalEvent?.content ?? '')).find(
          (component): component is VEvent => component?.type === 'VEVENT',
        );
        expect(parsed?.uid).toBe(`${event.event_id}@nook`);
        expect(parsed?.start.tz).toBe('Europe/Paris');
      }
    },
  );
});
