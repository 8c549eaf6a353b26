import { useTranslation } from 'next-i18next/pages';
import { useEvents } from '../api/get-events';
import { EventListItem } from './event-list-item';
import { EventsEmptyState } from './events-empty-state';
import { EventsListSkeleton } from './events-list-skeleton';

/** /events: the user's upcoming events, as organizer or guest. */
export function EventsScreen() {
  const { t } = useTranslation('events');
  const events = useEvents('upcoming');
  return (
    <>
      <h1 className="text-2xl font-semibold text-ink-900">{t('heading')}</h1>
      <div className="mt-6">
        {events.isPending ? (
          <EventsListSkeleton />
        ) : events.isError ? (
          <p role="alert" className="text-ink-700">{t('error')}</p>
        ) : events.data.length === 0 ? (
          <EventsEmptyState />
        ) : (
          <ul className="space-y-3" aria-label={t('listLabel')}>
            {events.data.map((event) => (
              <EventListItem key={event.id} event={event} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
