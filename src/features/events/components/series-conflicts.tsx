import { useTranslation } from 'next-i18next/pages';
import { formatLongDay } from '../../../domain/paris-time';
import { toLocale } from '../../../lib/locale';
import type { OccurrenceState } from '../utils/series-conflicts';

export type CheckedOccurrence = { day: string; state: OccurrenceState };

/** Every day of a series that cannot be held, and why; they are left out when the rest is booked. */
export function SeriesConflicts({ occurrences }: { occurrences: readonly CheckedOccurrence[] }) {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const conflicts = occurrences.filter((o) => o.state !== 'free');
  if (conflicts.length === 0) {
    return <p className="rounded-xl bg-sage-100 p-3 text-sm text-ink-900">{t('recurring.noConflict')}</p>;
  }
  return (
    <section aria-labelledby="series-conflicts" className="rounded-xl bg-red-50 p-3">
      <h3 id="series-conflicts" className="text-sm font-semibold text-red-800">
        {t('recurring.conflictsTitle', { count: conflicts.length })}
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-ink-900" aria-labelledby="series-conflicts">
        {conflicts.map((conflict) => (
          <li key={conflict.day}>
            <span className="first-letter:uppercase">{formatLongDay(conflict.day, locale)}</span> —{' '}
            {t(`recurring.state.${conflict.state}`)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-700">{t('recurring.conflictsLead')}</p>
    </section>
  );
}
