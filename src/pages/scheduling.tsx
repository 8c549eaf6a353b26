import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../components/page-meta';
import { SchedulingScreen } from '../features/events/components/scheduling-screen';
import { pageTranslations } from '../lib/i18n-server';
import { toLocale } from '../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../shell/layouts/app-layout';
import { ProtectedRoute } from '../shell/protected-route';

export default function SchedulingPage() {
  const { t } = useTranslation('events');
  return (
    <AppLayout>
      <PageMeta title={t('scheduling.meta.title')} description={t('scheduling.meta.description')} />
      <ProtectedRoute mode="redirect">
        <SchedulingScreen />
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'events']),
});
