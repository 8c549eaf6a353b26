import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../components/page-meta';
import { DEFAULT_REFUND_POLICY } from '../domain/refund-policy';
import { TERMS_VERSION } from '../domain/terms';
import { LegalDocumentScreen } from '../features/legal/components/legal-document-screen';
import { pageTranslations } from '../lib/i18n-server';
import { toLocale } from '../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../shell/layouts/app-layout';

const SECTIONS = [
  'scope',
  'booking',
  'prices',
  'payment',
  'cancellation',
  'changes',
  'use',
  'liability',
  'data',
  'law',
] as const;

export default function TermsOfSalePage() {
  const { t } = useTranslation('legal');
  const policy = DEFAULT_REFUND_POLICY;
  return (
    <AppLayout>
      <PageMeta title={t('terms.meta.title')} description={t('terms.meta.description')} />
      <LegalDocumentScreen
        document="terms"
        sections={SECTIONS}
        lead={t('terms.version', { version: TERMS_VERSION })}
        values={{
          fullHours: policy.fullHours,
          partialHours: policy.partialHours,
          partialPercent: policy.partialPercent,
        }}
      />
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'legal']),
});
