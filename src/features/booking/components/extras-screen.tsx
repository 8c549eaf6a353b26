import { AppLink } from '../../../components/ui/app-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { buttonClassName } from '../../../components/ui/button';
import type { Booking } from '../../../contracts/bookings';
import { formatClock, parseClock, toHhmm } from '../../../domain/clock';
import { formatLongDay } from '../../../domain/paris-time';
import { toLocale } from '../../../lib/locale';
import { useBookingExtras } from '../hooks/use-booking-extras';
import { useHoldCountdown } from '../hooks/use-hold-countdown';
import { BookingTotals } from './booking-totals';
import { ExtrasList } from './extras-list';
import { HoldCountdown } from './hold-countdown';

/** The space page with the held slot chosen, to book it again once the hold is over. */
function spaceHref(booking: Booking): string {
  const start = parseClock(booking.start);
  const end = parseClock(booking.end);
  const slot = start !== undefined && end !== undefined ? `&start=${toHhmm(start)}&end=${toHhmm(end)}` : '';
  return `/${booking.space.zone}/${booking.space.slug}?day=${booking.day}${slot}`;
}

/** /booking/[bookingId]/extras: the held slot, its countdown, the extras and the way to payment. */
export function ExtrasScreen({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation('booking');
  const locale = toLocale(i18n.language);
  const router = useRouter();
  const state = useBookingExtras(bookingId);
  const remaining = useHoldCountdown(state.status === 'ready' ? state.booking.expires_at : null);

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
        <h1 className="text-2xl font-semibold text-ink-900">{t('extras.heading')}</h1>
        <p role="alert" className="text-ink-700">
          {t(state.status === 'not-found' ? 'notFound' : 'loadFailed')}
        </p>
      </div>
    );
  }

  const { booking } = state;
  const expired = booking.status !== 'held' || state.holdExpired || remaining === 0;
  const time = (value: string) => formatClock(parseClock(value) ?? 0, locale);
  const payment = `/booking/${booking.id}/payment`;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">{t('extras.heading')}</h1>

      <section aria-labelledby="held-slot" className="rounded-2xl bg-white p-5 ring-1 ring-brand-100">
        <h2 id="held-slot" className="text-sm font-medium text-ink-500">
          {t('summary.label')}
        </h2>
        <p className="mt-1 text-lg font-semibold text-ink-900">
          <AppLink href={spaceHref(booking)} className="hover:underline">
            {booking.space.title}
          </AppLink>
        </p>
        <p className="text-ink-700">
          {t('summary.slot', { day: formatLongDay(booking.day, locale), start: time(booking.start), end: time(booking.end) })}
        </p>
      </section>

      <HoldCountdown remainingMs={remaining ?? 0} expired={expired} spaceHref={spaceHref(booking)} />

      <section aria-labelledby="extras-title" className="space-y-3">
        <h2 id="extras-title" className="text-lg font-semibold text-ink-900">
          {t('extras.title')}
        </h2>
        <p className="text-sm text-ink-700">{t('extras.lead')}</p>
        <ExtrasList offers={state.offers} quantities={state.quantities} onChange={state.setQuantity} disabled={expired} />
        <p aria-live="polite" className="min-h-5 text-sm text-ink-700">
          {state.save === 'saving' && t('extras.saving')}
          {state.save === 'saved' && t('extras.saved')}
          {state.save === 'failed' && !expired && <span className="text-red-700">{t('extras.saveFailed')}</span>}
        </p>
      </section>

      <section aria-labelledby="totals-title" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
        <h2 id="totals-title" className="text-lg font-semibold text-ink-900">
          {t('totals.title')}
        </h2>
        <BookingTotals booking={booking} />
      </section>

      {!expired && (
        <AppLink
          href={payment}
          onClick={(event) => {
            // Extras still being saved are saved first, so the payment shows the right total.
            event.preventDefault();
            void state.flush().then(() => router.push(payment));
          }}
          className={buttonClassName({ size: 'large', fullWidth: true })}
        >
          {t('continue')}
        </AppLink>
      )}
    </div>
  );
}
