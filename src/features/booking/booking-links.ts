import type { Booking } from '../../contracts/bookings';
import { parseClock, toHhmm } from '../../domain/clock';

/** The space page with the booking's slot chosen, to book it again once the hold is over. */
export function spaceHref(booking: Pick<Booking, 'space' | 'day' | 'start' | 'end'>): string {
  const start = parseClock(booking.start);
  const end = parseClock(booking.end);
  const slot = start !== undefined && end !== undefined ? `&start=${toHhmm(start)}&end=${toHhmm(end)}` : '';
  return `/${booking.space.zone}/${booking.space.slug}?day=${booking.day}${slot}`;
}

/** Minutes between the start and the end of the booking's slot. */
export function slotMinutes(booking: Pick<Booking, 'start' | 'end'>): number {
  return Math.max(0, (parseClock(booking.end) ?? 0) - (parseClock(booking.start) ?? 0));
}
