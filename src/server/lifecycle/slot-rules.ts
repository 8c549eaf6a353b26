import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { ErrorDetail } from '../core/errors';
import { ApiError, badRequest, unprocessable } from '../core/errors';
import { parisDay, parisInstant } from '../../domain/paris-time';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { spaceClosures } from '../db/schema';
import { validateSlot, type OpeningHours, type SlotProblem } from '../../domain/slots';

/** Malformed requests are a 400; a well-formed slot the rules refuse is a 422. */
const MALFORMED: ReadonlySet<SlotProblem> = new Set(['invalid_day', 'not_half_hour', 'end_before_start']);

const MESSAGES: Record<SlotProblem, string> = {
  invalid_day: 'The day is not a valid date.',
  not_half_hour: 'Times must be whole or half hours.',
  end_before_start: 'The end must be after the start.',
  outside_bookable_hours: 'Bookings are possible between 08:00 and 23:00.',
  closed_that_day: 'The space is closed that day.',
  outside_opening_hours: 'The slot is outside the opening hours of the space.',
  in_the_past: 'The slot has already started.',
  too_far_ahead: 'Bookings open 12 months ahead at most.',
};

/** Checks every day of a booking; throws the first kind of problem found, with a detail per day. */
export function assertSlots(
  days: readonly string[],
  start: number,
  end: number,
  openingHours: OpeningHours,
  now: Date,
): void {
  const details: ErrorDetail[] = [];
  let malformed = false;
  for (const day of days) {
    for (const problem of validateSlot({ day, start, end, openingHours, now })) {
      malformed ||= MALFORMED.has(problem);
      details.push({ field: `slot.${day}`, code: problem, message: MESSAGES[problem] });
    }
  }
  if (details.length === 0) return;
  if (malformed)
    throw badRequest(
      'VALIDATION_ERROR',
      'The slot is not valid.',
      details.filter((d) => MALFORMED.has(d.code as SlotProblem)),
    );
  throw unprocessable('SLOT_UNAVAILABLE', details[0]?.message ?? 'The slot cannot be booked.', details);
}

export const toRange = (day: string, start: number, end: number) => ({
  startsAt: parisInstant(day, start),
  endsAt: parisInstant(day, end),
});

type Range = { startsAt: Date; endsAt: Date };

const closuresBetween = preparedOnce((db) =>
  db
    .select({ startsAt: spaceClosures.startsAt, endsAt: spaceClosures.endsAt })
    .from(spaceClosures)
    .where(
      and(
        eq(spaceClosures.spaceId, sql.placeholder('spaceId')),
        lt(spaceClosures.startsAt, sql.placeholder('to')),
        gt(spaceClosures.endsAt, sql.placeholder('from')),
      ),
    )
    .prepare('space_closures_between'),
);

/** The closures of a space that overlap the time from `from` to `to`. */
export const closuresOverlapping = (db: Db, spaceId: string, from: Date, to: Date): Promise<Range[]> =>
  closuresBetween(db).execute({ spaceId, from, to });

/**
 * Refuses slots of a space inside one of its closures (409 SPACE_CLOSED), with a detail per day
 * so that a series can leave those days out. Bookings made before a closure stay; only new slots
 * are refused.
 */
export async function assertSpaceOpen(db: Db, spaceId: string, ranges: readonly Range[]): Promise<void> {
  if (ranges.length === 0) return;
  const from = new Date(Math.min(...ranges.map((range) => range.startsAt.getTime())));
  const to = new Date(Math.max(...ranges.map((range) => range.endsAt.getTime())));
  assertOpenAround(await closuresOverlapping(db, spaceId, from, to), ranges);
}

/** The same, given the space's closures around the slots (read with the space: lifecycle/hold). */
export function assertOpenAround(closures: readonly Range[], ranges: readonly Range[]): void {
  const closed = ranges.filter((range) =>
    closures.some((closure) => closure.startsAt < range.endsAt && closure.endsAt > range.startsAt),
  );
  if (closed.length === 0) return;
  const details = closed.map((range) => ({
    field: `slot.${parisDay(range.startsAt)}`,
    code: 'space_closed',
    message: 'The space is closed then.',
  }));
  throw new ApiError(409, 'SPACE_CLOSED', 'The space is closed at that time.', details);
}

/** SQLSTATE 23P01: the exclusion constraint refused an overlapping event. */
export const isOverlap = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.cause?.code === '23P01' || cause.code === '23P01';
};
