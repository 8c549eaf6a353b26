import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useEvents, type EventScope } from '../api/get-events';
import { EventsByDay } from './events-by-day';
import { EventsEmptyState } from './events-empty-state';
import { EventsListSkeleton } from './events-list-skeleton';

const SCOPES: EventScope[] = ['upcoming', 'past'];

/** /events: the user's upcoming or past events, as organizer or guest, day by day. */
export function EventsScreen() {
  const { t } = useTranslation('events');
  const [scope, setScope] = useState<EventScope>('upcoming');
  const events = useEvents(scope);

  let body;
  if (events.isPending) body = <EventsListSkeleton />;
  else if (events.isError)
    body = (
      <p role="alert" className="text-ink-700">
        {t('error')}
      </p>
    );
  else if (events.data.length === 0)
    body = scope === 'upcoming' ? <EventsEmptyState /> : <p className="text-ink-500">{t('pastEmpty')}</p>;
  else body = <EventsByDay events={events.data} label={t(`scope.${scope}`)} />;

  return (
    <>
      <h1 className="text-2xl font-semibold text-ink-900">{t('heading')}</h1>
      <div
        role="group"
        aria-label={t('scope.label')}
        className="mt-4 inline-flex rounded-xl bg-white p-1 ring-1 ring-brand-100"
      >
        {SCOPES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={scope === value}
            onClick={() => setScope(value)}
            className={`min-h-10 rounded-lg px-4 text-sm font-medium ${scope === value ? 'bg-brand-600 text-white' : 'text-ink-700 hover:bg-brand-50'}`}
          >
            {t(`scope.${value}`)}
          </button>
        ))}
      </div>
      <div className="mt-6">{body}</div>
    </>
  );
}
