import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
import type { EventSummary } from '../../../contracts/events';
import { formatClock, parseClock } from '../../../domain/clock';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { EventStatusBadge } from './event-status-badge';

/** One event: when, where, who comes, what it costs, and the user's part in it; opens the event. */
export function EventListItem({ event }: { event: EventSummary }) {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const time = (clock: string) => formatClock(parseClock(clock) ?? 0, locale);
  return (
    <li className="relative rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 focus-within:ring-2 focus-within:ring-brand-600">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-ink-900">
            {t('time', { start: time(event.start), end: time(event.end) })}
          </p>
          <AppLink
            href={`/events/${event.id}`}
            className="mt-0.5 block truncate text-brand-700 after:absolute after:inset-0 hover:underline focus:outline-none"
          >
            {event.space.title}
          </AppLink>
          <p className="text-sm text-ink-500">
            {event.space.district} · {t('guestsCount', { count: event.guests_count })}
          </p>
        </div>
        <div className="flex flex-col items-end gap-2">
          {event.total_price !== null &&
            (event.occurrences > 1 ? (
              // One occurrence of a series: its share, not the whole series' total.
              <p className="text-right">
                <span className="block font-semibold text-ink-900">
                  {t('perOccurrence', {
                    price: formatPrice(Math.round(event.total_price / event.occurrences), locale),
                  })}
                </span>
                <span className="block text-xs text-ink-500">
                  {t('seriesTotal', {
                    count: event.occurrences,
                    price: formatPrice(event.total_price, locale),
                  })}
                </span>
              </p>
            ) : (
              <p className="font-semibold text-ink-900">{formatPrice(event.total_price, locale)}</p>
            ))}
          <div className="flex flex-wrap justify-end gap-2 text-xs">
            <EventStatusBadge status={event.status} />
            <span className="rounded-full bg-sage-100 px-2 py-1 text-ink-700">
              {t(event.is_organizer ? 'organizer' : 'guest')}
            </span>
          </div>
        </div>
      </div>
    </li>
  );
}
