import type { Booking } from '../../../contracts/bookings';
import { clockString } from '../../../domain/clock';
import { loadApiClient } from '../../../lib/api-session';
import type { ChosenSlot } from '../utils/slot-query';

/**
 * POST /bookings: holds the slot for the signed-in user. The Idempotency-Key makes a retried
 * request (a lost answer, a double click) return the same hold instead of failing on its own slot.
 */
export async function createBooking(
  spaceId: string,
  slot: ChosenSlot,
  idempotencyKey: string,
  desks?: number,
): Promise<Booking> {
  const body = {
    space_id: spaceId,
    day: slot.day,
    start: clockString(slot.start),
    end: clockString(slot.end),
    ...(desks ? { desks } : {}),
  };
  const { data } = await (
    await loadApiClient()
  ).post<Booking>('/bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

/** A fresh key per booking attempt; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
