import type { TFunction } from 'i18next';
import { useTranslation } from 'next-i18next/pages';
import { CreditsInvoice } from '../../../components/invoices/credits-invoice';
import { InvoiceDownloadButton } from '../../../components/invoices/invoice-download-button';
import type { InvoiceSummary } from '../../../contracts/invoices';
import { formatPrice, type Locale } from '../../../domain/money';
import { issuedDay, signedTotals } from '../../../lib/invoices/invoice-display';
import { toLocale } from '../../../lib/locale';

type RowProps = { invoice: InvoiceSummary; t: TFunction; locale: Locale };

/**
 * The documents as a table where its box has the room for eight columns, else (on a phone, and
 * beside the sidebar on a tablet) as cards: the page never scrolls sideways. A credit note's
 * amounts are negative, as it gives money back.
 */
export function InvoiceTable({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const locale = toLocale(i18n.language);
  const columns = ['number', 'date', 'space', 'kind', 'ht', 'vat', 'ttc', 'file'] as const;
  const numeric = new Set<string>(['ht', 'vat', 'ttc']);
  return (
    <div className="@container">
      {/* Scrolls inside its box rather than the page's, should a text be longer than foreseen. */}
      <div className="relative hidden overflow-x-auto @2xl:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('invoices.listLabel')}</caption>
          <thead>
            <tr className="border-b border-brand-100 text-xs text-ink-500">
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-1.5 pb-2 font-medium ${numeric.has(column) ? 'text-right' : 'text-left'}`}
                >
                  {column === 'file' ? (
                    <span className="sr-only">{t(`invoices.columns.${column}`)}</span>
                  ) : (
                    t(`invoices.columns.${column}`)
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-brand-100">
            {invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} t={t} locale={locale} />
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t('invoices.listLabel')} className="divide-y divide-brand-100 @2xl:hidden">
        {invoices.map((invoice) => (
          <InvoiceCard key={invoice.id} invoice={invoice} t={t} locale={locale} />
        ))}
      </ul>
    </div>
  );
}

function InvoiceRow({ invoice, t, locale }: RowProps) {
  const amounts = signedTotals(invoice);
  const money = (cents: number) => formatPrice(cents, locale);
  return (
    <tr className="align-top">
      <th scope="row" className="px-1.5 py-3 text-left font-normal">
        <span className="block font-mono whitespace-nowrap text-ink-900">{invoice.number}</span>
        {invoice.credits_number && (
          <span className="block text-xs text-ink-500">
            <CreditsInvoice number={invoice.credits_number} />
          </span>
        )}
      </th>
      <td className="px-1.5 py-3 whitespace-nowrap text-ink-700">{issuedDay(invoice, locale)}</td>
      <td className="px-1.5 py-3 break-words text-ink-900">{invoice.space_title}</td>
      <td className="px-1.5 py-3 text-ink-700">{t(`common:invoices.kinds.${invoice.kind}`)}</td>
      <td className="px-1.5 py-3 text-right whitespace-nowrap tabular-nums text-ink-700">
        {money(amounts.ht)}
      </td>
      <td className="px-1.5 py-3 text-right whitespace-nowrap tabular-nums text-ink-700">
        {money(amounts.vat)}
      </td>
      <td className="px-1.5 py-3 text-right font-medium whitespace-nowrap tabular-nums text-ink-900">
        {money(amounts.ttc)}
      </td>
      <td className="py-2 pl-1.5 text-right">
        <InvoiceDownloadButton invoice={invoice} short />
      </td>
    </tr>
  );
}

function InvoiceCard({ invoice, t, locale }: RowProps) {
  const amounts = signedTotals(invoice);
  const money = (cents: number) => formatPrice(cents, locale);
  const kind = t(`common:invoices.kinds.${invoice.kind}`);
  return (
    <li aria-label={`${kind} ${invoice.number}`} className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium text-ink-900">
          {kind} <span className="font-mono break-all">{invoice.number}</span>
        </p>
        <p className="font-semibold whitespace-nowrap tabular-nums text-ink-900">
          {t('common:vat.priceTtc', { price: money(amounts.ttc) })}
        </p>
      </div>
      <p className="text-sm break-words text-ink-700">
        {issuedDay(invoice, locale)} · {invoice.space_title}
      </p>
      {invoice.credits_number && (
        <p className="text-xs text-ink-500">
          <CreditsInvoice number={invoice.credits_number} />
        </p>
      )}
      <p className="text-xs text-ink-500">
        {t('invoices.split', { ht: money(amounts.ht), vat: money(amounts.vat) })}
      </p>
      <InvoiceDownloadButton invoice={invoice} fullWidth />
    </li>
  );
}
