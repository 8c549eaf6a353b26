import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { EventScreen } from '../../features/events/components/event-screen';
import { pageTranslations } from '../../lib/i18n-server';
import { toLocale } from '../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';
import { uuidParam } from '../../lib/route-params';

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

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, params }) => {
  const eventId = uuidParam(params?.eventId);
  if (!eventId) return { notFound: true };
  return { props: { eventId, ...(await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'events'])) } };
};
