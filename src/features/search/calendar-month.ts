import { dateToDay, dayToDate } from './day-label';

const DAY_MS = 24 * 60 * 60 * 1000;

export function shiftDay(day: string, days: number): string {
  return dateToDay(new Date(dayToDate(day).getTime() + days * DAY_MS));
}

/** 0 = Monday … 6 = Sunday: French and British weeks start on Monday. */
export const weekdayOf = (day: string) => (dayToDate(day).getUTCDay() + 6) % 7;

/** The first day of a month, `months` after the one holding `day` (negative: before). */
export function monthStart(day: string, months = 0): string {
  const date = dayToDate(day);
  return dateToDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

/** The same day of the month `months` later, clamped to that month's length (31 Jan + 1 → 28 Feb). */
export function shiftMonth(day: string, months: number): string {
  const start = monthStart(day, months);
  const date = dayToDate(day).getUTCDate();
  const length = dayToDate(monthStart(start, 1)).getTime() - dayToDate(start).getTime();
  return shiftDay(start, Math.min(date, Math.round(length / DAY_MS)) - 1);
}

/** The weeks of the month holding `day`, Monday first; null pads the first and last weeks. */
export function monthWeeks(day: string): Array<Array<string | null>> {
  const first = monthStart(day);
  const next = monthStart(day, 1);
  const cells: Array<string | null> = Array.from({ length: weekdayOf(first) }, () => null);
  for (let current = first; current < next; current = shiftDay(current, 1)) cells.push(current);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export const clampDay = (day: string, min: string, max: string) => (day < min ? min : day > max ? max : day);
