import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '../../../components/ui/app-link';
import type { Booking } from '../../../contracts/bookings';
import { formatClock, parseClock } from '../../../domain/clock';
import { formatLongDay } from '../../../domain/paris-time';
import { toLocale } from '../../../lib/locale';
import { slotMinutes, spaceHref } from '../booking-links';

/** The booked space, its day and times in the page's language, and how long the slot lasts. */
export function HeldSlotSummary({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('booking');
  const locale = toLocale(i18n.language);
  const time = (value: string) => formatClock(parseClock(value) ?? 0, locale);
  const minutes = slotMinutes(booking);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const duration =
    rest === 0
      ? t('summary.hours', { count: hours })
      : t('summary.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
  return (
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
        {t('summary.slot', {
          day: formatLongDay(booking.day, locale),
          start: time(booking.start),
          end: time(booking.end),
        })}
      </p>
      <p className="text-sm text-ink-700">{t('summary.duration', { duration })}</p>
      {booking.space.type === 'desk' && (
        <p className="text-sm text-ink-700">{t('summary.desks', { count: booking.desks })}</p>
      )}
    </section>
  );
}
