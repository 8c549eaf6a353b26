import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { UnsubscribeScreen } from '../../features/account/components/unsubscribe-screen';
import { pageTranslations } from '../../lib/i18n-server';
import { toLocale } from '../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';

// No ProtectedRoute: an e-mail's signed link is enough, as mailbox providers require of unsubscribing.
export default function AccountUnsubscribePage() {
  const { t } = useTranslation('account');
  return (
    <AppLayout>
      <PageMeta title={t('meta.unsubscribe')} description={t('meta.description')} />
      <UnsubscribeScreen />
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'account', 'errors']),
});
