import type { GetServerSideProps } from 'next';
import { FavoriteHeart } from '../../components/favorite-heart/favorite-heart';
import { useHeartLabels } from '../../components/favorite-heart/heart-button';
import {
  ZoneSearchScreen,
  type ZoneSearchScreenProps,
} from '../../features/search/components/zone-search-screen';
import { readSearchQuery, searchScreenData, serviceSearch } from '../../features/search/search-page-data';
import { pageTranslations } from '../../lib/i18n-server';
import { cachePublicPage, PUBLIC_CACHE } from '../../lib/public-cache';
import { toLocale } from '../../lib/locale';
import { getReadDb } from '../../server/db/client';
import { parisToday, searchSpaces } from '../../server/services/space-search';
import { findZone } from '../../server/services/space-service';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';

export default function ZonePage(props: ZoneSearchScreenProps) {
  // Named once for the page's 24 hearts, not by each of them.
  const heartLabels = useHeartLabels();
  return (
    <AppLayout fullHeight>
      <ZoneSearchScreen
        {...props}
        cardAction={(space) => <FavoriteHeart space={space} labels={heartLabels} />}
      />
    </AppLayout>
  );
}

/** The same search as GET /v1/spaces (same contract, same service), read from the page's URL. */
export const getServerSideProps: GetServerSideProps<ZoneSearchScreenProps> = async ({
  params,
  query,
  locale,
  req,
  res,
}) => {
  const lang = toLocale(locale);
  const db = await getReadDb();
  const zone = await findZone(db, String(params?.zone ?? ''), lang);
  if (!zone) return { notFound: true };
  const now = new Date();
  const today = parisToday(now);
  const read = readSearchQuery(query, { zone: zone.id, type: null, now, today });
  const [found, translations] = await Promise.all([
    searchSpaces(db, serviceSearch(read.query), { locale: lang, userId: null, now }),
    pageTranslations(lang, [...LAYOUT_NAMESPACES, 'search']),
  ]);
  if (!found) return { notFound: true };
  // A search for a slot lists what is free right now: no shared cache keeps it.
  const slotChosen = read.filters.start !== null && read.filters.end !== null;
  cachePublicPage(req, res, slotChosen ? null : PUBLIC_CACHE.listing);
  return { props: { ...translations, ...searchScreenData(zone, read, found, today) } };
};
