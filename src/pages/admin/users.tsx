import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { StaffOnly } from '../../features/admin/components/staff-only';
import { UsersScreen } from '../../features/admin/components/users-screen';
import { pageTranslations } from '../../lib/i18n-server';
import { toLocale } from '../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';

export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <AppLayout>
      <PageMeta title={t('meta.users')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <StaffOnly>
          <UsersScreen />
        </StaffOnly>
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'admin', 'account']),
});
