import { useTranslation } from 'next-i18next/pages';
import type { EventSummary } from '../../../contracts/events';
import { formatLongDay } from '../../../domain/paris-time';
import { toLocale } from '../../../lib/locale';
import { groupByDay } from '../utils/group-by-day';
import { EventListItem } from './event-list-item';

/** Events under a heading per Paris day, in the order the API gave them. */
export function EventsByDay({ events, label }: { events: readonly EventSummary[]; label: string }) {
  const { i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  return (
    <div aria-label={label} role="region" className="space-y-6">
      {groupByDay(events).map((group) => {
        const heading = formatLongDay(group.day, locale);
        return (
          <section key={group.day} aria-label={heading}>
            <h2 className="mb-2 text-sm font-semibold text-ink-500 first-letter:uppercase">{heading}</h2>
            <ul className="space-y-3">
              {group.items.map((event) => (
                <EventListItem key={event.id} event={event} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
