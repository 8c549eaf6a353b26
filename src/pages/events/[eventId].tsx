import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { EventScreen } from '../../features/events/components/event-screen';
import { AppLayout } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';
import { recordPageProps } from '../../shell/record-page-props';

type Props = { eventId: string };

export default function EventPage({ eventId }: Props) {
  const { t } = useTranslation('events');
  return (
    <AppLayout>
      <PageMeta title={t('detail.meta.title')} description={t('detail.meta.description')} />
      <ProtectedRoute mode="redirect">
        <EventScreen key={eventId} eventId={eventId} />
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps = recordPageProps('eventId', 'eventId', 'events');
