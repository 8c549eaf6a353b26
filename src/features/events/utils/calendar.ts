import { addDays, parisWeekday, parseDay } from '../../../domain/paris-time';

/** Monday of the (French) week holding `day`. */
export const mondayOf = (day: string): string => addDays(day, -parisWeekday(day));

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** First day of the month holding `day`. */
export function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The month `months` after the one holding `day`, as its first day. */
export function shiftMonth(day: string, months: number): string {
  const parts = parseDay(firstOfMonth(day));
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  const index = parts.year * 12 + (parts.month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Whole weeks (Monday to Sunday) covering the month of `day`: 4 to 6 rows of 7 days. */
export function monthWeeks(day: string): string[][] {
  const first = firstOfMonth(day);
  const month = first.slice(0, 7);
  const weeks: string[][] = [];
  for (let monday = mondayOf(first); monday.slice(0, 7) <= month; monday = addDays(monday, 7))
    weeks.push(weekDays(monday));
  return weeks;
}
