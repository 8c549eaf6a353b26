import { describe, expect, it } from 'vitest';
import { SLOT_STEP } from './clock';
import { computePrice } from './pricing';
import { priceOfMinutes } from './slot-price';

describe('priceOfMinutes', () => {
  it('prices a half-hour cell at half the hourly price, rounded to the cent', () => {
    expect(priceOfMinutes(4500, SLOT_STEP)).toBe(2250);
    expect(priceOfMinutes(4525, SLOT_STEP)).toBe(2263);
  });

  it('is what a booking of those minutes costs before any rebate', () => {
    // A Tuesday five days after the reference day: no early-booking rebate, far under the day rate.
    const price = computePrice({
      priceHourCents: 4525,
      occurrences: [{ day: '2026-10-06', start: 600, end: 690 }],
      today: '2026-10-01',
      extras: [],
    });
    expect(price.total).toBe(priceOfMinutes(4525, 90));
    expect(price.total).toBe(6788);
  });
});
