import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { TeamScreen } from '../../features/account/components/team-screen';
import { pageTranslations } from '../../lib/i18n-server';
import { toLocale } from '../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';

export default function AccountTeamPage() {
  const { t } = useTranslation('account');
  return (
    <AppLayout>
      <PageMeta title={t('meta.team')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <TeamScreen />
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'account']),
});
