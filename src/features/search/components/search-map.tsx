import 'mapbox-gl/dist/mapbox-gl.css';
import type mapboxgl from 'mapbox-gl';
import type { Map as MapboxMap, Marker } from 'mapbox-gl';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';

export type MapPin = {
  id: string;
  lat: number;
  lng: number;
  title: string;
  price: string;
  district: string;
  href: string;
};

export type SearchMapProps = {
  token: string;
  center: { lat: number; lng: number };
  pins: readonly MapPin[];
  /** The card hovered or focused in the list; its pin stands out. */
  activeId: string | null;
  onPinClick: (id: string) => void;
};

type MapboxModule = typeof mapboxgl;

const PIN_CLASS =
  'rounded-full bg-white px-2 py-1 text-xs font-semibold text-ink-900 shadow ring-1 ring-brand-100 transition-transform ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600 data-[active=true]:scale-110 data-[active=true]:bg-brand-700 data-[active=true]:text-white';

/**
 * The results on a Mapbox map (wide screens, with a token only). mapbox-gl (~500 kB) is imported
 * here, on the client, once the list is on screen. Each pin is a button: pressing it scrolls the
 * list to its card.
 */
export default function SearchMap({ token, center, pins, activeId, onPinClick }: SearchMapProps) {
  const { t } = useTranslation('search');
  const container = useRef<HTMLDivElement>(null);
  const library = useRef<MapboxModule | null>(null);
  const markers = useRef(new Map<string, { marker: Marker; element: HTMLButtonElement }>());
  const onPinClickRef = useRef(onPinClick);
  const [map, setMap] = useState<MapboxMap | null>(null);
  const [failed, setFailed] = useState(false);
  const { lat, lng } = center;

  useEffect(() => {
    onPinClickRef.current = onPinClick;
  }, [onPinClick]);

  useEffect(() => {
    let disposed = false;
    let created: MapboxMap | null = null;
    import('mapbox-gl')
      .then(({ default: mapbox }) => {
        if (disposed || !container.current) return;
        library.current = mapbox;
        mapbox.accessToken = token;
        created = new mapbox.Map({
          container: container.current,
          style: 'mapbox://styles/mapbox/light-v11',
          center: [lng, lat],
          zoom: 12,
        });
        created.addControl(new mapbox.NavigationControl({ showCompass: false }));
        let loaded = false;
        created.once('load', () => {
          loaded = true;
        });
        // Offline, or with a refused token, the style request fails through this event: the list
        // stays as it is and the map quietly gives way. Later errors (a tile) are not worth a word.
        created.on('error', () => {
          if (!loaded) setFailed(true);
        });
        setMap(created);
      })
      // No WebGL, or the chunk did not load.
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      created?.remove();
      setMap(null);
    };
  }, [token, lat, lng]);

  useEffect(() => {
    const mapbox = library.current;
    if (!map || !mapbox) return;
    const shown = markers.current;
    const bounds = new mapbox.LngLatBounds();
    for (const pin of pins) {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = PIN_CLASS;
      element.textContent = pin.price;
      element.setAttribute('aria-label', `${pin.title}, ${pin.price}`);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        onPinClickRef.current(pin.id);
      });
      const marker = new mapbox.Marker({ element }).setLngLat([pin.lng, pin.lat]).addTo(map);
      shown.set(pin.id, { marker, element });
      bounds.extend([pin.lng, pin.lat]);
    }
    if (pins.length > 0) map.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 });
    return () => {
      for (const { marker } of shown.values()) marker.remove();
      shown.clear();
    };
  }, [map, pins]);

  useEffect(() => {
    for (const [id, { element }] of markers.current) {
      const active = id === activeId;
      element.dataset.active = String(active);
      element.style.zIndex = active ? '1' : '';
    }
  }, [activeId, map, pins]);

  if (failed) {
    return (
      <p className="flex h-full items-center justify-center p-6 text-center text-sm text-ink-500">
        {t('map.unavailable')}
      </p>
    );
  }
  return <div ref={container} className="h-full w-full" />;
}
