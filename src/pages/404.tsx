import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { AppLink } from '../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
import { pageTranslations } from '../lib/i18n-server';
import { LAYOUT_NAMESPACES } from '../shell/layouts/app-layout';
import { PublicLayout } from '../shell/layouts/public-layout';
import { toLocale } from '../lib/locale';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  // Rendered once, at build time, for every missing path: its link to the other language goes home,
  // in the server's HTML as once hydrated (a click still keeps the address: changeLanguage).
  return (
    <PublicLayout languageHref="/">
      <Head>
        <title>{t('notFound.title')}</title>
      </Head>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-ink-500">{t('notFound.body')}</p>
      <AppLink href="/paris" className="mt-4 inline-block text-brand-700 underline">
        {t('notFound.cta')}
      </AppLink>
    </PublicLayout>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), LAYOUT_NAMESPACES),
});
