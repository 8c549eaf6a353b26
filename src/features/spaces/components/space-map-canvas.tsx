import 'mapbox-gl/dist/mapbox-gl.css';
import type { Map as MapboxMap } from 'mapbox-gl';
import { useEffect, useRef } from 'react';

export type SpaceMapCanvasProps = { latitude: number; longitude: number; token: string; onFail: () => void };

/** The Mapbox GL map itself, loaded on demand by SpaceMap. */
export default function SpaceMapCanvas({ latitude, longitude, token, onFail }: SpaceMapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const failed = useRef(onFail);

  useEffect(() => {
    failed.current = onFail;
  }, [onFail]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: MapboxMap | undefined;
    let cancelled = false;
    import('mapbox-gl')
      .then(({ default: mapboxgl }) => {
        if (cancelled) return;
        map = new mapboxgl.Map({
          container: element,
          accessToken: token,
          style: 'mapbox://styles/mapbox/streets-v12',
          center: [longitude, latitude],
          zoom: 15,
          cooperativeGestures: true,
          attributionControl: true,
        });
        new mapboxgl.Marker({ color: '#b0522c' }).setLngLat([longitude, latitude]).addTo(map);
        let loaded = false;
        map.on('load', () => {
          loaded = true;
        });
        // Offline or with a refused token the style request fails here: no map, and no noise.
        // A tile missing later is the map's own business; the listener keeps it off the console.
        map.on('error', () => {
          if (loaded) return;
          map?.remove();
          map = undefined;
          failed.current();
        });
      })
      .catch(() => failed.current());
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [latitude, longitude, token]);

  return <div ref={container} className="size-full" />;
}
