import { useTranslation } from 'next-i18next/pages';
import type { InvoiceList } from '../../../contracts/invoices';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { AccountCard } from './account-section';

type Amounts = InvoiceList['totals']['net'];

/** What the documents add up to: invoiced, credited (below zero, given back) and the net, each TTC with its HT and VAT. */
export function InvoiceTotals({ totals }: { totals: InvoiceList['totals'] }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const locale = toLocale(i18n.language);
  const money = (cents: number) => formatPrice(cents, locale);
  const credited: Amounts = { ht: -totals.credited.ht, vat: -totals.credited.vat, ttc: -totals.credited.ttc };
  const rows = [
    ['invoiced', totals.invoiced],
    ['credited', credited],
    ['net', totals.net],
  ] as const;
  return (
    <AccountCard>
      <h2 className="mb-2 text-lg font-semibold text-ink-900">{t('invoices.totals.title')}</h2>
      <dl className="divide-y divide-brand-100 text-sm">
        {rows.map(([key, amounts]) => (
          <div
            key={key}
            className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 ${key === 'net' ? 'font-semibold text-ink-900' : 'text-ink-700'}`}
          >
            <dt>{t(`invoices.totals.${key}`)}</dt>
            <dd className="ml-auto text-right tabular-nums">
              <span className="block">{t('common:vat.priceTtc', { price: money(amounts.ttc) })}</span>
              <span className="block text-xs font-normal text-ink-500">
                {t('invoices.split', { ht: money(amounts.ht), vat: money(amounts.vat) })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </AccountCard>
  );
}
