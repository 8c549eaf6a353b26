import type { ErrorDetail } from '../core/errors';
import { badRequest, unprocessable } from '../core/errors';
import { parisInstant } from '../../domain/paris-time';
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
export function assertSlots(days: readonly string[], start: number, end: number, openingHours: OpeningHours, now: Date): void {
  const details: ErrorDetail[] = [];
  let malformed = false;
  for (const day of days) {
    for (const problem of validateSlot({ day, start, end, openingHours, now })) {
      malformed ||= MALFORMED.has(problem);
      details.push({ field: `slot.${day}`, code: problem, message: MESSAGES[problem] });
    }
  }
  if (details.length === 0) return;
  if (malformed) throw badRequest('VALIDATION_ERROR', 'The slot is not valid.', details.filter((d) => MALFORMED.has(d.code as SlotProblem)));
  throw unprocessable('SLOT_UNAVAILABLE', details[0]?.message ?? 'The slot cannot be booked.', details);
}

export const toRange = (day: string, start: number, end: number) => ({ startsAt: parisInstant(day, start), endsAt: parisInstant(day, end) });

/** SQLSTATE 23P01: the exclusion constraint refused an overlapping event. */
export const isOverlap = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.cause?.code === '23P01' || cause.code === '23P01';
};
