// One line's VAT (see vat.ts, which re-exports it): a module of its own, so that a page that only
// shows a price HT (the space page's availability grid) does not bundle the invoices' arithmetic.

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
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100)
    throw new RangeError('A VAT rate is a whole percent');
  const ht = divideRounded(ttc * 100, 100 + ratePercent);
  return { ht, vat: ttc - ht, ttc };
}
