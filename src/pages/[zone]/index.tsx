import type { GetServerSideProps } from 'next';
import { pageTranslations } from '../../lib/i18n-server';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';
import { ZoneSearchScreen, type ZoneSearchScreenProps } from '../../features/search/components/zone-search-screen';
import { toLocale } from '../../lib/locale';
import { getDb } from '../../server/db/client';
import { findZone, listZoneSpaces } from '../../server/services/space-service';

export default function ZonePage(props: ZoneSearchScreenProps) {
  return (
    <AppLayout fullHeight>
      <div className="mx-auto max-w-6xl px-4 py-6">
        <ZoneSearchScreen {...props} />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps<ZoneSearchScreenProps> = async ({ params, locale }) => {
  const lang = toLocale(locale);
  const db = await getDb();
  const zone = await findZone(db, String(params?.zone ?? ''), lang);
  if (!zone) return { notFound: true };
  const [spaces, translations] = await Promise.all([
    listZoneSpaces(db, zone.id, lang),
    pageTranslations(lang, [...LAYOUT_NAMESPACES, 'search']),
  ]);
  return { props: { ...translations, zone, spaces } };
};
