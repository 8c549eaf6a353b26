import { parisInstant } from './paris-time';

/** What a calendar entry of an event needs: a Paris day and wall-clock minutes, like every booking. */
export type CalendarEntry = {
  /** Stable across downloads, so a calendar updates the entry instead of adding a second one. */
  uid: string;
  day: string;
  start: number;
  end: number;
  title: string;
  location?: string;
  description?: string;
  url?: string;
  /** Cancelled events are sent with STATUS:CANCELLED so that calendars remove them. */
  cancelled?: boolean;
};

const PRODUCT_ID = '-//Nook//Bookings//FR';

/** RFC 5545 UTC date-time: 20261124T130000Z. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma are escaped, line breaks become \n. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets, continuations 74 after their leading space.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An iCalendar file (text/calendar) with one event per entry, times in UTC so every calendar agrees. */
export function buildIcs(entries: CalendarEntry[], now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(parisInstant(entry.day, entry.start))}`,
      `DTEND:${utcStamp(parisInstant(entry.day, entry.end))}`,
      `SUMMARY:${escapeText(entry.title)}`,
    );
    if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
    if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
    if (entry.url) lines.push(`URL:${entry.url}`);
    lines.push(`STATUS:${entry.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A file name safe on every system: the space's slug and the day. */
export function icsFileName(slug: string, day: string): string {
  return `${slug.replace(/[^a-z0-9-]/gi, '-')}-${day}.ics`;
}
