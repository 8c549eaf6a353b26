import type { CurrentUser } from '../core/context';
import { notFound } from '../core/errors';
import type { Db } from '../db/client';
import { mayManageBooking } from '../services/booking-view';
import { lockBooking, type LockedBooking } from './ledger';

/**
 * The booking locked for a transition, if the user may manage it (permissions.canManageBooking);
 * to anyone else it does not exist, and the transaction ends there. With `act`, a customer's write
 * (paying): staff on someone else's booking are refused it (403).
 */
export async function lockBookingFor(
  tx: Db,
  user: CurrentUser,
  id: string,
  { act = false } = {},
): Promise<LockedBooking> {
  const booking = await lockBooking(tx, id);
  if (!booking || !(await mayManageBooking(tx, user, booking, { act }))) throw notFound('Booking');
  return booking;
}
