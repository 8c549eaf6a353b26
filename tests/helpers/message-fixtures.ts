import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Locale } from '../../src/domain/money';
import type { MessageKind } from '../../src/server/messages/outbox';
import type { RenderedMessage } from '../../src/server/messages/render';
import { expectStandardCalendar, readCalendar, type ReadCalendar } from './calendar-file';

// What the tests of each message (src/server/messages/kinds/*.test.ts) share: one booking of two
// hours in January at the Bourse, for Camille Martin, rendered on 1 December 2026.

export const BOOKING_ID = '3f1b2c4d-0000-4000-8000-000000000001';
export const EVENT_ID = '3f1b2c4d-0000-4000-8000-0000000000e1';
export const ORGANIZER = { name: 'Camille Martin', email: 'camille@example.com' };
export const GUEST_EMAIL = 'dominique@example.com';
/** Rendered for the organizer; a guest's message sets `recipient` to `GUEST_EMAIL`. */
export const CONTEXT = {
  appUrl: 'https://nook.example',
  now: new Date('2026-12-01T08:00:00Z'),
  recipient: ORGANIZER.email,
};
export const FOR_GUEST = { ...CONTEXT, recipient: GUEST_EMAIL };
export const SPACE = {
  title_fr: 'Le Grand Salon de la Bourse',
  title_en: 'The Bourse Grand Salon',
  street: '28 rue Notre-Dame-des-Victoires',
  postal_code: '75002',
  city: 'Paris',
};
/** 10:00–12:00 in Paris, in winter (UTC+1). */
export const OCCURRENCE = {
  event_id: EVENT_ID,
  starts_at: '2027-01-12T09:00:00+00:00',
  ends_at: '2027-01-12T11:00:00+00:00',
};
export const WHEN_FR = 'mardi 12 janvier 2027, 10h – 12h';
export const WHEN_EN = 'Tuesday 12 January 2027, 10 AM – 12 PM';

const later = { ...OCCURRENCE, sequence: 2 };
/** Every kind of message with the payloads that show each of its variants (organizer or guest, refund or none…). */
export const SAMPLE_PAYLOADS: Record<MessageKind, readonly unknown[]> = {
  booking_confirmed: [
    {
      booking_id: BOOKING_ID,
      organizer: ORGANIZER,
      space: SPACE,
      occurrences: [OCCURRENCE],
      total_cents: 39_600,
    },
  ],
  guest_invited: [false, true].map((known) => ({
    event: OCCURRENCE,
    organizer: ORGANIZER,
    space: SPACE,
    guest_email: 'dominique@example.com',
    guest_has_account: known,
  })),
  booking_cancelled: [19_800, 0, null].map((refund) => ({
    booking_id: BOOKING_ID,
    organizer: ORGANIZER,
    space: SPACE,
    occurrences: [later],
    refund_cents: refund,
  })),
  event_changed: [true, false].map((mine) => ({
    event: later,
    organizer: ORGANIZER,
    space: SPACE,
    for_organizer: mine,
  })),
  event_reminder: [true, false].map((mine) => ({
    event: later,
    organizer: ORGANIZER,
    space: SPACE,
    for_organizer: mine,
  })),
  team_invitation: ['Atelier Martin', null].map((company) => ({
    inviter: ORGANIZER,
    company,
    role: 'user',
    email: 'dominique@example.com',
  })),
  refund_issued: [{ booking_id: BOOKING_ID, amount_cents: 19_800, space: SPACE }],
  payment_due: [
    { booking_id: BOOKING_ID, amount_cents: 6_600, expires_at: '2027-01-05T14:20:00+00:00', space: SPACE },
  ],
  overstay_due: [
    {
      overstay_id: '3f1b2c4d-0000-4000-8000-0000000000f1',
      minutes: 30,
      amount_cents: 3_300,
      event: OCCURRENCE,
      space: SPACE,
    },
  ],
  review_request: [{ booking_id: BOOKING_ID, event_id: EVENT_ID, organizer: ORGANIZER, space: SPACE }],
  support_request: [
    {
      from_email: 'dominique@example.com',
      user_id: null,
      locale: 'en',
      subject: 'Une facture à mon nom <urgent> & "vite"',
      message: 'Bonjour,\n\nPourriez-vous refaire ma facture ?\nMerci',
    },
  ],
};

let englishOnly: string[] | undefined;
/** Words of the English texts that the French ones never use: none may appear in a French message. */
function englishOnlyWords(): string[] {
  const words = (locale: string) =>
    new Set(
      fs
        .readFileSync(path.resolve('public/locales', locale, 'emails.json'), 'utf8')
        .toLowerCase()
        .match(/\p{L}{4,}/gu) ?? [],
    );
  if (!englishOnly) {
    const french = words('fr');
    englishOnly = [...words('en')].filter((word) => !french.has(word));
  }
  return englishOnly;
}

/** The English-only words of a French message's prose; addresses are not prose (the product's paths are English). */
export function englishIn(...parts: string[]): string[] {
  const prose = parts
    .join(' ')
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, '');
  return englishOnlyWords().filter((word) => new RegExp(`\\b${word}\\b`, 'u').test(prose));
}

/**
 * A message's calendar part as a calendar client reads it (ical.js), checked for what every file
 * we write keeps; its METHOD is the one the e-mail's part declares.
 */
export function calendarOf(message: RenderedMessage): ReadCalendar {
  const calendar = readCalendar(message.icalEvent?.content ?? '');
  expectStandardCalendar(calendar);
  expect(calendar.method).toBe(message.icalEvent?.method);
  expect(calendar.events).toHaveLength(1);
  return calendar;
}

/** The one event of a message's calendar part (see `calendarOf`). */
export const calendarEventOf = (message: RenderedMessage) => calendarOf(message).events[0];

/**
 * What every message keeps, in either language: a real subject, an HTML body in its language, no
 * text left unfilled, and in French no English word.
 */
export function expectWellWritten(message: RenderedMessage, locale: Locale): void {
  expect(message.subject.length).toBeGreaterThan(10);
  expect(message.html).toContain(`lang="${locale}"`);
  expect(message.text).not.toMatch(/\{\{|undefined|null|NaN/);
  if (locale === 'fr') expect(englishIn(message.subject, message.text)).toEqual([]);
}
