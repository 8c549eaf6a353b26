import { useTranslation } from 'next-i18next/pages';
import { formatPrice } from '../domain/money';
import { splitLines, VAT_RATE_PERCENT } from '../domain/vat';
import { toLocale } from '../lib/locale';

/** Which total, its label and its amount in cents. */
type Row = [key: string, label: string, amount: number];

export type VatBreakdownProps = {
  /** TTC cents of each line of the price (rebates negative): VAT is split per line, as on the invoice. */
  lines: readonly number[];
  /** docs/business-rules.md §4: a business account reads HT first; everyone else TTC, as catalogue prices are. */
  business: boolean;
};

/**
 * The closing rows of a price's `<dl>`: Total TTC, then its HT and VAT; for a business account
 * Total HT, VAT, then Total TTC. The first row is the one that counts for the reader, emphasised.
 */
export function VatBreakdown({ lines, business }: VatBreakdownProps) {
  const { t, i18n } = useTranslation('common');
  const locale = toLocale(i18n.language);
  const { total } = splitLines(lines);
  const ht: Row = ['ht', t('vat.totalHt'), total.ht];
  const vat: Row = ['vat', t('vat.vat', { rate: VAT_RATE_PERCENT }), total.vat];
  const ttc: Row = ['ttc', t('vat.totalTtc'), total.ttc];
  return (business ? [ht, vat, ttc] : [ttc, ht, vat]).map(([key, label, amount], index) => (
    <div
      key={key}
      className={`flex justify-between gap-4 ${index === 0 ? 'border-t border-brand-100 pt-2 text-base font-semibold text-ink-900' : 'text-xs text-ink-700'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatPrice(amount, locale)}</dd>
    </div>
  ));
}
