import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
import type { EventSummary } from '../../../contracts/events';
import { formatClock, parseClock } from '../../../domain/clock';
import { formatLongDay } from '../../../domain/paris-time';
import { toLocale } from '../../../lib/locale';

/** One event: when, where, and the user's part in it. */
export function EventListItem({ event }: { event: EventSummary }) {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const time = (clock: string) => formatClock(parseClock(clock) ?? 0, locale);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <div className="min-w-0">
        <p className="font-medium text-ink-900 first-letter:uppercase">{formatLongDay(event.day, locale)}</p>
        <p className="text-sm text-ink-700">{t('time', { start: time(event.start), end: time(event.end) })}</p>
        <AppLink href={`/${event.space.zone}/${event.space.slug}`} className="mt-1 block truncate text-sm text-brand-700 hover:underline">
          {event.space.title} · {event.space.district}
        </AppLink>
      </div>
      <div className="flex gap-2 text-xs">
        {event.status === 'held' && <span className="rounded-full bg-brand-100 px-2 py-1 text-brand-900">{t('held')}</span>}
        <span className="rounded-full bg-sage-100 px-2 py-1 text-ink-700">{t(event.is_organizer ? 'organizer' : 'guest')}</span>
      </div>
    </li>
  );
}
