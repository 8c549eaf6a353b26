import { describe, expect, it } from 'vitest';
import { splitTtc, sumSplits, VAT_RATE_PERCENT } from '../../domain/vat';
import { creditedSplit } from './credit-lines';
import type { InvoiceLine } from './document';

const extra = (ttc: number): InvoiceLine => ({
  kind: 'extra',
  label: 'Écran',
  quantity: 1,
  unit: 'unit',
  unitTtc: ttc,
  ...splitTtc(ttc),
  vatRatePercent: VAT_RATE_PERCENT,
});
// Two lines of 10,05 €: 8,38 € HT each (8,375 rounded up), so 16,76 € HT and 3,34 € VAT in all,
// where 20,10 € split at once would be 16,75 € HT and 3,35 € VAT.
const lines = [extra(1005), extra(1005)];
const nothing = { ht: 0, vat: 0, ttc: 0 };

describe('creditedSplit', () => {
  it('repeats the invoice’s lines when the first refund gives all of it back', () => {
    expect(sumSplits(lines)).toEqual({ ht: 1676, vat: 334, ttc: 2010 });
    expect(splitTtc(2010)).toEqual({ ht: 1675, vat: 335, ttc: 2010 });
    expect(creditedSplit({ lines, credited: nothing }, 2010)).toBeNull();
  });

  it('gives back no more VAT than the invoice charged, when a one-line split would', () => {
    expect(splitTtc(2009)).toEqual({ ht: 1674, vat: 335, ttc: 2009 });
    expect(creditedSplit({ lines, credited: nothing }, 2009)).toEqual({ ht: 1675, vat: 334, ttc: 2009 });
  });

  it('splits a smaller refund at the rate, and gives back the rest of the HT and VAT with the last one', () => {
    const first = creditedSplit({ lines, credited: nothing }, 1000);
    expect(first).toEqual(splitTtc(1000));
    expect(first).toEqual({ ht: 833, vat: 167, ttc: 1000 });

    const last = creditedSplit({ lines, credited: { ht: 833, vat: 167, ttc: 1000 } }, 1010);
    expect(last).toEqual({ ht: 843, vat: 167, ttc: 1010 });
    expect(splitTtc(1010)).toEqual({ ht: 842, vat: 168, ttc: 1010 });
  });
});
