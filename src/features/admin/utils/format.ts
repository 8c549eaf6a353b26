import { formatClock, parseClock } from '../../../domain/clock';
import type { Locale } from '../../../domain/money';
import { formatDay } from '../../../domain/day-format';
import { addDays, parisDay, parisMinutes } from '../../../domain/paris-time';

/** An instant as the team reads it, on the Paris wall clock: fr "22/11/2026 14h30", en "2026/11/22 2:30 PM". */
export function formatInstant(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return `${formatDay(parisDay(date), locale)} ${formatClock(parisMinutes(date), locale)}`;
}

/** The instant's Paris day only: fr "22/11/2026". */
export const formatInstantDay = (iso: string, locale: Locale): string =>
  formatDay(parisDay(new Date(iso)), locale);

/** First and last name as one, or undefined when there is neither. */
export const fullName = (person: {
  first_name: string | null;
  last_name: string | null;
}): string | undefined => [person.first_name, person.last_name].filter(Boolean).join(' ') || undefined;

/** A slot of a Paris day: fr "22/11/2026, 9h30 – 12h", en "2026/11/22, 9:30 AM – 12 PM". */
export function formatSlot(slot: { day: string; start: string; end: string }, locale: Locale): string {
  const clock = (time: string) => {
    const minutes = parseClock(time);
    return minutes === undefined ? time : formatClock(minutes, locale);
  };
  return `${formatDay(slot.day, locale)}, ${clock(slot.start)} – ${clock(slot.end)}`;
}

/**
 * A coupon's start or end as the form sets them: a whole Paris day when it falls on midnight (an
 * end at midnight is the last day before it), else the instant (a code ended by hand).
 */
export function formatValidityEdge(
  iso: string,
  edge: 'from' | 'until',
  locale: Locale,
): { day: string } | { at: string } {
  const date = new Date(iso);
  if (parisMinutes(date) !== 0) return { at: formatInstant(iso, locale) };
  const day = parisDay(date);
  return { day: formatDay(edge === 'until' ? addDays(day, -1) : day, locale) };
}
