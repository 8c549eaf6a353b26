import type { InvoiceSummary } from '../../contracts/invoices';
import { formatCalendarDay } from '../../domain/calendar-format';
import type { Locale } from '../../domain/money';
import { parisDay } from '../../domain/paris-time';

/** A credit note gives money back: its amounts (positive in the API) shown below zero. */
export function signedTotals(invoice: Pick<InvoiceSummary, 'kind' | 'totals'>): InvoiceSummary['totals'] {
  const sign = invoice.kind === 'credit_note' ? -1 : 1;
  return { ht: sign * invoice.totals.ht, vat: sign * invoice.totals.vat, ttc: sign * invoice.totals.ttc };
}

/** The day a document was issued, on the Paris calendar as French law dates it: fr "20 nov. 2026", en "20 Nov 2026". */
export const issuedDay = (invoice: Pick<InvoiceSummary, 'issued_at'>, locale: Locale): string =>
  formatCalendarDay(parisDay(new Date(invoice.issued_at)), locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
