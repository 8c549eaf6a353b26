import type { GetServerSideProps } from 'next';
import { AppLink } from '../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
import { pageTranslations } from '../lib/i18n-server';
import { PageMeta } from '../components/page-meta';
import { AppLayout, LAYOUT_NAMESPACES } from '../shell/layouts/app-layout';
import { useContinueUrlDialog } from '../shell/continue-url-dialog';
import type { Zone } from '../contracts/spaces';
import { toLocale } from '../lib/locale';
import { getReadDb } from '../server/db/client';
import { listZones } from '../server/services/space-service';

type HomeProps = { zones: Zone[] };

export default function HomePage({ zones }: HomeProps) {
  const { t } = useTranslation('common');
  // A guest sent here from a protected page signs in, then goes on to it.
  useContinueUrlDialog();
  return (
    <AppLayout>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <h1 className="max-w-2xl text-3xl font-semibold text-ink-900">{t('home.heading')}</h1>
      <p className="mt-2 max-w-2xl text-ink-500">{t('home.lead')}</p>
      <ul className="mt-8 flex flex-wrap gap-3">
        {zones.map((zone) => (
          <li key={zone.id}>
            <AppLink
              href={`/${zone.id}`}
              className="inline-block rounded-full bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
            >
              {zone.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps<HomeProps> = async ({ locale }) => {
  const lang = toLocale(locale);
  const [zones, translations] = await Promise.all([
    getReadDb().then((db) => listZones(db, lang)),
    pageTranslations(lang, LAYOUT_NAMESPACES),
  ]);
  return { props: { ...translations, zones } };
};
