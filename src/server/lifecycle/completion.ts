import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { bookingChanges, bookings, events } from '../db/schema';
import { CHARGE_CLAIM_MS } from './charge-claim';
import { liveEvent } from '../db/live-events';
import { lockBooking } from './ledger';
import { transition } from './transition';

const COMPLETION_BATCH = 1000;

/**
 * confirmed → completed for every booking whose live events have all ended
 * (docs/business-rules.md §1, run by the scheduler). Its events stay `confirmed`: only the
 * booking's status says it is over, so event views and overstays read them as before. Left for a
 * later sweep: a booking with a pending change (its payment would still move it) or a charge under
 * way, and one another transaction holds locked (skipped, not waited for). Returns how many
 * bookings completed.
 */
export async function completeEndedBookings(db: Db, now: Date): Promise<number> {
  return transaction(db, async (tx) => {
    const at = now.toISOString();
    // Occurrences only (change_id is null): a pending change's held slot is excluded with its booking.
    const anyLiveEvent = sql`select 1 from ${events} e where e.booking_id = ${bookings.id} and e.change_id is null and ${liveEvent('e')}`;
    const ended = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          or(
            isNull(bookings.chargingSince),
            lt(bookings.chargingSince, new Date(now.getTime() - CHARGE_CLAIM_MS)),
          ),
          sql`exists (${anyLiveEvent})`,
          sql`not exists (${anyLiveEvent} and e.ends_at > ${at}::timestamptz)`,
          sql`not exists (select 1 from ${bookingChanges} c where c.booking_id = ${bookings.id} and c.status = 'pending')`,
        ),
      )
      // A bounded batch a run (a first run on a long history would otherwise lock it all at once);
      // the next run goes on.
      .limit(COMPLETION_BATCH)
      .for('update', { skipLocked: true });
    let completed = 0;
    for (const { id } of ended) {
      const booking = await lockBooking(tx, id);
      if (!booking || booking.status !== 'confirmed') continue;
      // The organizer is asked for a review in the same transaction: never lost, never asked twice.
      await transition(tx, 'complete', booking, { now, actorId: null });
      completed++;
    }
    return completed;
  });
}
