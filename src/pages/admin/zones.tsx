import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { StaffOnly } from '../../features/admin/components/staff-only';
import { ZonesScreen } from '../../features/admin/components/zones-screen';
import { pageTranslations } from '../../lib/i18n-server';
import { toLocale } from '../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';

/** Zones are a super_admin's business (BUSINESS-RULES §7): to an admin this page does not exist. */
export default function AdminZonesPage() {
  const { t } = useTranslation('admin');
  return (
    <AppLayout>
      <PageMeta title={t('meta.zones')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <StaffOnly role="super_admin">
          <ZonesScreen />
        </StaffOnly>
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'admin']),
});
