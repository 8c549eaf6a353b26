import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { recurrenceDays } from '../../domain/slots';
import type { CurrentUser } from '../core/context';
import { conflict, notFound, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { sqlDetail, sqlState } from '../db/transaction';
import { parsedJson } from '../db/json-rows';
import { preparedOnce } from '../db/prepared';
import { bookingHistory, bookings, events, spaceClosures, spaces, type Recurrence } from '../db/schema';
import { priceBooking, slotsOf } from './booking-pricing';
import { type BookingRecord } from './booking-record';
import { expireLapsedHolds } from './expiry';
import { assertOpenAround, assertSlots, isOverlap, toRange } from './slot-rules';

export const slotTaken = () => conflict('SLOT_TAKEN', 'This slot has just been taken: choose another one.');

/**
 * A published space, with its closures that end after `now`: a hold reads both in one round trip.
 * The space's id is written with its table: in a one-table select Drizzle writes columns bare.
 */
const publishedSpace = preparedOnce((db) =>
  db
    .select({
      space: spaces,
      closures: sql<
        { starts_at: string; ends_at: string }[] | string
      >`coalesce((select json_agg(json_build_object('starts_at', c.starts_at, 'ends_at', c.ends_at))
        from ${spaceClosures} c where c.space_id = ${spaces}.id and c.ends_at > ${sql.placeholder('now')}::timestamptz), '[]'::json)`,
    })
    .from(spaces)
    .where(and(eq(spaces.id, sql.placeholder('id')), eq(spaces.published, true)))
    .limit(1)
    .prepare('published_space_closures'),
);

export type HoldLimits = { liveHolds: number; heldOccurrences: number };
export const DEFAULT_HOLD_LIMITS: HoldLimits = { liveHolds: 3, heldOccurrences: 60 };

/**
 * docs/business-rules.md §3: a user holds at most `liveHolds` unpaid bookings, with at most
 * `heldOccurrences` occurrences across them (a year of a room, twice a week, in one request was
 * 104). Lapsed holds no longer count. Checked by the insert itself (hold_turn, migration 0029),
 * which refuses with these codes and the count.
 */
function holdLimitRefusal(error: unknown, adding: number, limits: HoldLimits) {
  const state = sqlState(error);
  if (state !== 'NK001' && state !== 'NK002') return undefined;
  const held = Number(sqlDetail(error));
  if (state === 'NK001')
    return conflict(
      'HOLD_LIMIT',
      `You already hold ${held} unpaid bookings: pay or cancel one before holding another.`,
    );
  return unprocessable(
    'OCCURRENCE_LIMIT',
    `At most ${limits.heldOccurrences} occurrences can be held at once (${held} held, ${adding} more asked).`,
    [
      {
        field: 'body.recurrence',
        code: 'OCCURRENCE_LIMIT',
        message: `At most ${limits.heldOccurrences} occurrences`,
      },
    ],
  );
}

/**
 * A held booking, its events (one per day of a series) and its history line in one prepared
 * statement, the events and the line in data-modifying CTEs: all or nothing, in one round trip,
 * without building the SQL each time. It is a transaction of its own: its first step, hold_turn,
 * waits for the organizer's and the space's turn and checks the organizer's limits (see 0029); a
 * hold of the same space that committed meanwhile then meets this one in the exclusion constraint.
 * Holds of one space go one at a time because two inserts that each wait for the other's
 * overlapping event in that constraint deadlock, which PostgreSQL only notices after a second
 * (deadlock_timeout); one after the other, the second is simply refused.
 * The booking's JSON columns take their values as they are (Drizzle encodes a placeholder's value
 * like any other: text given here was stored as a JSON string); the history line's takes its text.
 */
const insertHeldBooking = preparedOnce((db) => {
  const p = (name: string) => sql.placeholder(name);
  const heldEvents = db.$with('held_events', { id: events.id }).as(
    sql`INSERT INTO ${events} (id, booking_id, space_id, nth, status, starts_at, ends_at, seats, created_at)
        SELECT o.id, ${p('id')}::uuid, ${p('spaceId')}::uuid, o.nth, 'held', o.starts_at, o.ends_at, int4multirange(int4range(1, ${p('desks')}::int + 1)), ${p('now')}::timestamptz
        FROM unnest(${p('eventIds')}::uuid[], ${p('startsAt')}::timestamptz[], ${p('endsAt')}::timestamptz[]) WITH ORDINALITY AS o(id, starts_at, ends_at, nth),
          (SELECT hold_turn(${p('organizerId')}::uuid, ${p('id')}::uuid, ${p('spaceId')}::uuid, cardinality(${p('eventIds')}::uuid[]), ${p('now')}::timestamptz,
            ${p('liveHolds')}::int, ${p('heldOccurrences')}::int)) AS turn
        RETURNING id`,
  );
  // Its first line of history, in the same statement: the booking's row exists by the time the
  // foreign key is checked, at the end of the statement.
  const heldHistory = db.$with('held_history', { id: bookingHistory.id }).as(
    sql`INSERT INTO ${bookingHistory} (booking_id, at, actor_id, action, from_status, to_status, amount_cents, total_cents, details, request_key)
        VALUES (${p('id')}::uuid, ${p('now')}::timestamptz, ${p('organizerId')}::uuid, 'held', NULL, 'held', 0, ${p('totalPriceCents')}::int, ${p('historyDetails')}::jsonb, ${p('requestKey')}::text)
        RETURNING id`,
  );
  return db
    .with(heldEvents, heldHistory)
    .insert(bookings)
    .values({
      id: p('id'),
      spaceId: p('spaceId'),
      accountId: p('accountId'),
      organizerId: p('organizerId'),
      status: 'held',
      expiresAt: p('expiresAt'),
      recurrence: p('recurrence'),
      spacePriceCents: p('spacePriceCents'),
      extrasPriceCents: p('extrasPriceCents'),
      rebates: p('rebates'),
      totalPriceCents: p('totalPriceCents'),
      desks: p('desks'),
      attendees: p('attendees'),
    })
    .returning()
    .prepare('insert_held_booking');
});

/**
 * How many desks a booking of the space takes: a meeting room is taken whole (one), a desk space
 * sells from one desk to all of them (its capacity).
 */
function desksAsked(
  space: { type: 'meeting_room' | 'desk'; capacity: number },
  desks: number | undefined,
): number {
  if (desks === undefined) return 1;
  if (space.type === 'meeting_room' && desks !== 1) {
    throw unprocessable('DESKS_NOT_SOLD', 'A meeting room is booked whole, not by the desk.', [
      { field: 'body.desks', code: 'DESKS_NOT_SOLD', message: 'A meeting room is booked whole' },
    ]);
  }
  if (desks > space.capacity) {
    throw unprocessable('TOO_MANY_DESKS', `This space has ${space.capacity} desks.`, [
      { field: 'body.desks', code: 'too_big', message: `At most ${space.capacity}` },
    ]);
  }
  return desks;
}

/** How many people a booking says come: at most the space's capacity; a desk space's, one per desk unless said. */
export function attendeesOf(
  space: { capacity: number },
  attendees: number | undefined,
  desks: number,
): number {
  const count = attendees ?? desks;
  if (count > space.capacity) {
    throw unprocessable('TOO_MANY_ATTENDEES', `This space holds ${space.capacity} people.`, [
      { field: 'body.attendees', code: 'too_big', message: `At most ${space.capacity}` },
    ]);
  }
  return count;
}

/** The hourly price of what a booking takes: the room, or each of its desks. */
export const hourlyPriceOf = (space: { priceHourCents: number }, booking: { desks: number }): number =>
  space.priceHourCents * booking.desks;

/**
 * Holds a slot (or every day of a recurring series) for `holdMinutes` and returns the new booking.
 * The exclusion constraint decides between two people holding the same slot at once (for a desk
 * space, the same desks: the database picks free ones, trigger events_pick_seats). A lapsed hold
 * stays in that constraint until something marks it expired, so on an overlap the space's lapsed
 * holds are marked and the insert is tried once more: the usual hold costs no sweep at all.
 */
export async function createHold(
  db: Db,
  user: CurrentUser,
  input: {
    spaceId: string;
    day: string;
    start: number;
    end: number;
    desks?: number;
    attendees?: number;
    recurrence?: Recurrence;
    skipDays?: readonly string[];
  },
  options: { now: Date; holdMinutes: number; limits?: HoldLimits; requestKey?: string },
): Promise<BookingRecord> {
  const [found] = await publishedSpace(db).execute({ id: input.spaceId, now: options.now.toISOString() });
  if (!found) throw notFound('Space');
  const { space } = found;
  const desks = desksAsked(space, input.desks);
  const attendees = attendeesOf(space, input.attendees, desks);
  const skipped = new Set(input.skipDays ?? []);
  // A series may leave out the days the user saw were taken; a single slot is never skipped.
  const days = input.recurrence
    ? recurrenceDays({ firstDay: input.day, ...input.recurrence }).filter((day) => !skipped.has(day))
    : [input.day];
  if (days.length === 0)
    throw unprocessable('SLOT_UNAVAILABLE', 'The series has no day on or after the first day.');
  assertSlots(days, input.start, input.end, space.openingHours, options.now);
  const ranges = days.map((day) => toRange(day, input.start, input.end));
  assertOpenAround(
    parsedJson(found.closures).map((c) => ({ startsAt: new Date(c.starts_at), endsAt: new Date(c.ends_at) })),
    ranges,
  );

  const price = priceBooking({
    priceHourCents: hourlyPriceOf(space, { desks }),
    slots: slotsOf(ranges),
    recurrence: input.recurrence ?? null,
    now: options.now,
  });
  const limits = options.limits ?? DEFAULT_HOLD_LIMITS;
  const insertHold = async (): Promise<BookingRecord> => {
    const id = randomUUID();
    const occurrences = ranges.map((range, i) => ({
      id: randomUUID(),
      bookingId: id,
      spaceId: space.id,
      nth: i + 1,
      status: 'held' as const,
      createdAt: options.now,
      changeId: null,
      sequence: 0,
      seats: `{[1,${desks + 1})}`,
      ...range,
    }));
    let booking;
    try {
      [booking] = await insertHeldBooking(db).execute({
        id,
        spaceId: space.id,
        accountId: user.accountId,
        organizerId: user.id,
        expiresAt: new Date(options.now.getTime() + options.holdMinutes * 60_000),
        recurrence: input.recurrence ?? null,
        spacePriceCents: price.spacePrice,
        extrasPriceCents: price.extrasPrice,
        rebates: price.rebates,
        totalPriceCents: price.total,
        desks,
        attendees,
        eventIds: occurrences.map((event) => event.id),
        startsAt: occurrences.map((event) => event.startsAt),
        endsAt: occurrences.map((event) => event.endsAt),
        now: options.now,
        historyDetails: JSON.stringify({ occurrences: occurrences.length }),
        requestKey: options.requestKey ?? null,
        liveHolds: limits.liveHolds,
        heldOccurrences: limits.heldOccurrences,
      });
    } catch (error) {
      throw holdLimitRefusal(error, occurrences.length, limits) ?? error;
    }
    if (!booking) throw new Error('booking insert returned nothing');
    return {
      booking,
      space,
      events: occurrences,
      extras: [],
      couponCode: null,
      paid: 0,
      pendingChange: null,
    };
  };
  try {
    return await insertHold();
  } catch (error) {
    if (!isOverlap(error)) throw error;
  }
  await expireLapsedHolds(db, options.now, space.id);
  try {
    return await insertHold();
  } catch (error) {
    if (isOverlap(error)) throw slotTaken();
    throw error;
  }
}

/** A hold can still be changed and paid: held and not past its expiry. */
export function assertLiveHold(
  booking: Pick<BookingRecord['booking'], 'status' | 'expiresAt'>,
  now: Date,
): void {
  if (
    booking.status === 'expired' ||
    (booking.status === 'held' && booking.expiresAt && booking.expiresAt <= now)
  ) {
    throw conflict('HOLD_EXPIRED', 'The hold on this slot has expired: book it again.');
  }
  if (booking.status !== 'held') throw conflict('NOT_HELD', `The booking is ${booking.status}.`);
}
