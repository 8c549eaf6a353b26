import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { CodesScreen } from '../../features/account/components/codes-screen';
import { pageTranslations } from '../../lib/i18n-server';
import { toLocale } from '../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';

export default function AccountCodesPage() {
  const { t } = useTranslation('account');
  return (
    <AppLayout>
      <PageMeta title={t('meta.codes')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <CodesScreen />
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'account']),
});
