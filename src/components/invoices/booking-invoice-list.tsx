import { useTranslation } from 'next-i18next/pages';
import type { InvoiceSummary } from '../../contracts/invoices';
import { formatPrice } from '../../domain/money';
import { issuedDay, signedTotals } from '../../lib/invoices/invoice-display';
import { toLocale } from '../../lib/locale';
import { CreditsInvoice } from './credits-invoice';
import { InvoiceDownloadButton } from './invoice-download-button';

/** One booking's invoices and credit notes, each with its PDF (its event page, its back-office page). */
export function BookingInvoiceList({ invoices, label }: { invoices: InvoiceSummary[]; label: string }) {
  const { t, i18n } = useTranslation('common');
  const locale = toLocale(i18n.language);
  return (
    <ul aria-label={label} className="divide-y divide-brand-100 text-sm">
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          aria-label={`${t(`invoices.kinds.${invoice.kind}`)} ${invoice.number}`}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2"
        >
          <span className="min-w-0">
            <span className="block font-medium text-ink-900">
              {t(`invoices.kinds.${invoice.kind}`)} <span className="font-mono">{invoice.number}</span>
            </span>
            <span className="block text-ink-500">
              {issuedDay(invoice, locale)}
              {invoice.credits_number && (
                <>
                  {' · '}
                  <CreditsInvoice number={invoice.credits_number} />
                </>
              )}
            </span>
          </span>
          <span className="flex items-center gap-3">
            <span className="font-medium whitespace-nowrap tabular-nums text-ink-900">
              {t('vat.priceTtc', { price: formatPrice(signedTotals(invoice).ttc, locale) })}
            </span>
            <InvoiceDownloadButton invoice={invoice} />
          </span>
        </li>
      ))}
    </ul>
  );
}
