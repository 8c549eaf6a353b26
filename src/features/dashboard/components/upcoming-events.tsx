import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
import { formatClock, parseClock } from '../../../domain/clock';
import { formatLongDay } from '../../../domain/paris-time';
import { toLocale } from '../../../lib/locale';
import { useUpcomingEvents } from '../api/get-upcoming-events';

/** The next few events: day, time and space, each leading to its page. */
export function UpcomingEvents() {
  const { t, i18n } = useTranslation('dashboard');
  const locale = toLocale(i18n.language);
  const events = useUpcomingEvents();
  const time = (clock: string) => formatClock(parseClock(clock) ?? 0, locale);

  let body;
  if (events.isPending) body = <div className="h-32 animate-pulse rounded-xl bg-brand-50" aria-busy="true" />;
  else if (events.isError)
    body = (
      <p role="alert" className="text-sm text-ink-700">
        {t('upcoming.error')}
      </p>
    );
  else if (events.data.length === 0) body = <p className="text-sm text-ink-500">{t('upcoming.empty')}</p>;
  else {
    body = (
      <ul className="divide-y divide-brand-100" aria-label={t('upcoming.title')}>
        {events.data.map((event) => (
          <li key={event.id} className="py-3">
            <AppLink href={`/events/${event.id}`} className="block rounded-lg hover:bg-brand-50">
              <span className="block text-sm font-medium text-ink-900 first-letter:uppercase">
                {formatLongDay(event.day, locale)}
              </span>
              <span className="block text-sm text-ink-700">
                {time(event.start)} – {time(event.end)} · {event.space.title}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <h2 className="font-semibold text-ink-900">{t('upcoming.title')}</h2>
      <div className="mt-3">{body}</div>
      <AppLink
        href="/events"
        className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        {t('upcoming.all')}
      </AppLink>
    </section>
  );
}
