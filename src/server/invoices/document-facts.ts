import type { TFunction } from 'i18next';
import { formatDay } from '../../domain/day-format';
import { formatPrice, type Locale } from '../../domain/money';
import { parisDay } from '../../domain/paris-time';
import type { InvoiceDocument, InvoiceLine } from './document';

// What the PDF and the Factur-X XML of a document both state, worked out once for both.

/** The recovery fee owed by a business paying late (Code de commerce, D. 441-5), in cents. */
const RECOVERY_FEE = 4000;

/** An instant's Paris calendar day, as the UI writes dates. */
export const documentDay = (instant: string, locale: Locale) =>
  formatDay(parisDay(new Date(instant)), locale);

/** The lines' HT and VAT by rate, highest rate first: sums of the lines (docs/business-rules.md §4). */
export function vatByRate(lines: readonly InvoiceLine[]): { rate: number; ht: number; vat: number }[] {
  const rates = [...new Set(lines.map((line) => line.vatRatePercent))].sort((a, b) => b - a);
  return rates.map((rate) => {
    const ofRate = lines.filter((line) => line.vatRatePercent === rate);
    return {
      rate,
      ht: ofRate.reduce((sum, line) => sum + line.ht, 0),
      vat: ofRate.reduce((sum, line) => sum + line.vat, 0),
    };
  });
}

/**
 * The mentions French law asks of an invoice beyond its figures: the nature of the operation and,
 * for a business buyer, the payment terms of Code de commerce L. 441-9 (no discount, the late
 * payment penalties and the recovery fee).
 */
export function legalMentions(document: InvoiceDocument, t: TFunction): string[] {
  const mentions = [t('pdf.legal.operation')];
  if (document.buyer.business)
    mentions.push(
      t('pdf.legal.discount'),
      t('pdf.legal.penalties', { fee: formatPrice(RECOVERY_FEE, document.locale) }),
    );
  return mentions;
}
