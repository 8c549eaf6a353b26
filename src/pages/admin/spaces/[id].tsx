import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { AdminLayout } from '../../../features/admin/components/admin-layout';
import { SpaceEditScreen } from '../../../features/admin/components/spaces/space-edit-screen';
import { adminRecordPageProps } from '../../../shell/admin-page-props';
import { AppLayout } from '../../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../../shell/protected-route';

export default function AdminSpacePage({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  return (
    <AppLayout>
      <PageMeta title={t('spaces.meta.edit')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <AdminLayout>
          <SpaceEditScreen key={id} id={id} />
        </AdminLayout>
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps = adminRecordPageProps;
