import { useTranslation } from 'next-i18next/pages';
import type { SpaceDetail } from '../../../contracts/spaces';
import { formatClock, parseClock } from '../../../domain/clock';
import { toLocale } from '../../../lib/locale';
import { weekdayNamesFrom } from '../utils/calendar';

export type OpeningHoursProps = {
  hours: SpaceDetail['opening_hours'];
  /** 0 = Monday; the chosen day's weekday stands out. */ highlight: number;
};

/** Monday to Sunday, each with its opening and closing time or "closed". */
export function OpeningHours({ hours, highlight }: OpeningHoursProps) {
  const { t, i18n } = useTranslation('spaces');
  const locale = toLocale(i18n.language);
  const names = weekdayNamesFrom(locale);
  const clock = (hhmm: number) => formatClock(parseClock(hhmm) ?? 0, locale);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
      {names.map((name, weekday) => {
        const day = hours[weekday];
        const strong = weekday === highlight ? 'font-semibold text-ink-900' : 'text-ink-700';
        return (
          <div key={name} className="contents">
            <dt className={strong}>{name}</dt>
            <dd className={strong}>
              {day ? t('hours.range', { open: clock(day.open), close: clock(day.close) }) : t('hours.closed')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
