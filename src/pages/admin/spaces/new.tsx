import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { AdminLayout } from '../../../features/admin/components/admin-layout';
import { SpaceNewScreen } from '../../../features/admin/components/spaces/space-new-screen';
import { adminPageProps } from '../../../shell/admin-page-props';
import { AppLayout } from '../../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../../shell/protected-route';

export default function AdminNewSpacePage() {
  const { t } = useTranslation('admin');
  return (
    <AppLayout>
      <PageMeta title={t('spaces.meta.new')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <AdminLayout>
          <SpaceNewScreen />
        </AdminLayout>
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps = adminPageProps;
