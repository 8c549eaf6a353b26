import { dayInWords, formatCalendarDay } from '../../../domain/calendar-format';
import type { Locale } from '../../../domain/money';

// Calendar helpers that need no time-zone library: a 'YYYY-MM-DD' day is handled as a UTC
// midnight, which has no daylight-saving change, so adding days and naming them is exact.
const DAY_MS = 24 * 60 * 60 * 1000;

const utcMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function shiftDay(day: string, days: number): string {
  return new Date(utcMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday, the order of opening hours. */
export function weekdayIndex(day: string): number {
  return (new Date(utcMs(day)).getUTCDay() + 6) % 7;
}

/** fr "mardi 12 mai", en "Tuesday 12 May". */
export const formatDayLabel = (day: string, locale: Locale): string => dayInWords(day, locale);

// 2024-01-01 was a Monday.
const MONDAY = '2024-01-01';

/** Weekday names from Monday, capitalised as a list reads them ("Lundi", "Monday"). */
export function weekdayNamesFrom(locale: Locale): string[] {
  return Array.from({ length: 7 }, (_, index) => {
    const name = formatCalendarDay(shiftDay(MONDAY, index), locale, { weekday: 'long' });
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}
