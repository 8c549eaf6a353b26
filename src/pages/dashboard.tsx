import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../components/page-meta';
import { OnboardingChecklist } from '../features/account/components/onboarding-checklist';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { pageTranslations } from '../lib/i18n-server';
import { toLocale } from '../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../shell/layouts/app-layout';
import { ProtectedRoute } from '../shell/protected-route';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <AppLayout>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        {/* The first steps stay on the dashboard until every one of them is done. */}
        <DashboardScreen top={<OnboardingChecklist hideWhenDone />} />
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'dashboard', 'account']),
});
