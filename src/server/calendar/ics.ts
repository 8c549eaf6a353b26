import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';

dayjs.extend(utc);
dayjs.extend(timezone);

// The one writer of iCalendar files (RFC 5545): the invitations the e-mails carry, the downloads of
// an event or a booking, and the subscribed feed. ical-generator writes the lines, escapes the TEXT
// values and folds at 75 octets; three of its habits are worked around here:
// - a calendar-wide time zone makes it write DTSTAMP in the process's local time, without Z, and
//   add the non-standard TIMEZONE-ID: each event names its zone instead, and the calendar only
//   holds the generator of its VTIMEZONE;
// - it writes a double quote in a parameter as \", which §3.2 does not allow (a quoted parameter
//   cannot hold one at all): names are cleaned before they become a CN;
// - its text does not end with CRLF, which §3.1 asks of every line, the last one too.

/** Every space is in France: times are written in Paris time, with the zone's definition. */
const ZONE = 'Europe/Paris';

export type CalendarPerson = { name: string | null; email: string };

/** One event as every calendar file shows it. */
export type CalendarEvent = {
  /** Its UID is made of it: the same through every change, so that calendars update it in place. */
  eventId: string;
  /** Raised on each change (events.sequence), so that a calendar takes the newer version. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  /** Who booked it: ORGANIZER of every version (RFC 5546 asks for one in PUBLISH, REQUEST and CANCEL). */
  organizer: CalendarPerson;
  /** Held events are tentative; cancelled ones are kept with STATUS:CANCELLED so that calendars drop them. */
  status: 'confirmed' | 'tentative' | 'cancelled';
};

/** Who an invitation is for: its organizer (who booked, so accepted) or a guest (asked to answer). */
export type CalendarAttendee = CalendarPerson & { organizer: boolean };

/** The UID of an event in every calendar file about it. */
export const eventUid = (eventId: string) => `${eventId}@nook`;

/**
 * A name as a CN parameter can hold it (RFC 5545 §3.2): ical-generator always quotes it, which
 * covers `:`, `;` and `,`, but a quoted value cannot contain a double quote (it becomes a single
 * one) nor control characters. A backslash is written doubled and `^` starts an RFC 6868 escape
 * for the readers that decode them: neither belongs in a name, so both go.
 */
export function parameterText(value: string): string {
  return value
    .replace(/"/g, "'")
    .replace(/[\p{Cc}\\^]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The zone's VTIMEZONE, without the X-LIC-LOCATION its generator adds: nothing non-standard is written. */
const vtimezone = (zone: string) =>
  getVtimezoneComponent(zone)?.replace(/^X-LIC-LOCATION:.*\r?\n/m, '') ?? null;

const STATUS = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

function newCalendar(method: ICalCalendarMethod, feed?: CalendarFeed): ICalCalendar {
  return ical({
    prodId: { company: 'Nook', product: 'bookings', language: 'FR' },
    method,
    // No name: see above. The generator writes the VTIMEZONE of each zone the events use.
    timezone: { name: null, generator: vtimezone },
    // NAME and REFRESH-INTERVAL (RFC 7986), with X-WR-CALNAME and X-PUBLISHED-TTL, their
    // forerunners that Apple, Google and Outlook still read.
    ...(feed && { name: feed.name, ttl: feed.refreshSeconds }),
  });
}

const HOUR = 3_600_000;
const wallClock = (instant: Date) => dayjs(instant).tz(ZONE).format('YYYY-MM-DDTHH:mm');
/** An instant of the hour lived twice when the clocks go back: its Paris time is also an hour before or after. */
const ambiguous = (instant: Date) =>
  [-HOUR, HOUR].some((shift) => wallClock(new Date(instant.getTime() + shift)) === wallClock(instant));

function addEvent(calendar: ICalCalendar, event: CalendarEvent, stamp: Date, attendees: CalendarAttendee[]) {
  const organizer = parameterText(event.organizer.name ?? '') || event.organizer.email;
  // A Paris time of the hour lived twice is read as its first occurrence (RFC 5545 §3.3.5), or as
  // the second by some readers: such an event is written in UTC, which says which it is.
  const local = !ambiguous(event.startsAt) && !ambiguous(event.endsAt);
  calendar.createEvent({
    id: eventUid(event.eventId),
    sequence: event.sequence,
    stamp,
    start: local ? dayjs(event.startsAt).tz(ZONE) : event.startsAt,
    end: local ? dayjs(event.endsAt).tz(ZONE) : event.endsAt,
    timezone: local ? ZONE : null,
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: event.url,
    status: STATUS[event.status],
    organizer: { name: organizer, email: event.organizer.email },
    attendees: attendees.map((attendee) => ({
      email: attendee.email,
      name: parameterText(attendee.name ?? '') || undefined,
      role: ICalAttendeeRole.REQ,
      status: attendee.organizer ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.NEEDSACTION,
      rsvp: !attendee.organizer,
    })),
  });
}

/** §3.1: every line ends with CRLF, the last one too. */
const text = (calendar: ICalCalendar) => `${calendar.toString()}\r\n`;

/**
 * An invitation to one event (METHOD:REQUEST: add it, or update it when its SEQUENCE is higher)
 * or its withdrawal (METHOD:CANCEL), as an e-mail carries it. Outlook and Gmail match it to the
 * event in the recipient's calendar by its UID and their address among the ATTENDEEs, so there is
 * at least one.
 */
export function invitationCalendar(
  event: CalendarEvent,
  method: 'REQUEST' | 'CANCEL',
  attendees: [CalendarAttendee, ...CalendarAttendee[]],
  stamp: Date,
): string {
  const calendar = newCalendar(method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL);
  addEvent(calendar, method === 'CANCEL' ? { ...event, status: 'cancelled' } : event, stamp, attendees);
  return text(calendar);
}

/** What a subscribed feed says of itself: its name, and how often to ask again. */
export type CalendarFeed = { name: string; refreshSeconds: number };

/**
 * Events as they are (METHOD:PUBLISH): a download, or the subscribed feed with `feed`. RFC 5546
 * allows no ATTENDEE in a publication: the guests' addresses stay on the event's page, for those
 * who may see them.
 */
export function publishedCalendar(
  events: readonly CalendarEvent[],
  stamp: Date,
  feed?: CalendarFeed,
): string {
  const calendar = newCalendar(ICalCalendarMethod.PUBLISH, feed);
  for (const event of events) addEvent(calendar, event, stamp, []);
  return text(calendar);
}
