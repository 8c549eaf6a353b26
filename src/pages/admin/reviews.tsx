import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { ReviewsScreen } from '../../features/admin/components/reviews-screen';
import { adminPageProps } from '../../shell/admin-page-props';
import { AppLayout } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';

export default function AdminReviewsPage() {
  const { t } = useTranslation('admin');
  return (
    <AppLayout>
      <PageMeta title={t('meta.reviews')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <AdminLayout>
          <ReviewsScreen />
        </AdminLayout>
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps = adminPageProps;
