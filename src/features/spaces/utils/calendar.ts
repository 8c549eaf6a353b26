import { dayInWords } from '../../../domain/calendar-names';
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

export { weekdayNamesFrom } from '../../../domain/calendar-names';
