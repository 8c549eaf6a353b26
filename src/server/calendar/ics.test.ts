import { afterEach, describe, expect, it } from 'vitest';
import {
  expectStandardCalendar,
  readCalendar,
  type ReadCalendar,
} from '../../../tests/helpers/calendar-file';
import {
  invitationCalendar,
  parameterText,
  publishedCalendar,
  type CalendarAttendee,
  type CalendarEvent,
} from './ics';

// Every file is read back by ical.js (tests/helpers/calendar-file.ts), never by matching our own text.

const STAMP = new Date('2026-11-22T10:15:30Z');
/** 14:00–17:00 in Paris, in winter (UTC+1). */
const EVENT: CalendarEvent = {
  eventId: '6f1d2c3b-0000-4000-8000-0000000000a1',
  sequence: 0,
  startsAt: new Date('2026-11-24T13:00:00Z'),
  endsAt: new Date('2026-11-24T16:00:00Z'),
  summary: 'Salle Lumière, Paris 11e',
  location: '12 rue Oberkampf, 75011 Paris',
  description: 'Code 1234; 2e étage, porte gauche\n\nhttps://nook.example/events/6f1d',
  url: 'https://nook.example/events/6f1d',
  organizer: { name: 'Camille Martin', email: 'camille@example.com' },
  status: 'confirmed',
};
const ORGANIZER: CalendarAttendee = { ...EVENT.organizer, organizer: true };
const GUEST: CalendarAttendee = { name: null, email: 'sacha@example.com', organizer: false };
/** A name that breaks a naive parameter: a double quote, a comma, a semicolon, a colon. */
const AWKWARD = 'Jean "Jo" Dupont, Paris; 11e: RH';

const read = (file: string): ReadCalendar => {
  const calendar = readCalendar(file);
  expectStandardCalendar(calendar);
  return calendar;
};

describe('an invitation (METHOD:REQUEST)', () => {
  it('is read at the event’s instants, stamped in UTC, with its UID and SEQUENCE', () => {
    const calendar = read(
      invitationCalendar({ ...EVENT, sequence: 3 }, 'REQUEST', [ORGANIZER, GUEST], STAMP),
    );
    expect(calendar.method).toBe('REQUEST');
    const [event, ...others] = calendar.events;
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      uid: `${EVENT.eventId}@nook`,
      sequence: 3,
      start: EVENT.startsAt,
      end: EVENT.endsAt,
      stamp: STAMP,
      status: 'CONFIRMED',
      summary: EVENT.summary,
      location: EVENT.location,
      description: EVENT.description,
      url: EVENT.url,
    });
  });

  it('names its organizer and every attendee: the organizer accepted, a guest asked to answer', () => {
    const [event] = read(invitationCalendar(EVENT, 'REQUEST', [ORGANIZER, GUEST], STAMP)).events;
    expect(event?.organizer).toEqual({
      email: 'camille@example.com',
      name: 'Camille Martin',
      partstat: undefined,
    });
    expect(event?.attendees).toEqual([
      { email: 'camille@example.com', name: 'Camille Martin', partstat: 'ACCEPTED' },
      { email: 'sacha@example.com', name: undefined, partstat: 'NEEDS-ACTION' },
    ]);
  });

  it('follows summer time and the days the clocks change', () => {
    for (const [startsAt, endsAt, zone] of [
      ['2027-06-15T08:00:00Z', '2027-06-15T10:30:00Z', 'Europe/Paris'], // 10:00–12:30 CEST
      ['2027-03-28T00:30:00Z', '2027-03-28T02:00:00Z', 'Europe/Paris'], // 01:30 CET – 04:00 CEST, over the jump
      // 02:30 CEST – 03:30 CET: 02:30 happens twice that night, and only UTC says which one.
      ['2027-10-31T00:30:00Z', '2027-10-31T02:30:00Z', 'UTC'],
      ['2027-10-31T01:30:00Z', '2027-10-31T03:00:00Z', 'UTC'], // the second 02:30
    ] as const) {
      const [event] = readCalendar(
        invitationCalendar(
          { ...EVENT, startsAt: new Date(startsAt), endsAt: new Date(endsAt) },
          'REQUEST',
          [ORGANIZER],
          STAMP,
        ),
      ).events;
      expect([event?.start.toISOString(), event?.end.toISOString()]).toEqual([
        new Date(startsAt).toISOString(),
        new Date(endsAt).toISOString(),
      ]);
      expect([event?.startZone, event?.endZone]).toEqual([zone, zone]);
    }
  });
});

