import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '../../../components/ui/app-link';
import type { EventSummary } from '../../../contracts/events';
import { formatClock, parseClock } from '../../../domain/clock';
import { formatLongDay } from '../../../domain/paris-time';
import { toLocale } from '../../../lib/locale';

type Props = {
  weeks: string[][];
  month: string;
  byDay: ReadonlyMap<string, EventSummary[]>;
  today: string;
  /** Opens the week of a day (the way to a day's events on a phone, where cells only show a dot). */
  onPickDay: (day: string) => void;
};

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A month of whole weeks; each day lists its events by start time (a count on phones). */
export function CalendarMonth({ weeks, month, byDay, today, onPickDay }: Props) {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const time = (clock: string) => formatClock(parseClock(clock) ?? 0, locale);
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-left">
      <caption className="sr-only">{t('calendar.month')}</caption>
      <thead>
        <tr>
          {WEEKDAY_KEYS.map((key) => (
            <th key={key} scope="col" className="text-center text-xs font-semibold text-ink-500">
              <abbr title={t(`weekdays.${key}`)} className="no-underline">
                {t(`weekdaysShort.${key}`)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const events = byDay.get(day) ?? [];
              const inMonth = day.startsWith(month);
              return (
                <td
                  key={day}
                  aria-current={day === today ? 'date' : undefined}
                  className={`h-14 rounded-lg p-1 align-top ring-1 md:h-24 ${day === today ? 'ring-2 ring-brand-600' : 'ring-brand-100'} ${inMonth ? 'bg-white' : 'bg-brand-50/50'}`}
                >
                  <button
                    type="button"
                    onClick={() => onPickDay(day)}
                    aria-label={`${formatLongDay(day, locale)}${events.length ? ` · ${t('calendar.eventsCount', { count: events.length })}` : ''}`}
                    className={`min-h-6 min-w-6 rounded text-xs hover:bg-brand-100 ${inMonth ? 'text-ink-900' : 'text-ink-500'}`}
                  >
                    {Number(day.slice(8))}
                  </button>
                  {events.length > 0 && (
                    <>
                      <span
                        aria-hidden="true"
                        className="mt-1 block size-2 rounded-full bg-brand-600 md:hidden"
                      />
                      <ul className="mt-1 hidden space-y-0.5 md:block">
                        {events.slice(0, 2).map((event) => (
                          <li key={event.id}>
                            <AppLink
                              href={`/events/${event.id}`}
                              className={`block truncate rounded px-1 text-[11px] hover:bg-brand-100 ${event.status === 'cancelled' ? 'text-ink-500 line-through' : 'bg-brand-50 text-ink-900'}`}
                            >
                              {time(event.start)} {event.space.title}
                            </AppLink>
                          </li>
                        ))}
                        {events.length > 2 && (
                          <li className="px-1 text-[11px] text-ink-500">
                            {t('calendar.more', { count: events.length - 2 })}
                          </li>
                        )}
                      </ul>
                    </>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
