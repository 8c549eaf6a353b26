import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { DeleteAccountScreen } from '../../features/account/components/delete-account-screen';
import { pageTranslations } from '../../lib/i18n-server';
import { toLocale } from '../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';

export default function AccountDeleteAccountPage() {
  const { t } = useTranslation('account');
  return (
    <AppLayout>
      <PageMeta title={t('meta.delete')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <DeleteAccountScreen />
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'account']),
});
