import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../components/page-meta';
import { pageTranslations } from '../lib/i18n-server';
import { toLocale } from '../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../shell/layouts/app-layout';

// The form (react-hook-form, zod) loads after the page: the text above it is there at once.
const ContactForm = dynamic(
  () => import('../features/support/components/contact-form').then((m) => m.ContactForm),
  {
    ssr: false,
    loading: () => <div aria-busy="true" className="min-h-96" />,
  },
);

export default function ContactPage() {
  const { t } = useTranslation('support');
  return (
    <AppLayout>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <h1 className="text-2xl font-semibold text-ink-900">{t('heading')}</h1>
      <p className="mt-2 mb-6 max-w-xl leading-relaxed text-ink-700">{t('intro')}</p>
      <ContactForm />
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'support', 'errors']),
});
