import type { Booking } from '../../../contracts/bookings';
import { apiErrorOf, httpStatusOf } from '../../../lib/api-session';
import type { ChosenSlot } from '../utils/slot-query';
import { createBooking, newIdempotencyKey } from './create-booking';

/** Why a booking did not go through, as the panel words it. */
export type BookingFailure = 'slotTaken' | 'slotUnavailable' | 'signIn' | 'generic';

export type HoldAttempt = { slot: string; key: string };
export type HoldOutcome = { booking: Booking } | { failure: BookingFailure; refused: boolean };

function refusalOf(code: string | undefined, status: number | undefined): BookingFailure | null {
  if (code === 'SLOT_TAKEN' || status === 409) return 'slotTaken';
  if (code === 'SLOT_UNAVAILABLE' || status === 422) return 'slotUnavailable';
  return null;
}

/**
 * POST /bookings for the Book button (hooks/use-book-slot.ts), fetched with its first press.
 * Same slot, same key: a retry after a lost answer gets the hold already made; a refusal is stored
 * by the API under its key, so the next try after one is a new request (`attempt` is cleared).
 */
export async function holdSlot(
  spaceId: string,
  slot: ChosenSlot,
  desks: number | undefined,
  attempt: { current: HoldAttempt | null },
): Promise<HoldOutcome> {
  const signature = `${spaceId}|${slot.day}|${slot.start}|${slot.end}|${desks ?? ''}`;
  if (attempt.current?.slot !== signature) attempt.current = { slot: signature, key: newIdempotencyKey() };
  try {
    const booking = await createBooking(spaceId, slot, attempt.current.key, desks);
    attempt.current = null;
    return { booking };
  } catch (error) {
    const status = httpStatusOf(error);
    const refusal = refusalOf(apiErrorOf(error)?.code, status);
    if (refusal) attempt.current = null;
    return { failure: refusal ?? (status === 401 ? 'signIn' : 'generic'), refused: refusal !== null };
  }
}
