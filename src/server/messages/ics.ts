import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'Europe/Paris';

export type CalendarEvent = {
  /** The event's id: its UID stays the same through every change, so calendars update it in place. */
  eventId: string;
  /** Raised on each change, so that a calendar takes the newer version. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizer: { name: string | null; email: string };
  attendees: readonly string[];
};

/** The UID of an event in every calendar file about it. */
export const eventUid = (eventId: string) => `${eventId}@nook`;

/**
 * A calendar file for one event: METHOD:REQUEST to add or update it, METHOD:CANCEL to take it out.
 * Times are written in Paris time with the zone's definition, as calendar clients expect.
 */
export function eventCalendar(event: CalendarEvent, method: 'REQUEST' | 'CANCEL', stamp: Date): string {
  const calendar = ical({
    prodId: { company: 'Nook', product: 'bookings', language: 'FR' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
    timezone: { name: ZONE, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: eventUid(event.eventId),
    sequence: event.sequence,
    stamp,
    start: dayjs(event.startsAt).tz(ZONE),
    end: dayjs(event.endsAt).tz(ZONE),
    timezone: ZONE,
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: event.url,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: event.organizer.name ?? event.organizer.email, email: event.organizer.email },
    attendees: event.attendees.map((email) => ({
      email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: true,
    })),
  });
  return calendar.toString();
}
