import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { CouponsScreen } from '../../features/admin/components/coupons-screen';
import { adminPageProps } from '../../shell/admin-page-props';
import { AppLayout } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';

export default function AdminCouponsPage() {
  const { t } = useTranslation('admin');
  return (
    <AppLayout>
      <PageMeta title={t('meta.coupons')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <AdminLayout>
          <CouponsScreen />
        </AdminLayout>
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps = adminPageProps;
