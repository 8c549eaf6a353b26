import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { SecurityScreen } from '../../features/account/components/security-screen';
import { pageTranslations } from '../../lib/i18n-server';
import { toLocale } from '../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';

export default function AccountSecurityPage() {
  const { t } = useTranslation('account');
  return (
    <AppLayout>
      <PageMeta title={t('meta.security')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <SecurityScreen />
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'account']),
});
