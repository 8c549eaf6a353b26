import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import { addDays, parisWeekday } from '../../src/domain/paris-time';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';

type ErrorBody = { error: { code: string } };

let api: TestApi;
let alice: TestIdentity;
let bob: TestIdentity;
const room = weekdayRoom(1);

beforeAll(async () => {
  [api, alice, bob] = await Promise.all([startTestApi(), signUp(), signUp()]);
});
afterAll(() => api.close());

it('books the rest of a recurring series when the taken days are left out', async () => {
  const first = workdayAhead(8);
  // Three weeks on first's weekday; Bob holds the middle one.
  const middle = addDays(first, 7);
  const recurrence = { weekdays: [parisWeekday(first)], weeks: 3 };
  expect(
    (
      await api.request('POST', '/bookings', {
        token: bob.token,
        body: { space_id: room.id, day: middle, start: 1000, end: 1100 },
      })
    ).status,
  ).toBe(201);

  const whole = await api.request<ErrorBody>('POST', '/bookings', {
    token: alice.token,
    body: { space_id: room.id, day: first, start: 900, end: 1700, recurrence },
  });
  expect(whole.status).toBe(409);
  expect(whole.body.error.code).toBe('SLOT_TAKEN');

  const rest = await api.request<Booking>('POST', '/bookings', {
    token: alice.token,
    body: { space_id: room.id, day: first, start: 900, end: 1700, recurrence, skip_days: [middle] },
  });
  expect(rest.status).toBe(201);
  expect(rest.body.occurrences.map((o) => [o.nth, o.day])).toEqual([
    [1, first],
    [2, addDays(first, 14)],
  ]);
  expect(rest.body.rebates.map((r) => r.code)).toContain('offer.recurring_1');
});
