import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import type { SearchResult } from '../search-filters';
import type { MapPin } from './search-map';
import { spaceCardId } from './space-card';

const SearchMap = dynamic(() => import('./search-map'), { ssr: false });
const OfflineMap = dynamic(() => import('./offline-map'), { ssr: false });

export type MapPaneProps = {
  /** The Mapbox token; without one, the drawn plan (offline-map.tsx). */
  token: string;
  /** Whether the map is on screen (beside the list on wide screens, or opened on a phone). */
  shown: boolean;
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
 * The map beside the list on wide screens, or opened on a phone. With a Mapbox token, Mapbox GL (a
 * pin's card is scrolled to and focused when the pin is pressed); without one, a drawn plan of the
 * spaces that needs no download (a pin opens a callout linking to its space).
 */
export default function MapPane({ token, shown, center, results, activeId, onActivate }: MapPaneProps) {
  const { i18n } = useTranslation('search');
  const locale = toLocale(i18n.language);
  const ready = useAfterLoad();
  const pins = useMemo<MapPin[]>(
    () =>
      results.map((space) => ({
        id: space.id,
        lat: space.latitude,
        lng: space.longitude,
        title: space.title,
        price: formatPrice(space.day_pass?.price ?? space.price ?? space.price_hour, locale),
        district: space.district,
        href: space.href,
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
  if (!shown || !ready) return null;
  if (!token) return <OfflineMap center={center} pins={pins} activeId={activeId} onActivate={onActivate} />;
  return <SearchMap token={token} center={center} pins={pins} activeId={activeId} onPinClick={showCard} />;
}
