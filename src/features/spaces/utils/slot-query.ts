import { BOOKABLE_END, BOOKABLE_START, SLOT_STEP, parseClock, toHhmm } from '../../../domain/clock';

/** The slot a visitor is looking at: a day, and start and end in minutes once both are chosen. */
/** A page's query as Next hands it over (router.query, getServerSideProps' query). */
export type SlotUrlQuery = Record<string, string | string[] | undefined>;

export type SpaceSlot = { day: string; start: number | null; end: number | null };

/** A slot with both times chosen, as the booking call and the price need it. */
export type ChosenSlot = { day: string; start: number; end: number };

export const isChosen = (slot: SpaceSlot): slot is ChosenSlot => slot.start !== null && slot.end !== null;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A time of the URL (1400, 14:00) on a whole or half hour within 08:00–23:00, in minutes. */
function bookableClock(value: string | undefined): number | null {
  if (value === undefined) return null;
  const minutes = parseClock(value);
  if (
    minutes === undefined ||
    minutes % SLOT_STEP !== 0 ||
    minutes < BOOKABLE_START ||
    minutes > BOOKABLE_END
  )
    return null;
  return minutes;
}

/**
 * The slot of a space page's URL, as the search writes it (`day=2026-05-12&start=1400&end=1700`).
 * A day that is not one, or outside today … maxDay, falls back to today; times go together and
 * are dropped when either is unreadable (end before start is kept: the panel says what is wrong).
 */
export function slotFromQuery(query: SlotUrlQuery, today: string, maxDay: string): SpaceSlot {
  const rawDay = first(query.day);
  const day = rawDay && isCalendarDay(rawDay) && rawDay >= today && rawDay <= maxDay ? rawDay : today;
  const start = bookableClock(first(query.start));
  const end = bookableClock(first(query.end));
  return start === null || end === null ? { day, start: null, end: null } : { day, start, end };
}

/** The URL query of a slot: HHmm numbers as text, like the search's. */
export function slotToQuery(slot: SpaceSlot): { day: string; start?: string; end?: string } {
  if (!isChosen(slot)) return { day: slot.day };
  return { day: slot.day, start: String(toHhmm(slot.start)), end: String(toHhmm(slot.end)) };
}

/** The times a booking may start (08:00 … 22:30) or end (08:30 … 23:00), every half hour. */
export function slotTimes(edge: 'start' | 'end'): number[] {
  const times: number[] = [];
  const from = edge === 'start' ? BOOKABLE_START : BOOKABLE_START + SLOT_STEP;
  const to = edge === 'start' ? BOOKABLE_END - SLOT_STEP : BOOKABLE_END;
  for (let minutes = from; minutes <= to; minutes += SLOT_STEP) times.push(minutes);
  return times;
}
