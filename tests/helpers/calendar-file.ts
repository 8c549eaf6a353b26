import ICAL from 'ical.js';
import { expect } from 'vitest';

// Every calendar file we write (the e-mails' invitations, the downloads, the feed), read back by
// ical.js, Mozilla's parser (Thunderbird's calendar), rather than by looking for our own strings.

export type ReadPerson = { email: string; name: string | undefined; partstat: string | undefined };
export type ReadEvent = {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** The zone DTSTART and DTEND are written in: defined by a VTIMEZONE of the file, or they would not read. */
  startZone: string | undefined;
  endZone: string | undefined;
  stamp: Date;
  /** 'UTC' when DTSTAMP is written in UTC, as RFC 5545 §3.8.7.2 asks. */
  stampZone: string | undefined;
  status: string | undefined;
  summary: string;
  location: string | undefined;
  description: string | undefined;
  url: string | undefined;
  organizer: ReadPerson | undefined;
  attendees: ReadPerson[];
};
export type ReadCalendar = {
  method: string | undefined;
  /** The TZIDs of its VTIMEZONEs. */
  zones: string[];
  /** Every property's name, of every component, upper case: what a validator would look through. */
  properties: string[];
  events: ReadEvent[];
};

const MAX_OCTETS = 75;

/**
 * RFC 5545 §3.1: every line, the last one too, ends with CRLF (no bare CR or LF anywhere), and
 * none is longer than 75 octets (longer ones are folded).
 */
export function expectWellFormedLines(text: string): void {
  expect(text.endsWith('\r\n'), 'the file ends with CRLF').toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  const bare = lines.filter((line) => /[\r\n]/.test(line));
  expect(bare, 'lines ended otherwise than by CRLF').toEqual([]);
  const long = lines.filter((line) => Buffer.byteLength(line, 'utf8') > MAX_OCTETS);
  expect(long, `lines over ${MAX_OCTETS} octets`).toEqual([]);
}

const text = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

function person(property: ICAL.Property | null): ReadPerson | undefined {
  if (!property) return undefined;
  return {
    email: String(property.getFirstValue()).replace(/^mailto:/i, ''),
    name: text(property.getParameter('cn')),
    partstat: text(property.getParameter('partstat')),
  };
}

function propertyNames(component: ICAL.Component): string[] {
  return [
    ...component.getAllProperties().map((property) => property.name.toUpperCase()),
    ...component.getAllSubcomponents().flatMap(propertyNames),
  ];
}

function timeOf(component: ICAL.Component, name: string): ICAL.Time {
  const value = component.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.Time)) throw new Error(`${name.toUpperCase()} is not a date-time`);
  return value;
}

/**
 * A calendar file as ical.js reads it, its lines checked first. Its times are read with the zones
 * its own VTIMEZONEs define, and no other: a TZID without its VTIMEZONE would read as floating.
 */
export function readCalendar(file: string): ReadCalendar {
  expectWellFormedLines(file);
  const root = new ICAL.Component(ICAL.parse(file));
  ICAL.TimezoneService.reset();
  const zones = root.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = root.getAllSubcomponents('vevent').map((vevent): ReadEvent => {
    const start = timeOf(vevent, 'dtstart');
    const end = timeOf(vevent, 'dtend');
    const stamp = timeOf(vevent, 'dtstamp');
    return {
      uid: String(vevent.getFirstPropertyValue('uid')),
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
      start: start.toJSDate(),
      end: end.toJSDate(),
      startZone: start.zone?.tzid,
      endZone: end.zone?.tzid,
      stamp: stamp.toJSDate(),
      stampZone: stamp.zone?.tzid,
      status: text(vevent.getFirstPropertyValue('status')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      location: text(vevent.getFirstPropertyValue('location')),
      description: text(vevent.getFirstPropertyValue('description')),
      url: text(vevent.getFirstPropertyValue('url')),
      organizer: person(vevent.getFirstProperty('organizer')),
      attendees: vevent.getAllProperties('attendee').flatMap((property) => person(property) ?? []),
    };
  });
  return {
    method: text(root.getFirstPropertyValue('method')),
    zones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    properties: propertyNames(root),
    events,
  };
}

/** X- properties a file may have: the feed's name and refresh interval, which calendar apps still read. */
const KNOWN_EXTENSIONS = new Set(['X-WR-CALNAME', 'X-PUBLISHED-TTL']);

/**
 * What every file we write keeps: Europe/Paris defined by a VTIMEZONE and used by every event,
 * DTSTAMP in UTC, an ORGANIZER on each event, nothing non-standard (TIMEZONE-ID, X-…) but the
 * feed's two extensions.
 */
export function expectStandardCalendar(calendar: ReadCalendar): void {
  // A VTIMEZONE is written for the zones the events use: none in an empty feed.
  expect(calendar.zones).toEqual(calendar.events.length ? ['Europe/Paris'] : []);
  const unknown = calendar.properties.filter(
    (name) => name === 'TIMEZONE-ID' || (name.startsWith('X-') && !KNOWN_EXTENSIONS.has(name)),
  );
  expect(unknown, 'non-standard properties').toEqual([]);
  for (const event of calendar.events) {
    expect([event.startZone, event.endZone]).toEqual(['Europe/Paris', 'Europe/Paris']);
    expect(event.stampZone).toBe('UTC');
    expect(event.organizer?.email).toMatch(/@/);
  }
}