describe('a cancellation (METHOD:CANCEL)', () => {
  it('takes the event out: the same UID, STATUS:CANCELLED, its organizer and attendees', () => {
    const calendar = read(invitationCalendar({ ...EVENT, sequence: 2 }, 'CANCEL', [ORGANIZER, GUEST], STAMP));
    expect(calendar.method).toBe('CANCEL');
    const [event] = calendar.events;
    expect(event).toMatchObject({ uid: `${EVENT.eventId}@nook`, sequence: 2, status: 'CANCELLED' });
    expect(event?.organizer?.email).toBe('camille@example.com');
    expect(event?.attendees.map((attendee) => attendee.email)).toEqual([
      'camille@example.com',
      'sacha@example.com',
    ]);
  });
});

describe('names in parameters (RFC 5545 §3.2)', () => {
  it('keep a comma, a semicolon and a colon, and lose only the double quote, which no parameter can hold', () => {
    const organizer = { name: AWKWARD, email: 'jean@example.com' };
    const [event] = read(
      invitationCalendar(
        { ...EVENT, organizer },
        'REQUEST',
        [
          { ...organizer, organizer: true },
          { name: AWKWARD, email: 'sacha@example.com', organizer: false },
        ],
        STAMP,
      ),
    ).events;
    const expected = "Jean 'Jo' Dupont, Paris; 11e: RH";
    expect(event?.organizer).toMatchObject({ name: expected, email: 'jean@example.com' });
    expect(event?.attendees.map(({ name, email }) => [name, email])).toEqual([
      [expected, 'jean@example.com'],
      [expected, 'sacha@example.com'],
    ]);
  });

  it('lose line breaks, backslashes and carets, and fall back on the address when nothing is left', () => {
    expect(parameterText('Camille\nMartin \\ ^n')).toBe('Camille Martin n');
    const [event] = read(
      invitationCalendar(
        { ...EVENT, organizer: { name: '"\r\n"', email: 'camille@example.com' } },
        'REQUEST',
        [ORGANIZER],
        STAMP,
      ),
    ).events;
    expect(event?.organizer?.name).toBe("' '");
    const [unnamed] = read(
      invitationCalendar(
        { ...EVENT, organizer: { name: null, email: 'x@example.com' } },
        'REQUEST',
        [ORGANIZER],
        STAMP,
      ),
    ).events;
    expect(unnamed?.organizer).toMatchObject({ name: 'x@example.com', email: 'x@example.com' });
  });
});

describe('text values and lines (RFC 5545 §3.1, §3.3.11)', () => {
  it('fold long lines at 75 octets without splitting a character, and read back whole', () => {
    const description = `${'é'.repeat(100)}, ${'日本'.repeat(30)}; 🙂 ${'x'.repeat(90)}`;
    const [event] = read(invitationCalendar({ ...EVENT, description }, 'REQUEST', [ORGANIZER], STAMP)).events;
    expect(event?.description).toBe(description);
  });
});

describe('a stamp written in the process’s own time zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('never happens: DTSTAMP and the times read the same from New York', () => {
    process.env.TZ = 'America/New_York';
    const [event] = read(invitationCalendar(EVENT, 'REQUEST', [ORGANIZER], STAMP)).events;
    expect(event).toMatchObject({ stamp: STAMP, start: EVENT.startsAt, end: EVENT.endsAt });
  });
});

describe('a publication (METHOD:PUBLISH): downloads and the feed', () => {
  const series: CalendarEvent[] = [
    EVENT,
    {
      ...EVENT,
      eventId: '6f1d2c3b-0000-4000-8000-0000000000a2',
      sequence: 2,
      startsAt: new Date('2026-12-01T13:00:00Z'),
      endsAt: new Date('2026-12-01T16:00:00Z'),
      status: 'cancelled',
    },
    { ...EVENT, eventId: '6f1d2c3b-0000-4000-8000-0000000000a3', status: 'tentative' },
  ];

  it('holds one event per occurrence, each with its organizer and no attendee (RFC 5546)', () => {
    const calendar = read(publishedCalendar(series, STAMP));
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.events.map((event) => [event.uid, event.sequence, event.status])).toEqual([
      [`${EVENT.eventId}@nook`, 0, 'CONFIRMED'],
      ['6f1d2c3b-0000-4000-8000-0000000000a2@nook', 2, 'CANCELLED'],
      ['6f1d2c3b-0000-4000-8000-0000000000a3@nook', 0, 'TENTATIVE'],
    ]);
    for (const event of calendar.events) {
      expect(event.organizer?.email).toBe('camille@example.com');
      expect(event.attendees).toEqual([]);
    }
    expect(calendar.properties).not.toContain('NAME');
  });

  it('names a feed and says how often to ask again, as RFC 7986 and the older X-WR-CALNAME do', () => {
    const calendar = read(publishedCalendar(series, STAMP, { name: 'Nook', refreshSeconds: 900 }));
    expect(calendar.properties).toEqual(
      expect.arrayContaining(['NAME', 'X-WR-CALNAME', 'REFRESH-INTERVAL', 'X-PUBLISHED-TTL']),
    );
  });

  it('is a valid calendar with no event at all', () => {
    expect(read(publishedCalendar([], STAMP)).events).toEqual([]);
  });
});
