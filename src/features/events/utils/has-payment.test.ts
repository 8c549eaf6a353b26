import { expect, it } from 'vitest';
import { hasPayment } from './has-payment';

const BOOKED_AT = '2026-11-20T09:05:00.000Z';

it('counts a booking confirmed at a price as paid', () => {
  expect(hasPayment({ booked_at: BOOKED_AT, total_price: 9000 })).toBe(true);
});

it('counts neither a hold nor a booking confirmed for free as paid', () => {
  expect(hasPayment({ booked_at: null, total_price: 9000 })).toBe(false);
  expect(hasPayment({ booked_at: BOOKED_AT, total_price: 0 })).toBe(false);
});
