import type { Locale } from './money';

/** Earliest bookable minute of any day (08:00): spaces are never rented before. */
export const BOOKABLE_START = 8 * 60;
/** Latest bookable minute of any day (23:00). */
export const BOOKABLE_END = 23 * 60;
/**
 * The longest an event can last: from the first bookable minute of a day to its last (a database
 * CHECK, events_within_bookable_day, holds every event to it).
 */
export const LONGEST_EVENT_MS = (BOOKABLE_END - BOOKABLE_START) * 60_000;
/**
 * The earliest start of an event that can still be under way at `instant`. A query for the events
 * overlapping a time says so too, so that it reads only the recent part of a space's history
 * through (space_id, starts_at) instead of all of it.
 */
export const earliestStartOverlapping = (instant: Date): Date =>
  new Date(instant.getTime() - LONGEST_EVENT_MS);
/** Bookings start and end on whole or half hours. */
export const SLOT_STEP = 30;

const MINUTES_PER_DAY = 24 * 60;

/**
 * Reads a wall-clock time as the API and URLs carry it (930, "930", "09:30", "9:30")
 * and returns minutes since midnight. 24:00 is accepted because a day's close can be midnight.
 */
export function parseClock(value: number | string): number | undefined {
  if (typeof value === 'number') return fromHhmm(value);
  const text = value.trim();
  const colon = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (colon) return fromParts(Number(colon[1]), Number(colon[2]));
  // Bare digits are the HHmm number written as text ("930", "0930").
  if (/^\d{1,4}$/.test(text)) return fromHhmm(Number(text));
  return undefined;
}

function fromHhmm(value: number): number | undefined {
  if (!Number.isInteger(value) || value < 0) return undefined;
  return fromParts(Math.floor(value / 100), value % 100);
}

function fromParts(hours: number, minutes: number): number | undefined {
  if (minutes >= 60 || hours > 24) return undefined;
  const total = hours * 60 + minutes;
  return total > MINUTES_PER_DAY ? undefined : total;
}

/** Minutes since midnight to the HHmm number the API speaks: 570 → 930. */
export function toHhmm(minutes: number): number {
  return Math.floor(minutes / 60) * 100 + (minutes % 60);
}

/** Minutes since midnight to "HH:mm", the form used in URLs and inputs: 570 → "09:30". */
export function clockString(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A time as people read it: fr "14h30" / "14h" (French drops "h00"), en "2:30 PM" / "2 PM".
 * Midnight at the end of a day (1440) reads "24h" in French, as closing times are written there.
 */
export function formatClock(minutes: number, locale: Locale): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const mm = String(rest).padStart(2, '0');
  if (locale === 'fr') return rest === 0 ? `${hours}h` : `${hours}h${mm}`;
  const period = hours % 24 < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return rest === 0 ? `${twelve} ${period}` : `${twelve}:${mm} ${period}`;
}
