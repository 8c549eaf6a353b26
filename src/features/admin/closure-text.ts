import type { AdminClosure } from '../../contracts/admin-spaces';
import { formatClock, parseClock } from '../../domain/clock';
import type { Locale } from '../../domain/money';
import { formatLongDay } from '../../domain/paris-time';

export type ClosureWords = (key: 'allDay' | 'hours' | 'range', values: Record<string, string>) => string;

const clock = (time: string, locale: Locale) => formatClock(parseClock(time) ?? 0, locale);

/**
 * A closure in words, in Paris time as it was entered: "lundi 11 janvier 2027, toute la journée",
 * "…, de 14h à 18h", or "du … 14h au … 18h". `words` gives the sentence around the dates.
 */
export function closureText(closure: AdminClosure, locale: Locale, words: ClosureWords): string {
  const from = formatLongDay(closure.from_day, locale);
  if (closure.from_day === closure.to_day) {
    if (!closure.from_time && !closure.to_time) return words('allDay', { day: from });
    return words('hours', {
      day: from,
      from: clock(closure.from_time ?? '00:00', locale),
      to: clock(closure.to_time ?? '24:00', locale),
    });
  }
  const at = (day: string, time: string | null) =>
    time ? `${formatLongDay(day, locale)} ${clock(time, locale)}` : formatLongDay(day, locale);
  return words('range', {
    from: at(closure.from_day, closure.from_time),
    to: at(closure.to_day, closure.to_time),
  });
}
