import { useTranslation } from 'next-i18next/pages';
import { formatDay } from '../../../domain/paris-time';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { toLocale } from '../../../lib/locale';
import { Button } from '../../../components/ui/button';
import { useEvents } from '../api/get-events';
import { groupByWeek } from '../utils/group-by-week';
import { EventListItem } from './event-list-item';
import { EventsEmptyState } from './events-empty-state';
import { EventsListSkeleton } from './events-list-skeleton';

/** /scheduling: upcoming events week by week; a guest is invited to sign in. */
export function SchedulingScreen() {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const { status } = useAuth();
  const { open } = useAuthDialog();
  const events = useEvents('upcoming');

  let body;
  if (status === 'guest') {
    body = (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">
        <p className="text-ink-700">{t('scheduling.signInPrompt')}</p>
        <Button className="mt-4" onClick={() => open()}>
          {t('scheduling.signIn')}
        </Button>
      </div>
    );
  } else if (events.isPending) body = <EventsListSkeleton />;
  else if (events.isError) body = <p role="alert" className="text-ink-700">{t('error')}</p>;
  else if (events.data.length === 0) body = <EventsEmptyState />;
  else {
    body = groupByWeek(events.data).map((week) => {
      const title = t('scheduling.week', { day: formatDay(week.monday, locale) });
      return (
        <section key={week.monday} className="mb-8" aria-label={title}>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-ink-500 uppercase">{title}</h2>
          <ul className="space-y-3">
            {week.items.map((event) => (
              <EventListItem key={event.id} event={event} />
            ))}
          </ul>
        </section>
      );
    });
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-ink-900">{t('scheduling.heading')}</h1>
      <div className="mt-6">{body}</div>
    </>
  );
}
