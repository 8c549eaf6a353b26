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

const longDay: Record<Locale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
};

/** fr "mardi 12 mai", en "Tuesday 12 May". */
export function formatDayLabel(day: string, locale: Locale): string {
  return longDay[locale].format(new Date(utcMs(day))).replace(',', '');
}

const weekdayNames: Record<Locale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' }),
};

// 2024-01-01 was a Monday.
const MONDAY = '2024-01-01';

/** Weekday names from Monday, capitalised as a list reads them ("Lundi", "Monday"). */
export function weekdayNamesFrom(locale: Locale): string[] {
  return Array.from({ length: 7 }, (_, index) => {
    const name = weekdayNames[locale].format(new Date(utcMs(shiftDay(MONDAY, index))));
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}
