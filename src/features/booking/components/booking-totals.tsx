import { useTranslation } from 'next-i18next/pages';
import type { Booking } from '../../../contracts/bookings';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';

const REBATE_KEYS: Record<string, string> = {
  'promotion.early_booking': 'totals.rebates.earlyBooking',
  'promotion.day_rate': 'totals.rebates.dayRate',
};

/** The prices the API computed for the booking: space, extras, each rebate, and the total. */
export function BookingTotals({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('booking');
  const locale = toLocale(i18n.language);
  const line = (label: string, amount: string, key: string) => (
    <div key={key} className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
  return (
    <dl className="space-y-1.5 text-sm text-ink-700">
      {line(t('totals.space'), formatPrice(booking.space_price, locale), 'space')}
      {line(t('totals.extras'), formatPrice(booking.extras_price, locale), 'extras')}
      {booking.rebates.map((rebate) => line(t(REBATE_KEYS[rebate.code] ?? 'totals.rebates.other'), `−${formatPrice(rebate.amount, locale)}`, rebate.code))}
      <div className="flex justify-between gap-4 border-t border-brand-100 pt-2 text-base font-semibold text-ink-900">
        <dt>{t('totals.total')}</dt>
        <dd>{formatPrice(booking.total_price, locale)}</dd>
      </div>
    </dl>
  );
}
