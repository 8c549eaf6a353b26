import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { EventDetail, EventSummary } from '../../contracts/events';
import { clockString } from '../../domain/clock';
import type { Locale } from '../../domain/money';
import { parisDay, parisMinutes } from '../../domain/paris-time';
import type { CurrentUser } from '../core/context';
import { conflict, forbidden, notFound, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { queryRows } from '../db/prepared';
import { transaction } from '../db/transaction';
import { bookingExtras, bookings, eventGuests, events, spaces, users } from '../db/schema';
import { inviteGuestWithMessage } from '../messages/outbox';
import { mayManageBooking } from '../lifecycle/booking-record';

/** Events that are or were real: holds in progress and lapsed holds are not events yet. */
const VISIBLE = ['confirmed', 'cancelled'] as const;

/** Invited by e-mail: only an address its owner has verified opens the events it was invited to (docs/business-rules.md §5). */
const invitedAs = (user: CurrentUser) =>
  user.emailVerified
    ? sql`exists (select 1 from ${eventGuests} where ${eventGuests.eventId} = ${events.id} and lower(${eventGuests.email}) = lower(${user.email}))`
    : sql`false`;

const guestsCount = sql<number>`(select count(*)::int from ${eventGuests} where ${eventGuests.eventId} = ${events.id})`;
/** How many occurrences the event's booking has (a weekly series has several). */
const occurrencesCount = sql<number>`(select count(*)::int from ${events} o where o.booking_id = ${bookings.id} and o.change_id is null)`;

type Row = {
  event: typeof events.$inferSelect;
  booking: typeof bookings.$inferSelect;
  space: typeof spaces.$inferSelect;
  guests: number;
  occurrences: number;
};
type ChosenExtra = NonNullable<EventSummary['extras']>[number];

async function extrasOf(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return new Map<string, ChosenExtra[]>();
  const rows = await db.select().from(bookingExtras).where(inArray(bookingExtras.bookingId, bookingIds));
  const byBooking = new Map<string, ChosenExtra[]>();
  for (const row of rows)
    byBooking.set(row.bookingId, [
      ...(byBooking.get(row.bookingId) ?? []),
      { id: row.extraId, quantity: row.quantity, unit_price: row.unitPriceCents },
    ]);
  return byBooking;
}

/** What an event cost is its organizer's (and their account's managers'): a guest sees none of it. */
function moneyOf(row: Row, extras: ChosenExtra[], shown: boolean) {
  const { booking, space } = row;
  if (!shown)
    return {
      price_hour: null,
      rebates: null,
      extras: null,
      space_price: null,
      extras_price: null,
      total_price: null,
    };
  return {
    price_hour: space.priceHourCents,
    rebates: booking.rebates,
    extras,
    space_price: booking.spacePriceCents,
    extras_price: booking.extrasPriceCents,
    total_price: booking.totalPriceCents,
  };
}

function toSummary(
  row: Row,
  user: CurrentUser,
  extras: ChosenExtra[],
  locale: Locale,
  showMoney = row.booking.organizerId === user.id,
): EventSummary {
  const { event, booking, space } = row;
  return {
    id: event.id,
    booking_id: booking.id,
    nth: event.nth,
    // Only a booking completes (lifecycle/completion); its events stay confirmed, as they were.
    status: event.status === 'completed' ? 'confirmed' : event.status,
    day: parisDay(event.startsAt),
    start: clockString(parisMinutes(event.startsAt)),
    end: clockString(parisMinutes(event.endsAt)),
    duration: Math.round((event.endsAt.getTime() - event.startsAt.getTime()) / 1000),
    type: space.type,
    space: {
      id: space.id,
      slug: space.slug,
      zone: space.zoneId,
      title: locale === 'fr' ? space.titleFr : space.titleEn,
      district: space.district,
      photo: space.photos[0] ?? null,
    },
    booked_at: booking.bookedAt?.toISOString() ?? null,
    is_organizer: booking.organizerId === user.id,
    ...moneyOf(row, extras, showMoney),
    guests_count: row.guests,
    occurrences: row.occurrences,
  };
}

const baseQuery = (db: Db) =>
  db
    .select({
      event: events,
      booking: bookings,
      space: spaces,
      guests: guestsCount,
      occurrences: occurrencesCount,
    })
    .from(events)
    .innerJoin(bookings, eq(bookings.id, events.bookingId))
    .innerJoin(spaces, eq(spaces.id, events.spaceId));

/** The user's events as organizer or guest: upcoming soonest first, past latest first. */
export async function listEvents(
  db: Db,
  user: CurrentUser,
  scope: 'upcoming' | 'past',
  now: Date,
  locale: Locale,
): Promise<EventSummary[]> {
  const mine = or(eq(bookings.organizerId, user.id), invitedAs(user));
  const when = scope === 'upcoming' ? gte(events.endsAt, now) : lt(events.endsAt, now);
  const rows = await baseQuery(db)
    .where(and(mine, when, inArray(events.status, [...VISIBLE])))
    .orderBy(scope === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt))
    .limit(200);
  const extras = await extrasOf(db, [...new Set(rows.map((r) => r.booking.id))]);
  return rows.map((row) => toSummary(row, user, extras.get(row.booking.id) ?? [], locale));
}

type Access = { row: Row; organizer: boolean; manager: boolean; guestId: string | null };

