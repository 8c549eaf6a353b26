import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import type { ErrorBody } from '../../src/server/core/errors';
import { bookings } from '../../src/server/db/schema';
import {
  createRateLimits,
  DEFAULT_RATE_LIMITS,
  type RateLimits,
} from '../../src/server/integrations/rate-limits';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';

// docs/business-rules.md §3 with the product's allowances. In memory always; in Redis too when
// REDIS_URL points at one (CI), where two instances of the API count against one allowance.
const stores = process.env.REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(stores)('rate limits kept in %s', (store) => {
  let first: TestApi;
  let second: TestApi;
  let limits: RateLimits[] = [];
  let alice: TestIdentity;
  const room = weekdayRoom(8);
  const prefix = `test:${randomUUID()}`;

  beforeAll(async () => {
    const make = () =>
      createRateLimits(DEFAULT_RATE_LIMITS, store === 'redis' ? process.env.REDIS_URL : undefined, prefix);
    limits = store === 'redis' ? [make(), make()] : [make()];
    first = await startTestApi('pglite', { rateLimits: limits[0] });
    // A second instance of the API over the same database: with Redis it shares the allowance.
    second = store === 'redis' ? await startTestApi('pglite', { rateLimits: limits[1] }) : first;
    alice = await signUp();
  });
  afterAll(async () => {
    await Promise.all(limits.map((l) => l.close()));
    await first.close();
    if (second !== first) await second.close();
  });

  it('answers the 21st hold of a minute 429 with Retry-After, in the JSON error format, and holds nothing', async () => {
    const day = workdayAhead(30);
    const hold = (api: TestApi) =>
      api.request<Booking & ErrorBody>('POST', '/bookings', {
        token: alice.token,
        body: { space_id: room.id, day, start: '10:00', end: '11:00' },
      });
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await hold(i % 2 === 0 ? first : second));
    expect(answers.filter((a) => a.status === 429)).toEqual([]);
    const refused = await hold(second);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const held = await second.database.db.select().from(bookings).where(eq(bookings.spaceId, room.id));
    expect(held.length).toBeLessThanOrEqual(1);
  });

  it('counts coupon attempts apart: the 11th code tried in a minute is refused', async () => {
    const bob = await signUp();
    const booking = await first.request<Booking>('POST', '/bookings', {
      token: bob.token,
      body: { space_id: room.id, day: workdayAhead(31), start: '10:00', end: '11:00' },
    });
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await first.request('PATCH', `/bookings/${booking.body.id}`, {
            token: bob.token,
            body: { coupon_code: `GUESS${i}` },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Other calls of the same user still pass.
    expect((await first.request('GET', `/bookings/${booking.body.id}`, { token: bob.token })).status).toBe(
      200,
    );
  });

  it('counts an allowance of another window (paid e-mail verifications an hour) against one store', async () => {
    const key = `address:${randomUUID()}`;
    const taken = [];
    for (let i = 0; i < 4; i++)
      taken.push(await (limits[i % limits.length] as RateLimits).take('email_verification', key, 3, 3600));
    expect(taken).toEqual([true, true, true, false]);
    // Another address has its own.
    expect(
      await (limits[0] as RateLimits).take('email_verification', `address:${randomUUID()}`, 3, 3600),
    ).toBe(true);
  });

  it('limits anonymous e-mail checks per client address', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await first.request('GET', `/email-check?email=someone${i}%40example.com`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
