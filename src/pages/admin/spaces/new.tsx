import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { StaffOnly } from '../../../features/admin/components/staff-only';
import { SpaceNewScreen } from '../../../features/admin/components/spaces/space-new-screen';
import { pageTranslations } from '../../../lib/i18n-server';
import { toLocale } from '../../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../../shell/protected-route';

export default function AdminNewSpacePage() {
  const { t } = useTranslation('admin');
  return (
    <AppLayout>
      <PageMeta title={t('spaces.meta.new')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <StaffOnly>
          <SpaceNewScreen />
        </StaffOnly>
      </ProtectedRoute>
    </AppLayout>
  );
}

// `spaces` for the amenities' names, which the public page uses too.
export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'admin', 'spaces']),
});
