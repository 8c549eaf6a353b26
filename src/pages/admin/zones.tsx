import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { ZonesScreen } from '../../features/admin/components/zones-screen';
import { adminPageProps } from '../../shell/admin-page-props';
import { AppLayout } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';

/** Zones are a super_admin's business (docs/business-rules.md §7): to an admin this page does not exist. */
export default function AdminZonesPage() {
  const { t } = useTranslation('admin');
  return (
    <AppLayout>
      <PageMeta title={t('meta.zones')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <AdminLayout level="super_admin">
          <ZonesScreen />
        </AdminLayout>
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps = adminPageProps;
