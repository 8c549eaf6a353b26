import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, ChangeQuote } from '../../src/contracts/bookings';
import { TERMS_VERSION } from '../../src/domain/terms';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';

const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

describe('a change priced before it is asked for', () => {
  let api: TestApi;
  let user: TestIdentity;
  const room = weekdayRoom(4);

  beforeAll(async () => {
    [api, user] = await Promise.all([startTestApi(), signUp()]);
  });
  afterAll(() => api.close());

  const quote = (id: string, query: string) =>
    api.request<ChangeQuote & { error?: { code: string } }>('GET', `/bookings/${id}/change-quote?${query}`, {
      token: user.token,
    });
  const book = async (day: string, start: string, end: string) =>
    (
      await api.request<Booking>('POST', '/bookings', {
        token: user.token,
        body: { space_id: room.id, day, start, end },
      })
    ).body;

  it('says what a paid booking would be charged for more time and given back for less, and what the change then charges', async () => {
    const day = workdayAhead(18);
    const held = await book(day, '10:00', '12:00');
    const paid = (
      await api.request<{ booking: Booking }>('POST', `/bookings/${held.id}/payment`, {
        token: user.token,
        body: card,
      })
    ).body.booking;

    const longer = await quote(paid.id, 'end=13:00');
    expect(longer.status).toBe(200);
    expect(longer.body).toEqual({
      old_total: paid.total_price,
      new_total: 3 * room.priceHourCents,
      paid: paid.total_price,
      charge: 3 * room.priceHourCents - paid.total_price,
      refund: 0,
    });
    // Weeks ahead, the whole difference comes back.
    const shorter = await quote(paid.id, `day=${day}&start=10:00&end=11:00`);
    expect(shorter.body).toMatchObject({
      new_total: room.priceHourCents,
      charge: 0,
      refund: paid.total_price - room.priceHourCents,
    });

    // Asked for, the change charges what the quote said.
    const extended = await api.request<Booking>('POST', `/bookings/${paid.id}/extend`, {
      token: user.token,
      body: { end: '13:00' },
    });
    expect(extended.body.pending_change?.amount_due).toBe(longer.body.charge);
  });

  it('prices a hold again without charging anything, and refuses a slot it could not take', async () => {
    const day = workdayAhead(19);
    const held = await book(day, '14:00', '15:00');
    expect((await quote(held.id, `day=${day}&start=14:00&end=16:00`)).body).toMatchObject({
      new_total: 2 * room.priceHourCents,
      charge: 0,
      refund: 0,
      paid: 0,
    });
    // As the change itself would answer: an end before the start is malformed, a closed hour unavailable.
    expect((await quote(held.id, `day=${day}&start=16:00&end=15:00`)).status).toBe(400);
    const late = await quote(held.id, `day=${day}&start=14:00&end=23:00`);
    expect([late.status, late.body.error?.code]).toEqual([422, 'SLOT_UNAVAILABLE']);
    const stranger = await signUp();
    expect(
      (await api.request('GET', `/bookings/${held.id}/change-quote?end=16:00`, { token: stranger.token }))
        .status,
    ).toBe(404);
  });
});
