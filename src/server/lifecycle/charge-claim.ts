import { conflict } from '../core/errors';
import type { bookings } from '../db/schema';

/**
 * How long a charge sent to the provider keeps other payments of its booking waiting, and its hold
 * from expiring or being cancelled. Longer than the provider's own timeouts and retries; a process
 * that died mid-charge frees it after that.
 */
export const CHARGE_CLAIM_MS = 2 * 60_000;

/** A charge another request has sent and not yet settled. */
export const isCharging = (booking: Pick<typeof bookings.$inferSelect, 'chargingSince'>, now: Date) =>
  booking.chargingSince !== null && now.getTime() - booking.chargingSince.getTime() < CHARGE_CLAIM_MS;

export const paymentInProgress = () =>
  conflict('PAYMENT_IN_PROGRESS', 'A payment of this booking is under way: wait for its answer.');
