import { useTranslation } from 'next-i18next/pages';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { EventSummary } from '../../../contracts/events';
import { addDays, parisDay } from '../../../domain/paris-time';
import { toLocale } from '../../../lib/locale';
import { useEvents } from '../api/get-events';
import { firstOfMonth, mondayOf, monthWeeks, shiftMonth, weekDays } from '../utils/calendar';
import { CalendarMonth } from './calendar-month';
import { CalendarWeek } from './calendar-week';

type View = 'week' | 'month';

const monthTitle = (day: string, locale: 'fr' | 'en') =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** The user's events (past and upcoming) on a week or a month of Paris days. */
export function EventsCalendar() {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const today = parisDay(new Date());
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(today);
  const upcoming = useEvents('upcoming');
  const past = useEvents('past');

  const byDay = useMemo(() => {
    const map = new Map<string, EventSummary[]>();
    for (const event of [...(past.data ?? []), ...(upcoming.data ?? [])])
      map.set(event.day, [...(map.get(event.day) ?? []), event]);
    for (const list of map.values()) list.sort((a, b) => a.start.localeCompare(b.start));
    return map;
  }, [past.data, upcoming.data]);

  const monday = mondayOf(anchor);
  const title =
    view === 'week'
      ? t('calendar.weekOf', {
          day: new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${monday}T12:00:00Z`)),
        })
      : monthTitle(anchor, locale);
  const move = (step: number) =>
    setAnchor(view === 'week' ? addDays(monday, step * 7) : shiftMonth(anchor, step));

  return (
    <section
      aria-labelledby="calendar-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 md:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="calendar-title"
          className="text-lg font-semibold text-ink-900 first-letter:uppercase"
          aria-live="polite"
        >
          {title}
        </h2>
        <div role="group" aria-label={t('calendar.view')} className="inline-flex rounded-xl bg-brand-50 p-1">
          {(['week', 'month'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => {
                setView(value);
                if (value === 'month') setAnchor(firstOfMonth(anchor));
              }}
              className={`min-h-9 rounded-lg px-3 text-sm font-medium ${view === value ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-700'}`}
            >
              {t(`calendar.${value}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-3 flex items-center gap-2">
        <Button
          variant="secondary"
          size="small"
          onClick={() => move(-1)}
          aria-label={t(`calendar.previous.${view}`)}
        >
          ←
        </Button>
        <Button variant="secondary" size="small" onClick={() => setAnchor(today)}>
          {t('calendar.today')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          onClick={() => move(1)}
          aria-label={t(`calendar.next.${view}`)}
        >
          →
        </Button>
        {(upcoming.isPending || past.isPending) && (
          <span className="text-sm text-ink-500">{t('calendar.loading')}</span>
        )}
        {(upcoming.isError || past.isError) && (
          <span role="alert" className="text-sm text-ink-700">
            {t('error')}
          </span>
        )}
      </div>
      <div className="mt-4">
        {view === 'week' ? (
          <CalendarWeek days={weekDays(monday)} byDay={byDay} today={today} />
        ) : (
          <CalendarMonth
            weeks={monthWeeks(anchor)}
            month={anchor.slice(0, 7)}
            byDay={byDay}
            today={today}
            onPickDay={(day) => {
              setAnchor(day);
              setView('week');
            }}
          />
        )}
      </div>
    </section>
  );
}
