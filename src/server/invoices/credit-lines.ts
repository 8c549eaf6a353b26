import { splitTtc, sumSplits, type VatSplit } from '../../domain/vat';
import type { InvoiceLine } from './document';

/**
 * The invoice a refund gives back: its lines as issued, and what the credit notes issued on it
 * before this refund's gave back (zero for the first).
 */
export type CreditedInvoice = { id: string; lines: readonly InvoiceLine[]; credited: VatSplit };

const minus = (a: VatSplit, b: VatSplit): VatSplit => ({
  ht: a.ht - b.ht,
  vat: a.vat - b.vat,
  ttc: a.ttc - b.ttc,
});

/**
 * The HT and VAT of a credit note's lines, which give back `amount` cents of `invoice`
 * (docs/business-rules.md §8), or null when they mirror the invoice's lines. The invoice's VAT is
 * summed over lines each rounded on its own, so it can differ by a cent or more from the VAT of
 * its TTC split at once: its credit notes must give back what it charged, not what a new split
 * of the same amount would say.
 *
 * - The first refund of the whole invoice mirrors its lines (null), to the cent.
 * - A refund that completes earlier ones gives back the rest of the invoice's HT and VAT exactly.
 * - Any other refund is split at the rate like any line, but never beyond the invoice's HT or VAT
 *   still to give back (its VAT could otherwise come out a cent above what the invoice charged).
 */
export function creditedSplit(invoice: Omit<CreditedInvoice, 'id'>, amount: number): VatSplit | null {
  const left = minus(sumSplits(invoice.lines), invoice.credited);
  // More than the invoice still holds (never planned, see lifecycle/ledger.ts): split as it is.
  if (amount > left.ttc) return splitTtc(amount);
  if (amount === left.ttc) return invoice.credited.ttc === 0 ? null : left;
  const split = splitTtc(amount);
  // Both cannot exceed: together they make `amount`, less than what is left.
  if (split.ht > left.ht) return { ht: left.ht, vat: amount - left.ht, ttc: amount };
  if (split.vat > left.vat) return { ht: amount - left.vat, vat: left.vat, ttc: amount };
  return split;
}
