import { describe, expect, it } from 'vitest';
import { computePrice, dayPass, dayRate, type PriceInput } from './pricing';

// Thursday 1 October 2026; 2026-10-06 is a Tuesday five days later, 2026-11-05 a Thursday 35 days later.
const today = '2026-10-01';
const soon = '2026-10-06';
const later = '2026-11-05';
const base = { today, extras: [] } satisfies Partial<PriceInput>;
const slot = (day: string, fromHour: number, toHour: number) => ({
  day,
  start: fromHour * 60,
  end: toHour * 60,
});

describe('computePrice', () => {
  it('charges hours × hourly price', () => {
    const price = computePrice({ ...base, priceHourCents: 4500, occurrences: [slot(soon, 9, 11)] });
    expect(price).toEqual({
      spacePrice: 9000,
      extrasPrice: 0,
      rebates: [],
      total: 9000,
      occurrences: [{ ...slot(soon, 9, 11), gross: 9000, price: 9000 }],
    });
  });

  it('rounds half hours to the cent', () => {
    const price = computePrice({ ...base, priceHourCents: 4545, occurrences: [slot(soon, 9, 10.5)] });
    expect(price.spacePrice).toBe(6818);
  });

  it('takes 10 % off an occurrence booked 30 days or more ahead', () => {
    const price = computePrice({ ...base, priceHourCents: 4500, occurrences: [slot(later, 9, 11)] });
    expect(price.rebates).toEqual([{ code: 'promotion.early_booking', amount: 900 }]);
    expect(price.total).toBe(8100);
    const edge = computePrice({ ...base, priceHourCents: 4500, occurrences: [slot('2026-10-31', 9, 11)] });
    expect(edge.rebates).toEqual([{ code: 'promotion.early_booking', amount: 900 }]);
    const dayBefore = computePrice({
      ...base,
      priceHourCents: 4500,
      occurrences: [slot('2026-10-30', 9, 11)],
    });
    expect(dayBefore.rebates).toEqual([]);
  });

  it('caps a weekday at 8 hours', () => {
    const price = computePrice({ ...base, priceHourCents: 2000, occurrences: [slot(soon, 9, 19)] });
    expect(price.spacePrice).toBe(20000);
    expect(price.rebates).toEqual([{ code: 'promotion.day_rate', amount: 4000 }]);
    expect(price.total).toBe(16000);
    expect(dayRate(2000, soon)).toBe(16000);
  });

  it('caps a weekend day at 6 hours', () => {
    const saturday = '2026-10-03';
    const price = computePrice({ ...base, priceHourCents: 3000, occurrences: [slot(saturday, 9, 17)] });
    expect(price.rebates).toEqual([{ code: 'promotion.day_rate', amount: 6000 }]);
    expect(price.total).toBe(18000);
    expect(dayRate(3000, '2026-10-04')).toBe(18000);
  });

  it('bills a recurring day as 8 hours × 0.6 for one day a week, 0.65 for two', () => {
    const occurrences = [slot(soon, 9, 17), slot('2026-10-13', 9, 17)];
    const one = computePrice({ ...base, priceHourCents: 5000, occurrences, recurring: { daysPerWeek: 1 } });
    expect(one.occurrences.map((o) => o.price)).toEqual([24000, 24000]);
    expect(one.rebates).toEqual([{ code: 'offer.recurring_1', amount: 32000 }]);
    expect(one.total).toBe(48000);
    const two = computePrice({ ...base, priceHourCents: 5000, occurrences, recurring: { daysPerWeek: 2 } });
    expect(two.rebates).toEqual([{ code: 'offer.recurring_2', amount: 28000 }]);
  });

  it('leaves short recurring occurrences at their hourly price when that is cheaper', () => {
    const price = computePrice({
      ...base,
      priceHourCents: 5000,
      occurrences: [slot(soon, 9, 11)],
      recurring: { daysPerWeek: 1 },
    });
    expect(price.rebates).toEqual([]);
    expect(price.total).toBe(10000);
  });

  it('charges extras as unit price × quantity', () => {
    const extras = [
      { code: 'coffee', unitPriceCents: 350, quantity: 4 },
      { code: 'screen', unitPriceCents: 1500, quantity: 1 },
    ];
    const price = computePrice({ ...base, priceHourCents: 4500, occurrences: [slot(soon, 9, 11)], extras });
    expect(price.extrasPrice).toBe(2900);
    expect(price.total).toBe(11900);
  });

  it('applies a percent coupon last, on space and extras', () => {
    const extras = [{ code: 'coffee', unitPriceCents: 1000, quantity: 1 }];
    const coupon = { code: 'WELCOME10', kind: 'percent', value: 10 } as const;
    const price = computePrice({
      ...base,
      priceHourCents: 4500,
      occurrences: [slot(soon, 9, 11)],
      extras,
      coupon,
    });
    expect(price.rebates).toEqual([{ code: 'WELCOME10', amount: 1000 }]);
    expect(price.total).toBe(9000);
  });

  it('applies an amount coupon, never beyond what is left to pay', () => {
    const coupon = { code: 'GIFT20', kind: 'amount', value: 2000 } as const;
    const price = computePrice({ ...base, priceHourCents: 4500, occurrences: [slot(soon, 9, 11)], coupon });
    expect(price.rebates).toEqual([{ code: 'GIFT20', amount: 2000 }]);
    expect(price.total).toBe(7000);
    const big = computePrice({ ...base, priceHourCents: 1000, occurrences: [slot(soon, 9, 10)], coupon });
    expect(big.rebates).toEqual([{ code: 'GIFT20', amount: 1000 }]);
    expect(big.total).toBe(0);
  });

  it('chains every rule in order and lists rebates in that order', () => {
    // A 10 h weekday 35 days ahead, recurring, with a 10 % coupon: 20000 → 16000 → 9600 → 8640 → 7776.
    const price = computePrice({
      ...base,
      priceHourCents: 2000,
      occurrences: [slot(later, 9, 19)],
      recurring: { daysPerWeek: 1 },
      coupon: { code: 'TEN', kind: 'percent', value: 10 },
    });
    expect(price.rebates).toEqual([
      { code: 'promotion.day_rate', amount: 4000 },
      { code: 'offer.recurring_1', amount: 6400 },
      { code: 'promotion.early_booking', amount: 960 },
      { code: 'TEN', amount: 864 },
    ]);
    expect(price.occurrences[0]?.price).toBe(8640);
    expect(price.total).toBe(7776);
  });

  it('sums rebates of the same code over occurrences', () => {
    const occurrences = [slot(later, 9, 11), slot('2026-11-12', 9, 11), slot(soon, 9, 11)];
    const price = computePrice({ ...base, priceHourCents: 4500, occurrences });
    expect(price.rebates).toEqual([{ code: 'promotion.early_booking', amount: 1800 }]);
    expect(price.total).toBe(27000 - 1800);
  });

  it('refuses input no API schema should let through', () => {
    const occurrences = [slot(soon, 9, 11)];
    expect(() => computePrice({ ...base, priceHourCents: 45.5, occurrences })).toThrow(RangeError);
    expect(() => computePrice({ ...base, priceHourCents: 4500, occurrences: [slot(soon, 11, 9)] })).toThrow(
      RangeError,
    );
    expect(() =>
      computePrice({ ...base, priceHourCents: 4500, occurrences: [slot('2026-02-30', 9, 11)] }),
    ).toThrow(RangeError);
    const extras = [{ code: 'coffee', unitPriceCents: 350, quantity: -1 }];
    expect(() => computePrice({ ...base, priceHourCents: 4500, occurrences, extras })).toThrow(RangeError);
    const coupon = { code: 'X', kind: 'percent', value: 150 } as const;
    expect(() => computePrice({ ...base, priceHourCents: 4500, occurrences, coupon })).toThrow(RangeError);
  });
});

describe('dayPass', () => {
  it('is 8 hours on a weekday and 6 at the weekend, with no rebate to list', () => {
    expect(dayPass(1500, soon, today)).toEqual({ price: 12000, rebates: [] });
    expect(dayPass(1500, '2026-10-03', today)).toEqual({ price: 9000, rebates: [] });
  });

  it('takes the early-booking rebate 30 days ahead, on the day rate', () => {
    expect(dayPass(1500, later, today)).toEqual({
      price: 10800,
      rebates: [{ code: 'promotion.early_booking', amount: 1200 }],
    });
    expect(dayPass(1500, '2026-11-07', today)).toEqual({
      price: 8100,
      rebates: [{ code: 'promotion.early_booking', amount: 900 }],
    });
  });

  it('costs what booking the whole bookable day costs', () => {
    const whole = computePrice({ ...base, priceHourCents: 1700, occurrences: [slot(later, 8, 23)] });
    expect(dayPass(1700, later, today).price).toBe(whole.total);
  });
});
