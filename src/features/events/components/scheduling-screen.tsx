import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { EventsCalendar } from './events-calendar';

// Below the calendar, with react-hook-form and the series planner: after the page, the placeholder holding its place.
const RecurringOffer = dynamic(() => import('./recurring-offer').then((m) => m.RecurringOffer), {
  loading: () => <div className="min-h-[24rem]" aria-hidden="true" />,
});

/** /scheduling: the user's events on a week or month calendar, and the recurring offers. */
export function SchedulingScreen() {
  const { t } = useTranslation('events');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">{t('scheduling.heading')}</h1>
      <EventsCalendar />
      <RecurringOffer />
    </div>
  );
}
