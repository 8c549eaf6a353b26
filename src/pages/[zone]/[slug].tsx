import type { GetServerSideProps } from 'next';
import { FavoriteHeart } from '../../components/favorite-heart/favorite-heart';
import { SpaceScreen, type SpaceScreenProps } from '../../features/spaces/components/space-screen';
import { quoteKey } from '../../features/spaces/hooks/use-slot-quote';
import { quoteSlot, recurringOfferPrices } from '../../features/spaces/utils/slot-quote';
import { isChosen, slotFromQuery } from '../../features/spaces/utils/slot-query';
import { spaceStructuredData } from '../../features/spaces/utils/structured-data';
import { localizedUrl } from '../../components/page-meta';
import { appUrl } from '../../lib/public-env';
import { addMonths, parisDay } from '../../domain/paris-time';
import { MAX_MONTHS_AHEAD } from '../../domain/slots';
import { pageTranslations } from '../../lib/i18n-server';
import { cachePublicPage, PUBLIC_CACHE } from '../../lib/public-cache';
import { toLocale } from '../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';
import { getReadDb } from '../../server/db/client';
import { findSpaceDetail, findZone, spaceAvailability } from '../../server/services/space-service';

/** What the favorites list shows of a space (the heart adds it there at once). */
function favoriteOf(space: SpaceScreenProps['space']) {
  const { id, slug, zone, title, district, capacity, price_hour, features, photos } = space;
  return { id, slug, zone, title, district, capacity, price_hour, features, photo: photos[0] ?? null };
}

export default function SpacePage(props: SpaceScreenProps) {
  return (
    <AppLayout>
      {/* Keyed by space: moving from one space page to another starts from that page's own slot. */}
      <SpaceScreen
        key={props.space.id}
        {...props}
        titleAction={<FavoriteHeart space={favoriteOf(props.space)} />}
      />
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps<SpaceScreenProps> = async ({
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
  // The guest's view: whether it is a favorite is the client's business once the user is known.
  const space = await findSpaceDetail(db, zone.id, String(params?.slug ?? ''), {
    locale: lang,
    userId: null,
  });
  if (!space) return { notFound: true };

  const now = new Date();
  const today = parisDay(now);
  const maxDay = addMonths(today, MAX_MONTHS_AHEAD);
  const slot = slotFromQuery(query, today, maxDay);
  const [availability, translations] = await Promise.all([
    spaceAvailability(db, space.id, slot.day, now),
    pageTranslations(lang, [...LAYOUT_NAMESPACES, 'spaces']),
  ]);
  if (!availability) return { notFound: true };
  // The day's availability and the slot's quote are asked again in the browser (useAvailability, useSlotQuote).
  cachePublicPage(req, res, PUBLIC_CACHE.space);
  return {
    props: {
      ...translations,
      zone,
      space,
      availability,
      slot,
      today,
      maxDay,
      initialQuote: isChosen(slot) ? { key: quoteKey(slot), quote: quoteSlot(space, slot, now) } : null,
      recurringOffers: recurringOfferPrices(space.price_hour),
      structuredData: spaceStructuredData(
        space,
        localizedUrl(`/${space.zone}/${space.slug}`, lang),
        (path) => (/^https?:\/\//.test(path) ? path : `${appUrl()}${path}`),
      ),
    },
  };
};
