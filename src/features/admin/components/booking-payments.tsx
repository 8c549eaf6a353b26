import { useTranslation } from 'next-i18next/pages';
import type { AdminBookingDetail } from '../../../contracts/admin';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { formatInstant } from '../utils/format';
import { AdminSection } from './admin-section';

type Payment = AdminBookingDetail['payments'][number];

/** The booking's charges, then its refunds (each with the charge it gives back). */
export function BookingPayments({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation('admin');
  const charges = payments.filter((payment) => payment.kind === 'charge');
  const refunds = payments.filter((payment) => payment.kind === 'refund');
  return (
    <>
      <AdminSection title={t('booking.payments')}>
        <PaymentList payments={charges} empty={t('booking.noPayments')} label={t('booking.payments')} />
      </AdminSection>
      <AdminSection title={t('booking.refunds')}>
        <PaymentList payments={refunds} empty={t('booking.noRefunds')} label={t('booking.refunds')} />
      </AdminSection>
    </>
  );
}

function PaymentList({ payments, empty, label }: { payments: Payment[]; empty: string; label: string }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  if (payments.length === 0) return <p className="text-sm text-ink-700">{empty}</p>;
  return (
    <ul aria-label={label} className="divide-y divide-brand-100 text-sm">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span>
            <span className="font-medium text-ink-900">{formatPrice(payment.amount, locale)}</span>
            <span className="ml-2 text-ink-700">
              {t(`booking.paymentStatuses.${payment.status}`, { defaultValue: payment.status })} ·{' '}
              {t(`booking.providers.${payment.provider}`, { defaultValue: payment.provider })}
            </span>
          </span>
          <time dateTime={payment.created_at} className="text-ink-500">
            {formatInstant(payment.created_at, locale)}
          </time>
        </li>
      ))}
    </ul>
  );
}
