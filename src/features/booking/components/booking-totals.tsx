import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { VatBreakdown } from '../../../components/vat-breakdown';
import type { Booking } from '../../../contracts/bookings';
import { formatPrice } from '../../../domain/money';
import { isBusinessAccount } from '../../../domain/profile-flags';
import { priceLines } from '../../../domain/vat';
import { useAccount } from '../../../lib/account/get-account';
import { toLocale } from '../../../lib/locale';

const REBATE_KEYS: Record<string, string> = {
  'promotion.early_booking': 'totals.rebates.earlyBooking',
  'promotion.day_rate': 'totals.rebates.dayRate',
  'offer.recurring_1': 'totals.rebates.recurring',
  'offer.recurring_2': 'totals.rebates.recurring',
};

/**
 * The prices the API computed for the booking: space, extras, each rebate by its name (the code
 * the customer typed beside a promotion code's, never the product's own codes), the
 * total with its HT and VAT (HT first for a business account) and, once something was paid, what
 * is left to pay. Announced when it changes.
 */
export function BookingTotals({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('booking');
  const locale = toLocale(i18n.language);
  const business = isBusinessAccount(useAccount().data);
  const couponCode = booking.coupon_code?.toUpperCase();
  const rebateLabel = (code: string) =>
    REBATE_KEYS[code] ??
    (code.toUpperCase() === couponCode ? 'totals.rebates.coupon' : 'totals.rebates.other');
  return (
    <dl aria-live="polite" className="space-y-1.5 text-sm text-ink-700">
      <Line label={t('totals.space')} amount={formatPrice(booking.space_price, locale)} />
      <Line label={t('totals.extras')} amount={formatPrice(booking.extras_price, locale)} />
      {booking.rebates.map((rebate) => (
        <Line
          key={rebate.code}
          label={
            <>
              {t(rebateLabel(rebate.code))}
              {rebate.code.toUpperCase() === couponCode && (
                <>
                  {' '}
                  <code className="rounded bg-sage-100 px-1 text-xs text-ink-900">{rebate.code}</code>
                </>
              )}
            </>
          }
          amount={`−${formatPrice(rebate.amount, locale)}`}
        />
      ))}
      <VatBreakdown
        lines={priceLines({
          spacePrice: booking.space_price,
          extrasPrice: booking.extras_price,
          rebates: booking.rebates,
          extras: booking.extras,
        })}
        business={business}
      />
      {booking.paid > 0 && (
        <>
          <Line label={t('totals.paid')} amount={formatPrice(booking.paid, locale)} />
          <Line label={t('totals.balance')} amount={formatPrice(booking.balance, locale)} />
        </>
      )}
    </dl>
  );
}

function Line({ label, amount }: { label: ReactNode; amount: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="tabular-nums">{amount}</dd>
    </div>
  );
}
