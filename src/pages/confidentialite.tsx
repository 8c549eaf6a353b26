import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../components/page-meta';
import { LegalDocumentScreen } from '../features/legal/components/legal-document-screen';
import { pageTranslations } from '../lib/i18n-server';
import { toLocale } from '../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../shell/layouts/app-layout';

const SECTIONS = ['collected', 'purposes', 'retention', 'processors', 'rights', 'export', 'contact'] as const;

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  return (
    <AppLayout>
      <PageMeta title={t('privacy.meta.title')} description={t('privacy.meta.description')} />
      <LegalDocumentScreen document="privacy" sections={SECTIONS} />
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'legal']),
});
