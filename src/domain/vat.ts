// VAT of catalogue prices, which are TTC (VAT included), as docs/business-rules.md §4 says: per
// line, in integer cents, HT rounded half up (half away from zero for a negative line, a rebate or
// a refund), the VAT the rest of the line, so that HT + VAT = TTC on every line; totals are sums of
// lines. The UI, the invoices and the Factur-X XML all read these same numbers.

import { splitTtc, VAT_RATE_PERCENT, type VatSplit } from './vat-split';

export { splitTtc, VAT_RATE_PERCENT, type VatSplit };

/** The sum of lines already split: what an invoice's totals are. */
export function sumSplits(splits: readonly VatSplit[]): VatSplit {
  return splits.reduce(
    (sum, line) => ({ ht: sum.ht + line.ht, vat: sum.vat + line.vat, ttc: sum.ttc + line.ttc }),
    { ht: 0, vat: 0, ttc: 0 },
  );
}

/** Lines of TTC amounts split one by one, and their totals. */
export function splitLines(
  ttcs: readonly number[],
  ratePercent: number = VAT_RATE_PERCENT,
): { lines: VatSplit[]; total: VatSplit } {
  const lines = ttcs.map((ttc) => splitTtc(ttc, ratePercent));
  return { lines, total: sumSplits(lines) };
}

/**
 * A price as the pricing module and the API give it: space and extras TTC, rebates as positive
 * amounts; with `extras`, what each extra costs (quantity × unit price TTC), when it is known.
 */
export type PricedLines = {
  spacePrice: number;
  extrasPrice: number;
  rebates: readonly { amount: number }[];
  extras?: readonly { quantity: number; unit_price: number }[];
};

/**
 * The TTC lines whose VAT a price shows, as its invoice has them: the space, each extra (or all
 * extras as one line, when each one's price is not known), each rebate as a negative line. VAT is
 * per line, so a breakdown with the extras as one line could differ by a cent from the invoice.
 * They add up to the price's total, so the breakdown's TTC is what is charged.
 */
export function priceLines({ spacePrice, extrasPrice, rebates, extras }: PricedLines): number[] {
  const each = (extras ?? [])
    .filter((extra) => extra.quantity > 0)
    .map((extra) => extra.quantity * extra.unit_price);
  const itemized = extras !== undefined && each.reduce((sum, line) => sum + line, 0) === extrasPrice;
  return [spacePrice, ...(itemized ? each : [extrasPrice]), ...rebates.map((rebate) => -rebate.amount)];
}
