import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import { events } from '../../src/server/db/schema';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';

// 10 people, 10 rounds each, all at once: hold one slot, and cancel it when the hold was theirs.
// On PostgreSQL the holds and cancels really run in parallel transactions that lock the same rows.
describe.each(testDatabaseKinds())(
  '100 holds and cancels of one slot by 10 people at once, on %s',
  (kind) => {
    let api: TestApi;
    let people: TestIdentity[];
    const room = weekdayRoom(2);
    const day = workdayAhead(7);

    beforeAll(async () => {
      [api, ...people] = await Promise.all([
        startTestApi(kind),
        ...Array.from({ length: 10 }, () => signUp()),
      ]);
    });
    afterAll(() => api.close());

    it('answers only 201, 200 or 409, and leaves at most one live booking on the slot', async () => {
      const statuses: number[] = [];
      const rounds = async (who: TestIdentity) => {
        for (let round = 0; round < 10; round++) {
          const held = await api.request<Booking>('POST', '/bookings', {
            token: who.token,
            body: { space_id: room.id, day, start: '14:00', end: '15:00' },
          });
          statuses.push(held.status);
          if (held.status !== 201) continue;
          const cancelled = await api.request('POST', `/bookings/${held.body.id}/cancel`, {
            token: who.token,
          });
          statuses.push(cancelled.status);
        }
      };
      await Promise.all(people.map(rounds));

      expect(statuses.filter((status) => ![200, 201, 409].includes(status))).toEqual([]);
      expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
      // Every hold that was made was cancelled by its holder: nothing live is left on the slot.
      const live = await api.database.db
        .select()
        .from(events)
        .where(and(eq(events.spaceId, room.id), inArray(events.status, ['held', 'confirmed'])));
      expect(live).toEqual([]);
    }, 120_000);
  },
);
