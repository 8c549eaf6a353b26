import { BOOKABLE_END, BOOKABLE_START, SLOT_STEP, parseClock } from './clock';
import { addDays, addMonths, isValidDay, parisDay, parisInstant, parisWeekday } from './paris-time';

/** Index 0 = Monday … 6 = Sunday; null = closed. open/close are HHmm numbers (800, 1930). */
export type OpeningHours = ReadonlyArray<{ open: number; close: number } | null>;

export const SLOT_PROBLEMS = [
  'invalid_day',
  'not_half_hour',
  'end_before_start',
  'outside_bookable_hours',
  'closed_that_day',
  'outside_opening_hours',
  'in_the_past',
  'too_far_ahead',
] as const;
export type SlotProblem = (typeof SLOT_PROBLEMS)[number];

/** Months ahead a booking may be made (docs/product.md §9 "Months shown: 12"). */
export const MAX_MONTHS_AHEAD = 12;

export type SlotRequest = {
  day: string;
  /** Minutes since midnight, Paris wall clock. */
  start: number;
  end: number;
  openingHours: OpeningHours;
  now: Date;
  maxMonthsAhead?: number;
};

/**
 * The opening window of a day in minutes, or undefined when closed. Malformed hours count as
 * closed: selling a slot on a typo in the catalogue is worse than not selling it.
 */
export function openingWindow(
  openingHours: OpeningHours,
  day: string,
): { open: number; close: number } | undefined {
  const hours = openingHours[parisWeekday(day)];
  if (!hours) return undefined;
  const open = parseClock(hours.open);
  const close = parseClock(hours.close);
  if (open === undefined || close === undefined || close <= open) return undefined;
  return { open, close };
}

/**
 * Every rule a slot breaks; an empty list means it can be booked. The API refuses on any
 * problem and the UI shows them, so both get the same verdict from here.
 */
export function validateSlot(request: SlotRequest): SlotProblem[] {
  const { day, start, end, openingHours, now, maxMonthsAhead = MAX_MONTHS_AHEAD } = request;
  // Every other rule needs a real day; reporting them on garbage would only add noise.
  if (!isValidDay(day)) return ['invalid_day'];

  const problems: SlotProblem[] = [];
  const onStep = (minutes: number) => Number.isInteger(minutes) && minutes % SLOT_STEP === 0;
  if (!onStep(start) || !onStep(end)) problems.push('not_half_hour');
  if (end <= start) problems.push('end_before_start');
  if (start < BOOKABLE_START || end > BOOKABLE_END) problems.push('outside_bookable_hours');

  const window = openingWindow(openingHours, day);
  if (!window) problems.push('closed_that_day');
  else if (start < window.open || end > window.close) problems.push('outside_opening_hours');

  if (parisInstant(day, start).getTime() <= now.getTime()) problems.push('in_the_past');
  if (day > addMonths(parisDay(now), maxMonthsAhead)) problems.push('too_far_ahead');
  return problems;
}

/** Length of a slot in hours (150 minutes → 2.5). */
export function hoursOf(start: number, end: number): number {
  return (end - start) / 60;
}

export type GridCell = { start: number; end: number };

/** The half-hour cells of a day's availability grid: opening hours within 08:00–23:00. */
export function dayGrid(openingHours: OpeningHours, day: string): GridCell[] {
  if (!isValidDay(day)) return [];
  const window = openingWindow(openingHours, day);
  if (!window) return [];
  // A space opening at 08:15 gets its first cell at 08:30: cells never straddle the opening.
  const first = Math.ceil(Math.max(window.open, BOOKABLE_START) / SLOT_STEP) * SLOT_STEP;
  const last = Math.floor(Math.min(window.close, BOOKABLE_END) / SLOT_STEP) * SLOT_STEP;
  const cells: GridCell[] = [];
  for (let cell = first; cell + SLOT_STEP <= last; cell += SLOT_STEP)
    cells.push({ start: cell, end: cell + SLOT_STEP });
  return cells;
}

export type RecurrenceRequest = {
  firstDay: string;
  /** 0 = Monday … 6 = Sunday; one or two distinct days (docs/product.md §9). */
  weekdays: readonly number[];
  /** 1 to MAX_RECURRENCE_WEEKS (26). */
  weeks: number;
};

/** A series spans at most half a year (docs/business-rules.md §3). */
export const MAX_RECURRENCE_WEEKS = 26;

/**
 * The days of a recurring booking, sorted. Weeks count from the Monday of firstDay's week, so
 * a weekday that falls before firstDay in that first week is skipped, not pushed to the end.
 * Throws a RangeError on input the API schema should already have refused.
 */
export function recurrenceDays(request: RecurrenceRequest): string[] {
  const { firstDay, weekdays, weeks } = request;
  if (!isValidDay(firstDay)) throw new RangeError(`Not a calendar day: ${firstDay}`);
  const distinct = [...new Set(weekdays)].sort((a, b) => a - b);
  if (distinct.length !== weekdays.length || distinct.length < 1 || distinct.length > 2) {
    throw new RangeError('A recurring booking is on one or two distinct weekdays');
  }
  if (distinct.some((weekday) => !Number.isInteger(weekday) || weekday < 0 || weekday > 6)) {
    throw new RangeError('Weekdays run from 0 (Monday) to 6 (Sunday)');
  }
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_RECURRENCE_WEEKS) {
    throw new RangeError(`A recurring booking lasts 1 to ${MAX_RECURRENCE_WEEKS} weeks`);
  }

  const monday = addDays(firstDay, -parisWeekday(firstDay));
  const days: string[] = [];
  for (let week = 0; week < weeks; week += 1) {
    for (const weekday of distinct) {
      const day = addDays(monday, week * 7 + weekday);
      if (day >= firstDay) days.push(day);
    }
  }
  return days;
}
