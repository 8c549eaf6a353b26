import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import type { Booking } from '../../../contracts/bookings';
import { profileFlags } from '../../../domain/profile-flags';
import { httpStatusOf } from '../../../lib/api-session';
import { useMe } from '../../../lib/me/get-me';
import { bookingKeys } from '../api/booking-keys';
import { useAccount } from '../api/get-account';
import { useBooking } from '../api/get-booking';
import { payBooking } from '../api/pay-booking';
import { spaceHref } from '../booking-links';
import { BookingTotals } from '../components/booking-totals';
import { HeldSlotSummary } from '../components/held-slot-summary';
import { useStartBookingExpiration } from '../expiration/booking-expiration-provider';

// The forms (react-hook-form, zod) load right after the summary: they stay out of the first load.
const FormPlaceholder = () => <div aria-busy="true" className="min-h-40" />;
const BillingDetails = dynamic(() => import('./billing-details').then((m) => m.BillingDetails), {
  ssr: false,
  loading: FormPlaceholder,
});
const PaymentForm = dynamic(() => import('./payment-form').then((m) => m.PaymentForm), {
  ssr: false,
  loading: FormPlaceholder,
});
const ConfirmFree = dynamic(() => import('./confirm-free').then((m) => m.ConfirmFree), {
  ssr: false,
  loading: FormPlaceholder,
});
// Only after paying (or on a paid booking): its calendar file builder is not needed before.
const BookingConfirmation = dynamic(
  () => import('./booking-confirmation').then((m) => m.BookingConfirmation),
  { ssr: false, loading: FormPlaceholder },
);

// After 3-D Secure the webhook confirms the booking: look again until it has.
const CONFIRMATION_POLL_MS = 2000;

export type PaymentScreenProps = {
  bookingId: string;
  /** `hold`: /booking/[id]/payment, paying a held slot; `balance`: /payment/[id], what a confirmed booking still owes. */
  mode: 'hold' | 'balance';
};

const isLive = (booking: Booking) =>
  booking.status === 'held' && booking.expires_at !== null && Date.parse(booking.expires_at) > Date.now();

/** Billing details, how to pay, then the confirmation. The API decides what is owed and whether the hold still stands. */
export function PaymentScreen({ bookingId, mode }: PaymentScreenProps) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState<{ pending: boolean } | null>(null);
  const booking = useBooking(bookingId, paid?.pending ? CONFIRMATION_POLL_MS : undefined);
  const me = useMe();
  const account = useAccount();
  const data = booking.data;
  useStartBookingExpiration(paid ? undefined : data);
  const waitingForWebhook = paid?.pending === true && data?.status !== 'confirmed';

  const heading = t(mode === 'hold' ? 'payment.heading' : 'payment.balanceHeading');
  if (booking.isPending || me.isPending || account.isPending) {
    return (
      <p aria-busy="true" className="min-h-[60vh] text-ink-500">
        {t('loading')}
      </p>
    );
  }
  if (!data || !me.data || !account.data) {
    return (
      <Problem
        heading={heading}
        message={t(httpStatusOf(booking.error) === 404 ? 'notFound' : 'loadFailed')}
      />
    );
  }
  // A completed booking was confirmed and paid; its end has passed (an old link to this page).
  if (paid || data.status === 'completed' || (data.status === 'confirmed' && data.balance <= 0)) {
    return <BookingConfirmation booking={data} justPaid={paid !== null} pending={waitingForWebhook} />;
  }
  if (data.status === 'expired' || (data.status === 'held' && !isLive(data))) {
    return (
      <Problem
        heading={heading}
        message={t('hold.expired')}
        link={{ href: spaceHref(data), label: t('hold.backToSpace') }}
      />
    );
  }
  if (data.status === 'cancelled') return <Problem heading={heading} message={t('payment.cancelled')} />;

  const flags = profileFlags(me.data, account.data);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-[1fr_minmax(0,26rem)]">
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold text-ink-900">{heading}</h1>
        <HeldSlotSummary booking={data} />
        <section
          aria-labelledby="totals-title"
          className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-brand-100"
        >
          <h2 id="totals-title" className="text-lg font-semibold text-ink-900">
            {t('totals.title')}
          </h2>
          <BookingTotals booking={data} />
        </section>
      </div>
      <div className="space-y-6">
        <BillingDetails me={me.data} account={account.data} />
        <section
          aria-labelledby="pay-title"
          className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100"
        >
          <h2 id="pay-title" className="text-lg font-semibold text-ink-900">
            {t('payment.title')}
          </h2>
          {flags.profileIncomplete && <p className="text-sm text-ink-700">{t('billing.completeFirst')}</p>}
          {data.status === 'held' && data.balance <= 0 ? (
            <ConfirmFree
              bookingId={bookingId}
              disabled={flags.profileIncomplete}
              onConfirmed={(confirmed) => {
                queryClient.setQueryData(bookingKeys.booking(bookingId), confirmed);
                setPaid({ pending: false });
              }}
              onRefused={(code) => {
                if (code === 'HOLD_EXPIRED' || code === 'BALANCE_DUE')
                  void queryClient.invalidateQueries({ queryKey: bookingKeys.booking(bookingId) });
              }}
            />
          ) : (
            <PaymentForm
              amount={data.balance}
              disabled={flags.profileIncomplete}
              pay={async (input, key) => {
                const result = await payBooking(bookingId, input, key);
                queryClient.setQueryData(bookingKeys.booking(bookingId), result.booking);
                return { status: result.payment.status, clientSecret: result.payment.client_secret };
              }}
              requireTerms
              onPaid={(pending) => setPaid({ pending })}
              onRefused={(code) => {
                // The server says the hold is over or the booking changed: show it as it now stands.
                if (code === 'HOLD_EXPIRED' || code === 'NOT_HELD' || code === 'NOTHING_TO_PAY')
                  void queryClient.invalidateQueries({ queryKey: bookingKeys.booking(bookingId) });
              }}
            />
          )}
        </section>
      </div>
    </div>
  );
}

function Problem({
  heading,
  message,
  link,
}: {
  heading: string;
  message: string;
  link?: { href: string; label: string };
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-3">
      <h1 className="text-2xl font-semibold text-ink-900">{heading}</h1>
      <p role="alert" className="text-ink-700">
        {message}
      </p>
      {link && (
        <AppLink
          href={link.href}
          className="inline-block font-medium text-brand-700 underline underline-offset-2"
        >
          {link.label}
        </AppLink>
      )}
    </div>
  );
}
