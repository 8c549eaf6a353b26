import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './paris-time';
import { computePrice } from './pricing';
import { priceLines, splitLines, splitTtc, VAT_RATE_PERCENT } from './vat';

// Days drawn up to 60 days after it fall on both sides of the early-booking line.
const TODAY = '2026-09-01';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

// A basket: lines of TTC cents up to 100 000 € (rebates and refunds as negative lines), at the
// product's rate or any whole rate a line could carry.
const lineArb = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: -10_000_000, max: -1 }));
const basketArb = fc.record({
  lines: fc.array(lineArb, { maxLength: 12 }),
  rate: fc.oneof(fc.constant(VAT_RATE_PERCENT), fc.integer({ min: 0, max: 100 })),
});

describe('splitTtc', () => {
  it('splits 13,50 € at 20 % into 11,25 € HT and 2,25 € of VAT', () => {
    expect(splitTtc(1350)).toEqual({ ht: 1125, vat: 225, ttc: 1350 });
  });

  it('leaves a single cent all HT, and nothing as nothing', () => {
    expect(splitTtc(1)).toEqual({ ht: 1, vat: 0, ttc: 1 });
    expect(splitTtc(0)).toEqual({ ht: 0, vat: 0, ttc: 0 });
  });

  it('splits a rebate line as the mirror of the same positive line', () => {
    expect(splitTtc(-1350)).toEqual({ ht: -1125, vat: -225, ttc: -1350 });
    expect(splitTtc(-2000)).toEqual({ ht: -1667, vat: -333, ttc: -2000 });
  });

  it('rounds an HT of exactly half a cent up, away from zero for a rebate', () => {
    // 9 / 1.2 = 7.5 and 15 / 1.2 = 12.5 cents; just off the boundary, 8 / 1.2 ≈ 6.67 and 10 / 1.2 ≈ 8.33.
    expect(splitTtc(9)).toEqual({ ht: 8, vat: 1, ttc: 9 });
    expect(splitTtc(15)).toEqual({ ht: 13, vat: 2, ttc: 15 });
    expect(splitTtc(-9)).toEqual({ ht: -8, vat: -1, ttc: -9 });
    expect(splitTtc(8)).toEqual({ ht: 7, vat: 1, ttc: 8 });
    expect(splitTtc(10)).toEqual({ ht: 8, vat: 2, ttc: 10 });
    // At 100 %, one cent is half a cent HT.
    expect(splitTtc(1, 100)).toEqual({ ht: 1, vat: 0, ttc: 1 });
  });

  it('refuses an amount that is not whole cents, and a rate that is not a whole percent', () => {
    expect(() => splitTtc(13.5)).toThrow(RangeError);
    expect(() => splitTtc(1350, 20.5)).toThrow(RangeError);
    expect(() => splitTtc(1350, 101)).toThrow(RangeError);
  });
});

describe('a basket split line by line', () => {
  it('charges the sum of its lines to the cent, and HT + VAT = TTC on every line and in total', () => {
    fc.assert(
      fc.property(basketArb, ({ lines, rate }) => {
        const { lines: split, total } = splitLines(lines, rate);
        expect(total.ttc).toBe(sum(lines));
        expect(split.map((line) => line.ttc)).toEqual(lines);
        for (const line of split) {
          expect(line.ht + line.vat).toBe(line.ttc);
          // HT is the exact TTC / (1 + rate) within half a cent: |HT × (100 + rate) − TTC × 100| ≤ (100 + rate) / 2.
          expect(Math.abs(line.ht * (100 + rate) - line.ttc * 100) * 2).toBeLessThanOrEqual(100 + rate);
          // VAT never changes a line's sign nor exceeds it.
          expect(Math.abs(line.vat)).toBeLessThanOrEqual(Math.abs(line.ttc));
          expect(line.vat * line.ttc).toBeGreaterThanOrEqual(0);
        }
        expect(total.ht + total.vat).toBe(total.ttc);
        expect(total.ht).toBe(sum(split.map((line) => line.ht)));
        expect(total.vat).toBe(sum(split.map((line) => line.vat)));
      }),
      { numRuns: 10_000 },
    );
  });

  it("splits each extra on its own line, as the invoice does, when each one's price is known", () => {
    // Two extras of 1 € each: 0,83 € HT apiece, 1,66 € together; as one line of 2 € it would be 1,67 €.
    const price = { spacePrice: 9000, extrasPrice: 200, rebates: [{ amount: 500 }] };
    const extras = [
      { quantity: 1, unit_price: 100 },
      { quantity: 0, unit_price: 450 },
      { quantity: 1, unit_price: 100 },
    ];
    expect(priceLines({ ...price, extras })).toEqual([9000, 100, 100, -500]);
    expect(splitLines(priceLines({ ...price, extras })).total).toEqual({ ht: 7249, vat: 1451, ttc: 8700 });
    expect(splitLines(priceLines(price)).total).toEqual({ ht: 7250, vat: 1450, ttc: 8700 });
    // Prices that do not add up to the extras' total (a price changed since) stay one line.
    expect(priceLines({ ...price, extras: [{ quantity: 3, unit_price: 100 }] })).toEqual([9000, 200, -500]);
  });

  it('shows as TTC exactly the total the pricing module charges', () => {
    const slotArb = fc
      .record({
        from: fc.integer({ min: 16, max: 45 }),
        length: fc.integer({ min: 1, max: 30 }),
        offset: fc.integer({ min: 0, max: 60 }),
      })
      .map(({ from, length, offset }) => ({
        day: addDays(TODAY, offset),
        start: from * 30,
        end: Math.min(46, from + length) * 30,
      }));
    const extraArb = fc.record({
      code: fc.constantFrom('coffee', 'screen'),
      unitPriceCents: fc.nat(10_000),
      quantity: fc.nat(6),
    });
    const couponArb = fc.oneof(
      fc.record({
        code: fc.constant('PCT'),
        kind: fc.constant('percent' as const),
        value: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({ code: fc.constant('AMT'), kind: fc.constant('amount' as const), value: fc.nat(200_000) }),
    );
    const inputArb = fc.record({
      priceHourCents: fc.integer({ min: 0, max: 30_000 }),
      occurrences: fc.array(slotArb, { minLength: 1, maxLength: 4 }),
      extras: fc.array(extraArb, { maxLength: 3 }),
      coupon: fc.option(couponArb, { nil: undefined }),
    });
    fc.assert(
      fc.property(inputArb, (input) => {
        const price = computePrice({ ...input, today: TODAY });
        const { total } = splitLines(priceLines(price));
        expect(total.ttc).toBe(price.total);
        expect(total.ht + total.vat).toBe(price.total);
      }),
      { numRuns: 1_000 },
    );
  });
});
