import { dayInWords } from './calendar-format';
import type { Locale } from './money';

/** Every space is in France: all wall-clock times are Paris times, whatever the server's zone. */
export const PARIS_TZ = 'Europe/Paris';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

// Paris's offset from UTC, asked of Intl once per UTC hour and remembered: offsets only change on
// the hour, and a timezone library that asked Intl on every call cost milliseconds a request.
// Made on first use, not when the module loads: a browser page may never need it.
let parisClock: Intl.DateTimeFormat | undefined;
const offsets = new Map<number, number>();

/** Milliseconds to add to a UTC instant to read the Paris wall clock (1 h in winter, 2 h in summer). */
function parisOffsetMs(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    parisClock ??= new Intl.DateTimeFormat('en-US', {
      timeZone: PARIS_TZ,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    const part = Object.fromEntries(
      parisClock.formatToParts(hour * HOUR_MS).map(({ type, value }) => [type, Number(value)]),
    );
    offset =
      Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute) - hour * HOUR_MS;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** A calendar day 'YYYY-MM-DD'; its numeric parts, or undefined when it is not a real date. */
export function parseDay(day: string): { year: number; month: number; date: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 2026-02-30 over to March: a round trip tells real dates from impossible ones.
  const probe = new Date(Date.UTC(year, month - 1, date));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== date)
    return undefined;
  return { year, month, date };
}

export function isValidDay(day: string): boolean {
  return parseDay(day) !== undefined;
}

// Calendar arithmetic is done on UTC midnights: they have no DST, so a day is always 24 h there.
function dayToUtcMs(day: string): number {
  const parts = parseDay(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.UTC(parts.year, parts.month - 1, parts.date);
}

function utcMsToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The instant of a Paris wall-clock time. Minutes may reach 1440 (midnight ending the day).
 * DST edge: a time skipped in spring moves forward an hour; one repeated in autumn is taken at
 * its winter-time occurrence. Neither case falls within bookable hours (08:00–23:00).
 */
export function parisInstant(day: string, minutes: number): Date {
  // Build the wall clock in UTC first so that minutes ≥ 1440 roll onto the next calendar day.
  const wall = dayToUtcMs(day) + minutes * 60_000;
  // The offset at the wall time read as UTC is right unless a change lies between the two
  // readings; then the offset at the first guess is the one in force (see the DST edge above).
  const guess = wall - parisOffsetMs(wall);
  const offset = parisOffsetMs(guess);
  return new Date(wall - offset);
}

/** The Paris wall clock of an instant, as a Date whose UTC fields read the same. */
const parisWall = (date: Date) => new Date(date.getTime() + parisOffsetMs(date.getTime()));

/** The Paris calendar day of an instant: what "today" means for a booking. */
export function parisDay(date: Date): string {
  return utcMsToDay(parisWall(date).getTime());
}

/** Minutes since midnight on the Paris wall clock at that instant. */
export function parisMinutes(date: Date): number {
  const paris = parisWall(date);
  return paris.getUTCHours() * 60 + paris.getUTCMinutes();
}

/** 0 = Monday … 6 = Sunday, the order opening hours and recurring bookings use. */
export function parisWeekday(day: string): number {
  return (new Date(dayToUtcMs(day)).getUTCDay() + 6) % 7;
}

export function isWeekend(day: string): boolean {
  return parisWeekday(day) >= 5;
}

export function addDays(day: string, days: number): string {
  return utcMsToDay(dayToUtcMs(day) + days * DAY_MS);
}

/** Whole days from one day to another; negative when `toDay` is earlier. */
export function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((dayToUtcMs(toDay) - dayToUtcMs(fromDay)) / DAY_MS);
}

/** Same day of the month `months` later, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const parts = parseDay(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  const first = new Date(Date.UTC(parts.year, parts.month - 1 + months, 1));
  const lastDate = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return utcMsToDay(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(parts.date, lastDate)));
}

/** fr "dimanche 22 novembre 2026", en "Sunday 22 November 2026". */
export function formatLongDay(day: string, locale: Locale): string {
  if (!parseDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return dayInWords(day, locale, { year: true });
}
