import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../components/page-meta';
import { LegalDocumentScreen } from '../features/legal/components/legal-document-screen';
import { pageTranslations } from '../lib/i18n-server';
import { toLocale } from '../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../shell/layouts/app-layout';

const SECTIONS = ['what', 'session', 'identity', 'analytics', 'errors', 'choices'] as const;

export default function CookiesPage() {
  const { t } = useTranslation('legal');
  return (
    <AppLayout>
      <PageMeta title={t('cookies.meta.title')} description={t('cookies.meta.description')} />
      <LegalDocumentScreen document="cookies" sections={SECTIONS} />
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'legal']),
});
