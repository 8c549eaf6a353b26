import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { AuditScreen } from '../../features/admin/components/audit-screen';
import { adminPageProps } from '../../shell/admin-page-props';
import { AppLayout } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';

export default function AdminAuditPage() {
  const { t } = useTranslation('admin');
  return (
    <AppLayout>
      <PageMeta title={t('meta.audit')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <AdminLayout level="super_admin">
          <AuditScreen />
        </AdminLayout>
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps = adminPageProps;