/** An event and how the user may see it: to one who may neither manage it nor is its guest, it does not exist (404). */
export async function loadEvent(db: Db, user: CurrentUser, id: string): Promise<Access> {
  const [row] = await baseQuery(db).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound('Event');
  const organizer = row.booking.organizerId === user.id;
  if (await mayManageBooking(db, user, row.booking)) return { row, organizer, manager: true, guestId: null };
  const [guest] = user.emailVerified
    ? await db
        .select({ id: eventGuests.id })
        .from(eventGuests)
        .where(and(eq(eventGuests.eventId, id), sql`lower(${eventGuests.email}) = lower(${user.email})`))
        .limit(1)
    : [];
  if (!guest || !VISIBLE.includes(row.event.status as (typeof VISIBLE)[number])) throw notFound('Event');
  return { row, organizer, manager: false, guestId: guest.id };
}

export async function getEvent(db: Db, user: CurrentUser, id: string, locale: Locale): Promise<EventDetail> {
  const { row, manager, guestId } = await loadEvent(db, user, id);
  const [organizer] = await db.select().from(users).where(eq(users.id, row.booking.organizerId)).limit(1);
  const guests = await db
    .select({ guest: eventGuests, user: users })
    .from(eventGuests)
    .leftJoin(
      users,
      and(sql`lower(${users.email}) = lower(${eventGuests.email})`, sql`${users.deletedAt} is null`),
    )
    .where(eq(eventGuests.eventId, id))
    .orderBy(asc(eventGuests.createdAt));
  const extras = await extrasOf(db, [row.booking.id]);
  return {
    ...toSummary(row, user, extras.get(row.booking.id) ?? [], locale, manager),
    participants: {
      organizer: {
        id: organizer?.id ?? null,
        email: organizer?.email ?? '',
        first_name: organizer?.firstName ?? null,
        last_name: organizer?.lastName ?? null,
        photo_url: organizer?.photoUrl ?? null,
        type: 'Organizer',
        response: null,
      },
      guests: guests.map(({ guest, user: known }) => ({
        id: guest.id,
        // The guests' addresses are the organizer's to see; a guest sees their own.
        email: manager || guest.id === guestId ? guest.email : '',
        response: guest.response,
        first_name: known?.firstName ?? null,
        last_name: known?.lastName ?? null,
        photo_url: known?.photoUrl ?? null,
        type: 'Guest' as const,
      })),
    },
    may_manage: manager,
    place: {
      street: row.space.street,
      postal_code: row.space.postalCode,
      city: row.space.city,
      access: locale === 'fr' ? row.space.accessFr : row.space.accessEn,
    },
    my_response: guests.find(({ guest }) => guest.id === guestId)?.guest.response ?? null,
  };
}

/**
 * A guest says whether they come (docs/business-rules.md §5: as the verified owner of the invited
 * address), until the event starts; the organizer sees it among the participants.
 */
export async function respondToInvitation(
  db: Db,
  user: CurrentUser,
  id: string,
  response: 'accepted' | 'declined',
  now: Date,
): Promise<void> {
  const { row, guestId } = await loadEvent(db, user, id);
  if (!guestId) throw forbidden('NOT_GUEST', 'Only an invited guest answers an invitation.');
  if (row.event.status !== 'confirmed' || row.event.startsAt <= now)
    throw unprocessable('INVITATION_CLOSED', 'The event has started or is no longer on.');
  await db.update(eventGuests).set({ response, respondedAt: now }).where(eq(eventGuests.id, guestId));
}

async function loadAsOrganizer(db: Db, user: CurrentUser, id: string): Promise<Row> {
  const { row, organizer } = await loadEvent(db, user, id);
  if (!organizer) throw forbidden('NOT_ORGANIZER', 'Only the organizer may change the guests.');
  return row;
}

/** Invites someone by e-mail and sends them an invitation; once they sign in with it, verified, they see the event as a guest. */
export async function inviteGuest(
  db: Db,
  user: CurrentUser,
  id: string,
  email: string,
  now: Date,
): Promise<void> {
  const row = await loadAsOrganizer(db, user, id);
  if (row.event.status !== 'confirmed' || row.event.endsAt <= now)
    throw unprocessable('EVENT_NOT_OPEN', 'Guests can be invited to a confirmed, upcoming event.');
  if (email.toLowerCase() === user.email.toLowerCase())
    throw unprocessable('SELF_INVITE', 'You are the organizer of this event.');
  const capacity = row.space.capacity;
  const inserted = await transaction(db, async (tx) => {
    // Invitations to one event wait for each other on its row: each counts the guests the one
    // before it wrote, so twenty at once still keep the space's capacity.
    await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
    const [counted] = await tx
      .select({ guests: count() })
      .from(eventGuests)
      .where(eq(eventGuests.eventId, id));
    // The organizer takes a seat too.
    if ((counted?.guests ?? 0) + 1 >= capacity)
      throw unprocessable('CAPACITY_REACHED', `The space holds ${capacity} people.`);
    // The guest and their invitation (docs/business-rules.md §6) are written together.
    return queryRows<{ id: string }>(tx, inviteGuestWithMessage({ eventId: id, email, invitedBy: user.id }));
  });
  if (inserted.length === 0) throw conflict('GUEST_EXISTS', 'This person is already invited.');
}

export async function removeGuest(db: Db, user: CurrentUser, id: string, guestId: string): Promise<void> {
  await loadAsOrganizer(db, user, id);
  const removed = await db
    .delete(eventGuests)
    .where(and(eq(eventGuests.id, guestId), eq(eventGuests.eventId, id)))
    .returning({ id: eventGuests.id });
  if (removed.length === 0) throw notFound('Guest');
}
