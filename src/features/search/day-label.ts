import { dayInWords, formatCalendarDay } from '../../domain/calendar-format';
import type { Locale } from '../../domain/money';

// Calendar days ('YYYY-MM-DD') read as UTC dates: no time zone can move them, and no date library
// is needed on the search's first load.

/** The UTC midnight of a calendar day. */
export function dayToDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

export const dateToDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day button's text: fr "jeu. 16 juil.", en "Thu 16 Jul"; the year only when it is not today's. */
export function shortDayLabel(day: string, locale: Locale, today: string): string {
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return formatCalendarDay(day, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** fr "jeudi 16 juillet 2026", en "Thursday 16 July 2026": a calendar cell's accessible name. */
export const longDayLabel = (day: string, locale: Locale) => dayInWords(day, locale, { year: true });
