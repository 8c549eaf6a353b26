import { useTranslation } from 'next-i18next/pages';
import { VatBreakdown } from '../../../components/vat-breakdown';
import type { PriceBreakdown } from '../../../domain/pricing';
import { formatPrice } from '../../../domain/money';
import { priceLines } from '../../../domain/vat';
import { toLocale } from '../../../lib/locale';

// Rebate codes of src/domain/pricing.ts and how the panel names them.
const REBATE_KEYS: Record<string, string> = {
  'promotion.early_booking': 'price.rebates.earlyBooking',
  'promotion.day_rate': 'price.rebates.dayRate',
};

export type PriceDetailsProps = {
  price: PriceBreakdown;
  priceHour: number;
  hours: number;
  /** Desks of a desk space, each at `priceHour`; absent for a room. */
  desks?: number;
  /** A business account reads the total HT first. */
  business: boolean;
};

/** What the slot costs: hours × hourly price, each rebate on its own line, and the total with its HT and VAT. */
export function PriceDetails({ price, priceHour, hours, desks, business }: PriceDetailsProps) {
  const { t, i18n } = useTranslation('spaces');
  const locale = toLocale(i18n.language);
  const number = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 });
  return (
    <dl className="space-y-1.5 text-sm">
      <div className="flex justify-between gap-4 text-ink-700">
        <dt>
          {desks === undefined
            ? t('price.hours', { hours: number.format(hours), price: formatPrice(priceHour, locale) })
            : t('price.deskHours', {
                hours: number.format(hours),
                count: desks,
                price: formatPrice(priceHour, locale),
              })}
        </dt>
        <dd>{formatPrice(price.spacePrice, locale)}</dd>
      </div>
      {price.rebates.map((rebate) => (
        <div key={rebate.code} className="flex justify-between gap-4">
          <dt className="text-ink-700">{t(REBATE_KEYS[rebate.code] ?? 'price.rebates.other')}</dt>
          <dd className="font-medium text-ink-900">−{formatPrice(rebate.amount, locale)}</dd>
        </div>
      ))}
      <VatBreakdown lines={priceLines(price)} business={business} />
    </dl>
  );
}
