// VAT of catalogue prices, which are TTC (VAT included), as BUSINESS-RULES §4 says: per line,
// in integer cents, HT rounded half up (half away from zero for a negative line, a rebate or a
// refund), the VAT the rest of the line, so that HT + VAT = TTC on every line; totals are sums of
// lines. The UI, the invoices and the Factur-X XML all read these same numbers.

/** France's standard rate, the one every line of the product carries. */
export const VAT_RATE_PERCENT = 20;

export type VatSplit = { ht: number; vat: number; ttc: number };

/** a / b rounded half away from zero, in integers (a, b ≥ 0 after the sign is taken out). */
function divideRounded(a: number, b: number): number {
  const sign = a < 0 ? -1 : 1;
  const abs = Math.abs(a);
  const quotient = Math.floor(abs / b);
  const rest = abs - quotient * b;
  return sign * (rest * 2 >= b ? quotient + 1 : quotient);
}

/** One line's TTC split into HT and VAT: 1350 at 20 % → 1125 + 225. */
export function splitTtc(ttc: number, ratePercent: number = VAT_RATE_PERCENT): VatSplit {
  if (!Number.isSafeInteger(ttc)) throw new RangeError('An amount is an integer number of cents');
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) throw new RangeError('A VAT rate is a whole percent');
  const ht = divideRounded(ttc * 100, 100 + ratePercent);
  return { ht, vat: ttc - ht, ttc };
}

/** The sum of lines already split: what an invoice's totals are. */
export function sumSplits(splits: readonly VatSplit[]): VatSplit {
  return splits.reduce((sum, line) => ({ ht: sum.ht + line.ht, vat: sum.vat + line.vat, ttc: sum.ttc + line.ttc }), { ht: 0, vat: 0, ttc: 0 });
}

/** Lines of TTC amounts split one by one, and their totals. */
export function splitLines(ttcs: readonly number[], ratePercent: number = VAT_RATE_PERCENT): { lines: VatSplit[]; total: VatSplit } {
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
  const each = (extras ?? []).filter((extra) => extra.quantity > 0).map((extra) => extra.quantity * extra.unit_price);
  const itemized = extras !== undefined && each.reduce((sum, line) => sum + line, 0) === extrasPrice;
  return [spacePrice, ...(itemized ? each : [extrasPrice]), ...rebates.map((rebate) => -rebate.amount)];
}
