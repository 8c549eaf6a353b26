import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '../../../components/ui/app-link';
import { formatClock, parseClock } from '../../../domain/clock';
import { formatPrice } from '../../../domain/money';
import { formatLongDay } from '../../../domain/paris-time';
import { httpStatusOf } from '../../../lib/api-session';
import { toLocale } from '../../../lib/locale';
import { bookingKeys } from '../api/booking-keys';
import { payOverstay, useOverstay } from '../api/get-overstay';

// The payment form (react-hook-form, zod) loads right after the overstay's summary.
const PaymentForm = dynamic(() => import('./payment-form').then((m) => m.PaymentForm), {
  ssr: false,
  loading: () => <div aria-busy="true" className="min-h-40" />,
});

/** /overstays/[id]: the time used past the end of a booking, its price, and its payment. */
export function OverstayScreen({ overstayId }: { overstayId: string }) {
  const { t, i18n } = useTranslation('booking');
  const locale = toLocale(i18n.language);
  const queryClient = useQueryClient();
  const overstay = useOverstay(overstayId);
  const heading = <h1 className="text-2xl font-semibold text-ink-900">{t('overstay.heading')}</h1>;

  if (overstay.isPending) {
    return (
      <p aria-busy="true" className="min-h-[60vh] text-ink-500">
        {t('loading')}
      </p>
    );
  }
  if (!overstay.data) {
    return (
      <div className="mx-auto max-w-2xl space-y-3">
        {heading}
        <p role="alert" className="text-ink-700">
          {t(httpStatusOf(overstay.error) === 404 ? 'notFound' : 'loadFailed')}
        </p>
      </div>
    );
  }
  const data = overstay.data;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      {heading}
      <section
        aria-labelledby="overstay-space"
        className="space-y-2 rounded-2xl bg-white p-5 ring-1 ring-brand-100"
      >
        <h2 id="overstay-space" className="text-lg font-semibold text-ink-900">
          <AppLink href={`/${data.space.zone}/${data.space.slug}`} className="hover:underline">
            {data.space.title}
          </AppLink>
        </h2>
        <p className="text-ink-700">
          {t('overstay.summary', {
            minutes: data.minutes,
            end: formatClock(parseClock(data.end) ?? 0, locale),
            day: formatLongDay(data.day, locale),
          })}
        </p>
        <p className="text-sm text-ink-700">
          {t('overstay.rate', { price: formatPrice(data.price_hour, locale) })}
        </p>
        <dl className="flex justify-between border-t border-brand-100 pt-2 text-base font-semibold text-ink-900">
          <dt>{t('overstay.amount')}</dt>
          <dd>{formatPrice(data.amount, locale)}</dd>
        </dl>
      </section>
      {data.status === 'paid' ? (
        <p role="status" className="rounded-2xl bg-sage-100 p-4 font-medium text-ink-900">
          {t('overstay.paid')}
        </p>
      ) : (
        <section
          aria-labelledby="pay-title"
          className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100"
        >
          <h2 id="pay-title" className="text-lg font-semibold text-ink-900">
            {t('payment.title')}
          </h2>
          <PaymentForm
            amount={data.amount}
            disabled={false}
            pay={async (input) => {
              const paid = await payOverstay(overstayId, input);
              queryClient.setQueryData(bookingKeys.overstay(overstayId), paid);
              return { status: 'succeeded' };
            }}
            onPaid={() => undefined}
          />
        </section>
      )}
    </div>
  );
}
