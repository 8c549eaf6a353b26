import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';

const MAPBOX_TOKEN = process.env.NEXT_PUBLIC_MAPBOX_TOKEN || '';

// Mapbox GL weighs ~500 kB gzipped: its module loads only when the map is about to be seen.
const SpaceMapCanvas = dynamic(() => import('./space-map-canvas'), { ssr: false });

export type SpaceMapProps = { latitude: number; longitude: number };

/**
 * The space on a map, only with a Mapbox token; without one, or when the map cannot load (no
 * network, a refused token), there is no map and nothing to apologise for: the address is written.
 */
export function SpaceMap(props: SpaceMapProps) {
  if (!MAPBOX_TOKEN) return null;
  return <LazyMap {...props} token={MAPBOX_TOKEN} />;
}

function LazyMap({ token, ...props }: SpaceMapProps & { token: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    // After the page has loaded: the map never competes with the photos and the booking panel.
    const start = () => observer.observe(element);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      observer.disconnect();
    };
  }, []);

  if (failed) return null;
  return (
    <div ref={box} className="mt-4 aspect-[16/9] overflow-hidden rounded-2xl bg-brand-100">
      {near && <SpaceMapCanvas {...props} token={token} onFail={() => setFailed(true)} />}
    </div>
  );
}
