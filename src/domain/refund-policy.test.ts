import { describe, expect, it } from 'vitest';
import { quoteRefund, refundRule } from './refund-policy';

const start = new Date('2027-03-10T09:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('refund policy', () => {
  it('gives everything back 48 hours or more before the start', () => {
    expect(
      quoteRefund({ paid: 5400, total: 5400, extras: 1200, startsAt: start, now: hoursBefore(48) }),
    ).toEqual({ rule: 'full', refund: 5400 });
  });

  it('keeps half the space price, and none of the extras, between 48 and 24 hours before', () => {
    // Space 42.00 €, extras 12.00 €: the product keeps 21.00 €.
    expect(
      quoteRefund({ paid: 5400, total: 5400, extras: 1200, startsAt: start, now: hoursBefore(47.5) }),
    ).toEqual({ rule: 'partial', refund: 3300 });
    expect(refundRule(start, hoursBefore(24))).toBe('partial');
  });

  it('rounds the part kept half up, to the cent', () => {
    // Half of 13.51 € is 6.755 €: 6.76 € kept.
    expect(
      quoteRefund({ paid: 1351, total: 1351, extras: 0, startsAt: start, now: hoursBefore(30) }).refund,
    ).toBe(675);
  });

  it('gives nothing back less than 24 hours before, or once started', () => {
    expect(
      quoteRefund({ paid: 5400, total: 5400, extras: 1200, startsAt: start, now: hoursBefore(23.99) }),
    ).toEqual({ rule: 'none', refund: 0 });
    expect(
      quoteRefund({ paid: 5400, total: 5400, extras: 0, startsAt: start, now: hoursBefore(-1) }).refund,
    ).toBe(0);
  });

  it('never gives back more than was paid', () => {
    expect(
      quoteRefund({ paid: 0, total: 5400, extras: 0, startsAt: start, now: hoursBefore(100) }).refund,
    ).toBe(0);
    expect(
      quoteRefund({ paid: 1000, total: 5400, extras: 0, startsAt: start, now: hoursBefore(30) }).refund,
    ).toBe(0);
  });
});
