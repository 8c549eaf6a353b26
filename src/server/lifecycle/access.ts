import type { CurrentUser } from '../core/context';
import { notFound } from '../core/errors';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, bookings, events, overstays, spaces } from '../db/schema';
import { canActOnBooking, canManageBooking, staffUseBackOffice } from '../core/permissions';
import { mayManageBooking } from './booking-record';
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

/**
 * An overstay of a booking the user may manage; to others it does not exist. With `act` (paying
 * it), staff on someone else's booking are refused (403), as on the booking itself.
 */
export async function loadOverstayFor(db: Db, user: CurrentUser, id: string, { act = false } = {}) {
  const [row] = await db
    .select({
      overstay: overstays,
      event: events,
      booking: bookings,
      space: spaces,
      account: { id: accounts.id, ownerId: accounts.ownerId },
    })
    .from(overstays)
    .innerJoin(events, eq(events.id, overstays.eventId))
    .innerJoin(bookings, eq(bookings.id, events.bookingId))
    .innerJoin(accounts, eq(accounts.id, bookings.accountId))
    .innerJoin(spaces, eq(spaces.id, events.spaceId))
    .where(eq(overstays.id, id))
    .limit(1);
  if (!row || !canManageBooking(user, row.booking, row.account)) throw notFound('Overstay');
  if (act && !canActOnBooking(user, row.booking, row.account)) throw staffUseBackOffice();
  return row;
}
