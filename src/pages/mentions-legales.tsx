import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../components/page-meta';
import { LegalNoticeScreen } from '../features/legal/components/legal-notice-screen';
import { pageTranslations } from '../lib/i18n-server';
import { toLocale } from '../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../shell/layouts/app-layout';

export default function LegalNoticePage() {
  const { t } = useTranslation('legal');
  return (
    <AppLayout>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <LegalNoticeScreen />
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'legal']),
});
