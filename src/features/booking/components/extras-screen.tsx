import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { buttonClassName } from '../../../components/ui/button';
import { spaceHref } from '../booking-links';
import { useStartBookingExpiration } from '../expiration/booking-expiration-provider';
import { useBookingExtras } from '../hooks/use-booking-extras';
import { useHoldCountdown } from '../hooks/use-hold-countdown';
import { BookingTotals } from './booking-totals';
import { inputClassName } from '../../../components/ui/field';
import { ExtrasList } from './extras-list';
import { HeldSlotSummary } from './held-slot-summary';
import { HoldCountdown } from './hold-countdown';

// The coupon form (react-hook-form, zod) loads right after the rest of the screen.
const CouponForm = dynamic(() => import('./coupon-form').then((m) => m.CouponForm), {
  ssr: false,
  loading: () => <div aria-busy="true" className="min-h-20" />,
});

export type ExtrasScreenProps = {
  bookingId: string;
  /** `hold`: /booking/[id]/extras before paying; `event`: /events/extras/[id], extras added to a confirmed booking. */
  mode?: 'hold' | 'event';
};

/** The booked slot, the extras and the way to payment; for a hold also its countdown and a coupon. */
export function ExtrasScreen({ bookingId, mode = 'hold' }: ExtrasScreenProps) {
  const { t } = useTranslation('booking');
  const router = useRouter();
  const state = useBookingExtras(bookingId);
  const booking = state.status === 'ready' ? state.booking : undefined;
  const remaining = useHoldCountdown(booking?.expires_at ?? null);
  useStartBookingExpiration(booking);
  // Back from the payment's confirmation: the hold is a booking now, whose page is the event's.
  const paidEvent =
    mode === 'hold' && (booking?.status === 'confirmed' || booking?.status === 'completed')
      ? booking.occurrences[0]?.event_id
      : undefined;
  useEffect(() => {
    if (paidEvent) void router.replace(`/events/${paidEvent}`);
  }, [paidEvent, router]);

  if (paidEvent) {
    return (
      <p role="status" aria-busy="true" className="min-h-[60vh] text-ink-700">
        {t('alreadyPaid')}
      </p>
    );
  }

  if (state.status === 'loading') {
    return (
      <p aria-busy="true" className="min-h-[60vh] text-ink-500">
        {t('loading')}
      </p>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold text-ink-900">
          {t(mode === 'hold' ? 'extras.heading' : 'eventExtras.heading')}
        </h1>
        <p role="alert" className="text-ink-700">
          {t(state.status === 'not-found' ? 'notFound' : 'loadFailed')}
        </p>
      </div>
    );
  }

  const ready = state;
  const event = mode === 'event';
  const expired = event
    ? ready.booking.status !== 'confirmed'
    : ready.booking.status !== 'held' || ready.holdExpired || remaining === 0;
  const payment = event ? `/payment/${ready.booking.id}` : `/booking/${ready.booking.id}/payment`;
  const canContinue = !expired && (!event || ready.booking.balance > 0);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">
        {t(event ? 'eventExtras.heading' : 'extras.heading')}
      </h1>

      <HeldSlotSummary booking={ready.booking} />

      {!event && (
        <HoldCountdown remainingMs={remaining ?? 0} expired={expired} spaceHref={spaceHref(ready.booking)} />
      )}

      <section aria-labelledby="extras-title" className="space-y-3">
        <h2 id="extras-title" className="text-lg font-semibold text-ink-900">
          {t('extras.title')}
        </h2>
        <p className="text-sm text-ink-700">{t('extras.lead')}</p>
        {!event && (
          <div className="space-y-1.5">
            <label htmlFor="booking-attendees" className="block text-sm font-medium text-ink-700">
              {t('extras.attendees')}
            </label>
            <select
              id="booking-attendees"
              value={ready.attendees}
              disabled={expired}
              onChange={(change) => ready.setAttendees(Number(change.target.value))}
              className={`${inputClassName} max-w-48`}
            >
              {Array.from({ length: ready.booking.space.capacity }, (_, i) => i + 1).map((count) => (
                <option key={count} value={count}>
                  {t('extras.attendeeCount', { count })}
                </option>
              ))}
            </select>
          </div>
        )}
        <ExtrasList
          offers={ready.offers}
          quantities={ready.quantities}
          onChange={ready.setQuantity}
          disabled={expired}
          attendees={event ? ready.booking.attendees : ready.attendees}
        />
        <p aria-live="polite" className="min-h-5 text-sm text-ink-700">
          {ready.save === 'saving' && t('extras.saving')}
          {ready.save === 'saved' && t('extras.saved')}
          {ready.save === 'failed' && !expired && (
            <span className="text-red-700">{t('extras.saveFailed')}</span>
          )}
        </p>
      </section>

      {!event && (
        <section aria-labelledby="coupon-title" className="space-y-3">
          <h2 id="coupon-title" className="text-lg font-semibold text-ink-900">
            {t('coupon.title')}
          </h2>
          <CouponForm applied={ready.booking.coupon_code} disabled={expired} onApply={ready.applyCoupon} />
        </section>
      )}

      <section
        aria-labelledby="totals-title"
        className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-brand-100"
      >
        <h2 id="totals-title" className="text-lg font-semibold text-ink-900">
          {t('totals.title')}
        </h2>
        <BookingTotals booking={ready.booking} />
      </section>

      {event && !expired && ready.booking.balance <= 0 && (
        <p className="text-sm text-ink-700">{t('eventExtras.nothingToPay')}</p>
      )}
      {canContinue && (
        <AppLink
          href={payment}
          onClick={(event) => {
            // Extras still being saved are saved first, so the payment shows the right total.
            event.preventDefault();
            void ready.flush().then(() => router.push(payment));
          }}
          className={buttonClassName({ size: 'large', fullWidth: true })}
        >
          {t(event ? 'eventExtras.continue' : 'continue')}
        </AppLink>
      )}
    </div>
  );
}
