import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { CalendarDownloadButton } from '../../../components/calendar-download-button';
import { buttonClassName } from '../../../components/ui/button';
import type { Booking } from '../../../contracts/bookings';
import { track } from '../../../lib/analytics';
import { slotMinutes } from '../booking-links';
import { BookingTotals } from '../components/booking-totals';
import { HeldSlotSummary } from '../components/held-slot-summary';

/** docs/product.md §4/§9: the tracked event once a booking is paid. */
export const BOOKING_VALIDATED_EVENT = 'booking validated';

export type BookingConfirmationProps = {
  booking: Booking;
  /** Paid in this visit (tracked once); false when the page is opened again later. */
  justPaid: boolean;
  /** 3-D Secure passed, Stripe's webhook has not confirmed yet. */
  pending: boolean;
};

/** After paying: the event, its calendar file and where to go next. */
export function BookingConfirmation({ booking, justPaid, pending }: BookingConfirmationProps) {
  const { t } = useTranslation('booking');
  const tracked = useRef(false);
  // Completed: confirmed, and its end has passed since.
  const confirmed = booking.status === 'confirmed' || booking.status === 'completed';

  useEffect(() => {
    if (!justPaid || !confirmed || tracked.current) return;
    tracked.current = true;
    // docs/product.md §9: durations go to analytics in minutes, prices in euros.
    track(BOOKING_VALIDATED_EVENT, {
      booking_id: booking.id,
      space: booking.space.slug,
      zone: booking.space.zone,
      duration: slotMinutes(booking),
      price: booking.total_price / 100,
      rebates: booking.rebates.map((r) => r.code),
    });
  }, [justPaid, confirmed, booking]);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div role="status" className="space-y-1">
        <h1 className="text-2xl font-semibold text-ink-900">
          {t(confirmed ? 'confirmation.title' : 'confirmation.pendingTitle')}
        </h1>
        <p className="text-ink-700">{t(confirmed ? 'confirmation.lead' : 'confirmation.pendingLead')}</p>
      </div>
      <HeldSlotSummary booking={booking} />
      <section
        aria-labelledby="totals-title"
        className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-brand-100"
      >
        <h2 id="totals-title" className="text-lg font-semibold text-ink-900">
          {t('totals.title')}
        </h2>
        <BookingTotals booking={booking} />
      </section>
      {confirmed && !pending && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <CalendarDownloadButton
            path={`/bookings/${encodeURIComponent(booking.id)}/calendar.ics`}
            slug={booking.space.slug}
            day={booking.day}
            size="large"
          >
            {t('confirmation.calendar')}
          </CalendarDownloadButton>
          <AppLink href="/events" className={buttonClassName({ size: 'large' })}>
            {t('confirmation.toEvents')}
          </AppLink>
        </div>
      )}
    </div>
  );
}
