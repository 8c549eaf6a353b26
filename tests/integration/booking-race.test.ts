import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import { clockString } from '../../src/domain/clock';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';

// On PostgreSQL (CI sets DATABASE_URL) the 50 requests really run in parallel transactions;
// on PGlite they are serialised, and the rule must hold all the same.
describe.each(testDatabaseKinds())('50 people holding overlapping slots at once, on %s', (kind) => {
  let api: TestApi;
  let people: TestIdentity[];
  let clock = Date.now();
  const room = weekdayRoom(1);
  const day = workdayAhead(9);

  beforeAll(async () => {
    [api, ...people] = await Promise.all([
      startTestApi(kind, { now: () => new Date(clock) }),
      ...Array.from({ length: 10 }, () => signUp()),
    ]);
  });
  afterAll(() => api.close());

  it('lets exactly one hold succeed; the 49 others get 409 SLOT_TAKEN; once it expires the slot is free', async () => {
    const attempts = Array.from({ length: 50 }, (_, i) => {
      const who = people[i % people.length];
      if (!who) throw new Error('no identity');
      // Overlapping, not identical: 10:00–12:00, 10:30–12:30, 11:00–13:00 …
      const start = 600 + (i % 3) * 30;
      return api.request<Booking & { error?: { code: string } }>('POST', '/bookings', {
        token: who.token,
        body: { space_id: room.id, day, start: clockString(start), end: clockString(start + 120) },
      });
    });
    const responses = await Promise.all(attempts);
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.error?.code === 'SLOT_TAKEN')).toBe(
      true,
    );

    clock += 16 * 60_000;
    const later = people[people.length - 1];
    if (!later) throw new Error('no identity');
    const again = await api.request<Booking>('POST', '/bookings', {
      token: later.token,
      body: { space_id: room.id, day, start: '10:00', end: '12:00' },
    });
    expect(again.status).toBe(201);
  }, 60_000);
});
