import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { calendarFileName } from '../../domain/calendar-file-name';
import type { Locale } from '../../domain/money';
import { parisDay } from '../../domain/paris-time';
import { publishedCalendar, type CalendarEvent } from '../calendar/ics';
import type { CurrentUser } from '../core/context';
import type { Db } from '../db/client';
import { bookings, events, spaces, users } from '../db/schema';
import { loadBookingFor } from '../lifecycle/booking-record';
import { addressOf, calendarNotes, pageUrl, titleOf, type MessageSpace } from '../messages/kinds/shared';
import { loadEvent } from './event-service';

/** The reader's language, the site's address (for the events' links) and the time the file is written. */
export type CalendarFileContext = { locale: Locale; appUrl: string; now: Date };
export type CalendarFile = { content: string; fileName: string };

/**
 * The events `filter` selects (over events, their bookings and spaces), soonest first, as every
 * calendar file shows them: in the reader's language, placed and described as the e-mails do.
 */
export async function calendarEvents(
  db: Db,
  filter: SQL | undefined,
  context: Omit<CalendarFileContext, 'now'>,
  limit = 2_000,
): Promise<CalendarEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      status: events.status,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      sequence: events.sequence,
      space: {
        title_fr: spaces.titleFr,
        title_en: spaces.titleEn,
        street: spaces.street,
        postal_code: spaces.postalCode,
        city: spaces.city,
        access_fr: spaces.accessFr,
        access_en: spaces.accessEn,
      },
      organizer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(events)
    .innerJoin(bookings, eq(bookings.id, events.bookingId))
    .innerJoin(spaces, eq(spaces.id, events.spaceId))
    .innerJoin(users, eq(users.id, bookings.organizerId))
    .where(filter)
    .orderBy(events.startsAt)
    .limit(limit);
  return rows.map((row) => {
    const space: MessageSpace = {
      ...row.space,
      access_fr: row.space.access_fr ?? undefined,
      access_en: row.space.access_en ?? undefined,
    };
    const url = pageUrl(context.appUrl, context.locale, `/events/${row.id}`);
    const { firstName, lastName, email } = row.organizer;
    const gone = row.status === 'cancelled' || row.status === 'expired';
    return {
      eventId: row.id,
      // A cancellation is one version past the event's last (messages/outbox.ts writes it so):
      // a calendar holding the event takes the cancelled one over it.
      sequence: gone ? row.sequence + 1 : row.sequence,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      summary: titleOf(space, context.locale),
      location: addressOf(space),
      description: calendarNotes(space, context.locale, url),
      url,
      organizer: { name: [firstName, lastName].filter(Boolean).join(' ').trim() || null, email },
      status: gone ? 'cancelled' : row.status === 'held' ? 'tentative' : 'confirmed',
    };
  });
}

/** The .ics of an event's page, for whoever may see the event (to anyone else it does not exist). */
export async function eventCalendarFile(
  db: Db,
  user: CurrentUser,
  eventId: string,
  context: CalendarFileContext,
): Promise<CalendarFile> {
  const { row } = await loadEvent(db, user, eventId);
  const entries = await calendarEvents(db, eq(events.id, eventId), context);
  return {
    content: publishedCalendar(entries, context.now),
    fileName: calendarFileName(row.space.slug, parisDay(row.event.startsAt)),
  };
}

/** The .ics of a booking's confirmation, every occurrence of it, for whoever may manage the booking. */
export async function bookingCalendarFile(
  db: Db,
  user: CurrentUser,
  bookingId: string,
  context: CalendarFileContext,
): Promise<CalendarFile> {
  const record = await loadBookingFor(db, user, bookingId);
  const entries = await calendarEvents(
    db,
    and(eq(events.bookingId, bookingId), isNull(events.changeId)),
    context,
  );
  const first = record.events[0]?.startsAt ?? context.now;
  return {
    content: publishedCalendar(entries, context.now),
    fileName: calendarFileName(record.space.slug, parisDay(first)),
  };
}
