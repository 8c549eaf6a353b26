import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '../../../components/ui/app-link';
import type { EventSummary } from '../../../contracts/events';
import { formatClock, parseClock } from '../../../domain/clock';
import { formatLongDay } from '../../../domain/paris-time';
import { toLocale } from '../../../lib/locale';

type Props = { days: string[]; byDay: ReadonlyMap<string, EventSummary[]>; today: string };

/** Seven Paris days side by side from md, one under the other on a phone, each with its events. */
export function CalendarWeek({ days, byDay, today }: Props) {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const time = (clock: string) => formatClock(parseClock(clock) ?? 0, locale);
  return (
    <ol className="grid gap-2 md:grid-cols-7" aria-label={t('calendar.week')}>
      {days.map((day) => {
        const events = byDay.get(day) ?? [];
        return (
          <li
            key={day}
            className={`min-h-16 rounded-xl p-2 ring-1 md:min-h-40 ${day === today ? 'ring-2 ring-brand-600' : 'ring-brand-100'}`}
            aria-current={day === today ? 'date' : undefined}
          >
            <p className="text-xs font-semibold text-ink-700 first-letter:uppercase">
              {formatLongDay(day, locale).replace(/ \d{4}$/, '')}
            </p>
            <ul className="mt-1 space-y-1">
              {events.map((event) => (
                <li key={event.id}>
                  <AppLink
                    href={`/events/${event.id}`}
                    className={`block rounded-lg px-2 py-1 text-xs hover:bg-brand-100 ${event.status === 'cancelled' ? 'bg-ink-500/10 text-ink-500 line-through' : 'bg-brand-50 text-ink-900'}`}
                  >
                    <span className="font-medium">
                      {t('time', { start: time(event.start), end: time(event.end) })}
                    </span>
                    <span className="block truncate">{event.space.title}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
