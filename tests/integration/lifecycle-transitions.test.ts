import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import { clockString } from '../../src/domain/clock';
import { ApiError } from '../../src/server/core/errors';
import type { Db } from '../../src/server/db/client';
import { bookingHistory, bookings, events, bookingStatus } from '../../src/server/db/schema';
import { transaction } from '../../src/server/db/transaction';
import { lockBooking } from '../../src/server/lifecycle/ledger';
import { transition } from '../../src/server/lifecycle/transition';
import {
  BOOKING_TRANSITIONS,
  type BookingStatus,
  type Transition,
  type TransitionName,
} from '../../src/server/lifecycle/transitions';
import { startTestApi, type TestApi } from '../helpers/api';
import { weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';

// One test per row of the lifecycle's table (src/server/lifecycle/transitions.ts), generated from
// it: the transition runs from each status it lists, taking the booking where the row says and
// writing its line of history, and is refused (409 NOT_CHANGEABLE, nothing written) from every other.

const STATUSES = bookingStatus.enumValues;
const rows = Object.entries(BOOKING_TRANSITIONS) as [TransitionName, Transition][];
/** Its events' status: a completed booking's events stay confirmed. */
const eventStatusOf = (status: BookingStatus) => (status === 'completed' ? 'confirmed' : status);

describe.each(testDatabaseKinds())('every transition of the table, on %s', (kind) => {
  let api: TestApi;
  let organizer: TestIdentity;
  let db: Db;
  let slot = 0;

  beforeAll(async () => {
    [api, organizer] = await Promise.all([startTestApi(kind), signUp()]);
    db = api.database.db;
  });
  afterAll(() => api.close());

  /** A real hold, then put in `status` as the lifecycle would leave it (its events with it). */
  async function bookingIn(status: BookingStatus): Promise<string> {
    const start = 9 * 60 + (slot % 8) * 60;
    const day = workdayAhead(2 + Math.floor(slot / 8));
    slot++;
    const held = await api.request<Booking>('POST', '/bookings', {
      token: organizer.token,
      body: { space_id: weekdayRoom(4).id, day, start: clockString(start), end: clockString(start + 60) },
    });
    expect(held.status).toBe(201);
    await db.update(bookings).set({ status }).where(eq(bookings.id, held.body.id));
    await db
      .update(events)
      .set({ status: eventStatusOf(status) })
      .where(eq(events.bookingId, held.body.id));
    return held.body.id;
  }

  const run = (name: TransitionName, id: string) =>
    transaction(db, async (tx) => {
      const booking = await lockBooking(tx, id);
      if (!booking) throw new Error('no booking');
      return transition(tx, name, booking, { now: new Date(), actorId: null });
    });

  const lastStep = async (id: string) =>
    (
      await db
        .select()
        .from(bookingHistory)
        .where(eq(bookingHistory.bookingId, id))
        .orderBy(desc(bookingHistory.seq))
        .limit(1)
    )[0];

  for (const [name, row] of rows) {
    describe(name, () => {
      for (const from of STATUSES) {
        const allowed = row.from.includes(from);
        const to = row.to === 'same' ? from : row.to;
        it(allowed ? `runs from ${from}, to ${to}` : `answers 409 from ${from}`, async () => {
          const id = await bookingIn(from);
          if (!allowed) {
            const refused = await run(name, id).catch((error: unknown) => error);
            expect(refused).toBeInstanceOf(ApiError);
            expect(refused).toMatchObject({ status: 409, code: 'NOT_CHANGEABLE' });
            expect(await lastStep(id)).toMatchObject({ action: 'held' });
            const [unchanged] = await db.select().from(bookings).where(eq(bookings.id, id));
            expect(unchanged?.status).toBe(from);
            return;
          }
          await run(name, id);
          const [after] = await db.select().from(bookings).where(eq(bookings.id, id));
          expect(after?.status).toBe(to);
          expect(await lastStep(id)).toMatchObject({ action: row.action, fromStatus: from, toStatus: to });
          const occurrences = await db
            .select({ status: events.status })
            .from(events)
            .where(eq(events.bookingId, id));
          if (row.effects.slot === 'confirm')
            expect(occurrences.map((event) => event.status)).toEqual(['confirmed']);
          if (row.effects.slot === 'free')
            expect(occurrences.map((event) => event.status)).toEqual([to === from ? 'cancelled' : to]);
        });
      }
    });
  }
});
