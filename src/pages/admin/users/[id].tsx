import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { AdminLayout } from '../../../features/admin/components/admin-layout';
import { UserDetailScreen } from '../../../features/admin/components/user-detail-screen';
import { adminRecordPageProps } from '../../../shell/admin-page-props';
import { AppLayout } from '../../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../../shell/protected-route';

export default function AdminUserPage({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  return (
    <AppLayout>
      <PageMeta title={t('meta.user')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <AdminLayout>
          <UserDetailScreen key={id} userId={id} />
        </AdminLayout>
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps = adminRecordPageProps;
