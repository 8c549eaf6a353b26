import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './paris-time';
import {
  DAY_RATE_CODE,
  EARLY_BOOKING,
  RECURRING_OFFERS,
  computePrice,
  dayRate,
  type PriceInput,
} from './pricing';

const today = '2026-10-01';

// Realistic inputs: an hourly price of 0 or at least 1 €, half-hour slots within 08:00–23:00,
// up to four months ahead, with days right around the 30-day line drawn often.
const offsetArb = fc.oneof(fc.integer({ min: 0, max: 120 }), fc.constantFrom(29, 30, 31));
const slotArb = fc
  .record({
    offset: offsetArb,
    from: fc.integer({ min: 16, max: 45 }),
    length: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ offset, from, length }) => ({
    day: addDays(today, offset),
    start: from * 30,
    end: Math.min(46, from + length) * 30,
  }));

const inputArb: fc.Arbitrary<PriceInput> = fc.record(
  {
    priceHourCents: fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 30_000 })),
    occurrences: fc.array(slotArb, { minLength: 1, maxLength: 6 }),
    today: fc.constant(today),
    recurring: fc.constantFrom(1 as const, 2 as const).map((daysPerWeek) => ({ daysPerWeek })),
    extras: fc.array(
      fc.record({
        code: fc.constantFrom('coffee', 'screen', 'lunch'),
        unitPriceCents: fc.nat(10_000),
        quantity: fc.nat(6),
      }),
      { maxLength: 3 },
    ),
    coupon: fc.oneof(
      fc.record({
        code: fc.constant('PCT'),
        kind: fc.constant('percent' as const),
        value: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({ code: fc.constant('AMT'), kind: fc.constant('amount' as const), value: fc.nat(200_000) }),
    ),
  },
  { requiredKeys: ['priceHourCents', 'occurrences', 'today', 'extras'] },
);

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const canonicalOrder = [
  DAY_RATE_CODE,
  ...RECURRING_OFFERS.map((o) => o.code),
  EARLY_BOOKING.code,
  'PCT',
  'AMT',
];

describe('computePrice properties', () => {
  it('returns integers only', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const price = computePrice(input);
        const numbers = [
          price.spacePrice,
          price.extrasPrice,
          price.total,
          ...price.rebates.map((r) => r.amount),
        ];
        for (const o of price.occurrences) numbers.push(o.gross, o.price);
        for (const n of numbers) expect(Number.isSafeInteger(n)).toBe(true);
      }),
    );
  });

  it('adds up: total = space + extras − rebates, between 0 and space + extras', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const price = computePrice(input);
        expect(price.spacePrice).toBe(sum(price.occurrences.map((o) => o.gross)));
        expect(price.extrasPrice).toBe(sum(input.extras.map((e) => e.unitPriceCents * e.quantity)));
        expect(price.total).toBe(
          price.spacePrice + price.extrasPrice - sum(price.rebates.map((r) => r.amount)),
        );
        expect(price.total).toBeGreaterThanOrEqual(0);
        expect(price.total).toBeLessThanOrEqual(price.spacePrice + price.extrasPrice);
        const couponAmount = price.rebates.find((r) => r.code === input.coupon?.code)?.amount ?? 0;
        expect(price.total).toBe(
          sum(price.occurrences.map((o) => o.price)) + price.extrasPrice - couponAmount,
        );
      }),
    );
  });

  it('lists each rebate once, positive, in the fixed order', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const codes = computePrice(input).rebates.map((r) => r.code);
        expect(new Set(codes).size).toBe(codes.length);
        const positions = codes.map((code) => canonicalOrder.indexOf(code));
        expect(positions.every((p) => p >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        for (const r of computePrice(input).rebates) expect(r.amount).toBeGreaterThan(0);
      }),
    );
  });

  it('never charges an occurrence more than its gross price or its day rate', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const o of computePrice(input).occurrences) {
          expect(o.price).toBeGreaterThanOrEqual(0);
          expect(o.price).toBeLessThanOrEqual(Math.min(o.gross, dayRate(input.priceHourCents, o.day)));
        }
      }),
    );
  });

  it('gives the early-booking rebate iff an occurrence 30+ days ahead has a positive price', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const price = computePrice(input);
        const expected = price.occurrences.some(
          (o) => daysBetween(today, o.day) >= EARLY_BOOKING.daysAhead && o.price > 0,
        );
        expect(price.rebates.some((r) => r.code === EARLY_BOOKING.code)).toBe(expected);
      }),
    );
  });

  it('never costs more when an occurrence moves whole weeks further ahead', () => {
    const moveArb = fc.tuple(inputArb, fc.nat(7), fc.integer({ min: 1, max: 8 }));
    fc.assert(
      fc.property(moveArb, ([input, index, weeks]) => {
        const i = index % input.occurrences.length;
        // Whole weeks keep the weekday, hence the day rate: only the distance from today changes.
        const moved = input.occurrences.map((o, j) =>
          j === i ? { ...o, day: addDays(o.day, 7 * weeks) } : o,
        );
        expect(computePrice({ ...input, occurrences: moved }).total).toBeLessThanOrEqual(
          computePrice(input).total,
        );
      }),
    );
  });

  it('never costs more with a coupon or a recurring offer than without', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const total = computePrice(input).total;
        expect(total).toBeLessThanOrEqual(computePrice({ ...input, coupon: undefined }).total);
        expect(total).toBeLessThanOrEqual(computePrice({ ...input, recurring: undefined }).total);
      }),
    );
  });

  it('does not depend on the order of occurrences', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const reversed = { ...input, occurrences: [...input.occurrences].reverse() };
        const a = computePrice(input);
        const b = computePrice(reversed);
        expect(b.total).toBe(a.total);
        expect(b.rebates).toEqual(a.rebates);
      }),
    );
  });
});
