import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CalendarFeedAddress } from '../../contracts/me';
import type { Locale } from '../../domain/money';
import type { CurrentUser } from '../core/context';
import { forbidden } from '../core/errors';
import type { Db } from '../db/client';
import { publishedCalendar } from '../calendar/ics';
import { bookings, eventGuests, events, users } from '../db/schema';
import { calendarEvents } from './calendar-files';

/** How far back the feed goes: last month's events stay in the calendar, older ones leave it. */
const PAST_DAYS = 31;
/** Calendar clients poll; asking again within this says nothing new. */
export const FEED_MAX_AGE_SECONDS = 900;

const newToken = () => randomBytes(24).toString('base64url');

function addressOf(appUrl: string, token: string): CalendarFeedAddress {
  const url = `${appUrl.replace(/\/$/, '')}/api/v1/calendar/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

/**
 * The address of the user's calendar feed, made on first ask. Only for a verified e-mail: the feed
 * lists the events the address is invited to (docs/business-rules.md §5).
 */
export async function calendarFeedAddress(
  db: Db,
  user: CurrentUser,
  appUrl: string,
): Promise<CalendarFeedAddress> {
  if (!user.emailVerified)
    throw forbidden('EMAIL_NOT_VERIFIED', 'Verify your e-mail address to subscribe to your calendar.');
  const [row] = await db
    .update(users)
    .set({ calendarToken: sql`coalesce(${users.calendarToken}, ${newToken()})` })
    .where(eq(users.id, user.id))
    .returning({ token: users.calendarToken });
  return addressOf(appUrl, row?.token ?? '');
}

/** A new address for the feed: the old one answers 404 from now on. */
export async function resetCalendarFeed(
  db: Db,
  user: CurrentUser,
  appUrl: string,
): Promise<CalendarFeedAddress> {
  if (!user.emailVerified)
    throw forbidden('EMAIL_NOT_VERIFIED', 'Verify your e-mail address to subscribe to your calendar.');
  const token = newToken();
  await db.update(users).set({ calendarToken: token }).where(eq(users.id, user.id));
  return addressOf(appUrl, token);
}

/**
 * The feed of a token: the confirmed events its user organizes or is invited to, from a month ago
 * on, in the user's language. Undefined for a token no one holds.
 */
export async function calendarFeed(
  db: Db,
  token: string,
  context: { now: Date; appUrl: string },
): Promise<string | undefined> {
  const [owner] = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.calendarToken, token), sql`${users.deletedAt} is null`))
    .limit(1);
  if (!owner) return undefined;
  const locale: Locale = owner.locale === 'en' ? 'en' : 'fr';
  const since = new Date(context.now.getTime() - PAST_DAYS * 86_400_000);
  const entries = await calendarEvents(
    db,
    and(
      sql`${events.status} in ('confirmed', 'completed')`,
      sql`${events.changeId} is null`,
      sql`${events.endsAt} >= ${since.toISOString()}::timestamptz`,
      sql`(${bookings.organizerId} = ${owner.id} or exists (select 1 from ${eventGuests} g where g.event_id = ${events.id} and lower(g.email) = lower(${owner.email})))`,
    ),
    { locale, appUrl: context.appUrl },
  );
  return publishedCalendar(entries, context.now, { name: 'Nook', refreshSeconds: FEED_MAX_AGE_SECONDS });
}
