import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { TERMS_VERSION } from '../../src/domain/terms';

type ErrorBody = { error: { code: string } };
const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2030, cvc: '123' },
  terms_version: TERMS_VERSION,
};

let api: TestApi;
let alice: TestIdentity;
beforeAll(async () => {
  [api, alice] = await Promise.all([startTestApi(), signUp()]);
});
afterAll(() => api.close());

it('adds extras to a confirmed booking once their difference is paid, keeping its rebates and coupon', async () => {
  const held = await api.request<Booking>('POST', '/bookings', {
    token: alice.token,
    body: { space_id: weekdayRoom(6).id, day: workdayAhead(40), start: 1000, end: 1200 },
  });
  await api.request('PATCH', `/bookings/${held.body.id}`, {
    token: alice.token,
    body: { extras: [{ id: 'coffee_break', quantity: 2 }], coupon_code: 'COSY20' },
  });
  const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
    token: alice.token,
    body: card,
  });
  expect(paid.body.booking).toMatchObject({ status: 'confirmed', balance: 0 });
  const before = paid.body.booking;

  const added = await api.request<Booking>('PATCH', `/bookings/${held.body.id}`, {
    token: alice.token,
    body: {
      extras: [
        { id: 'coffee_break', quantity: 2 },
        { id: 'projector', quantity: 1 },
      ],
    },
  });
  expect(added.status).toBe(200);
  // Nothing changes until the extras are paid: they wait as a pending change.
  expect(added.body).toMatchObject({
    status: 'confirmed',
    coupon_code: 'COSY20',
    paid: before.total_price,
    extras_price: before.extras_price,
    total_price: before.total_price,
  });
  expect(added.body.pending_change).toMatchObject({ kind: 'extras', amount_due: 2500 });
  expect(added.body.balance).toBe(2500);

  // Paid extras stay, the coupon no longer changes; the balance is paid like the booking.
  const removed = await api.request<ErrorBody>('PATCH', `/bookings/${held.body.id}`, {
    token: alice.token,
    body: { extras: [] },
  });
  expect([removed.status, removed.body.error.code]).toEqual([422, 'EXTRAS_PAID']);
  const coupon = await api.request<ErrorBody>('PATCH', `/bookings/${held.body.id}`, {
    token: alice.token,
    body: { coupon_code: null },
  });
  expect([coupon.status, coupon.body.error.code]).toEqual([409, 'NOT_HELD']);
  const balance = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
    token: alice.token,
    body: card,
  });
  expect(balance.body.payment.amount).toBe(added.body.balance);
  expect(balance.body.booking).toMatchObject({
    status: 'confirmed',
    balance: 0,
    paid: before.total_price + 2500,
    extras_price: before.extras_price + 2500,
    coupon_code: 'COSY20',
    pending_change: null,
  });
  expect(balance.body.booking.rebates.map((r) => r.code).sort()).toEqual(
    before.rebates.map((r) => r.code).sort(),
  );
  expect(balance.body.booking.extras.map((e) => e.id).sort()).toEqual(['coffee_break', 'projector']);
});
