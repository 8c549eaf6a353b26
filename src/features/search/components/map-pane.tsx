import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { SearchResult } from '../search-filters';
import type { MapPin } from './search-map';
import { spaceCardId } from './space-card';

const SearchMap = dynamic(() => import('./search-map'), { ssr: false });

export type MapPaneProps = {
  token: string;
  center: { lat: number; lng: number };
  results: readonly SearchResult[];
  activeId: string | null;
  onActivate: (id: string | null) => void;
};

/** Mounts the map after the page has loaded and the browser is idle: the list comes first. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const go = () => {
      idle = window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      window.removeEventListener('load', go);
      window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

/**
 * The map beside the list on wide screens (this glue is loaded only when a Mapbox token is set).
 * A pin's card is scrolled to and focused when the pin is pressed.
 */
export default function MapPane({ token, center, results, activeId, onActivate }: MapPaneProps) {
  const { i18n } = useTranslation('search');
  const locale = toLocale(i18n.language);
  const wide = useMediaQuery('(min-width: 1024px)');
  const ready = useAfterLoad();
  const pins = useMemo<MapPin[]>(
    () =>
      results.map((space) => ({
        id: space.id,
        lat: space.latitude,
        lng: space.longitude,
        title: space.title,
        price: formatPrice(space.day_pass?.price ?? space.price ?? space.price_hour, locale),
      })),
    [results, locale],
  );
  const showCard = useCallback(
    (id: string) => {
      onActivate(id);
      const card = document.getElementById(spaceCardId(id));
      card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      card?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
    },
    [onActivate],
  );
  if (!wide || !ready) return null;
  return <SearchMap token={token} center={center} pins={pins} activeId={activeId} onPinClick={showCard} />;
}
