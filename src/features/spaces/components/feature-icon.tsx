import type { SpaceFeature } from '../../../contracts/space-features';

// One stroke path per amenity, drawn on a 24 × 24 grid: a few hundred bytes instead of an icon set.
const PATHS: Record<SpaceFeature, string> = {
  wifi: 'M2 8.8a15 15 0 0 1 20 0M5.2 12.3a10.5 10.5 0 0 1 13.6 0M8.6 15.7a5.6 5.6 0 0 1 6.8 0M12 19.5h.01',
  screen: 'M3 4.5h18v11.5H3zM8.5 20h7M12 16v4',
  whiteboard: 'M3 4h18v12H3zM7.5 20.5l2-4.5M16.5 20.5l-2-4.5M7 8.5h6M7 11.5h9',
  video_conference: 'M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5',
  kitchen: 'M6 3v5a2 2 0 0 0 4 0V3M8 10v11M17 21V3c-2.2 1.2-3.5 3.8-3.5 7.5 0 1.7 1.3 2.5 3.5 2.5',
  coffee: 'M4 9h12v4.5A5.5 5.5 0 0 1 10.5 19h-1A5.5 5.5 0 0 1 4 13.5zM16 10.5h1.5a2.5 2.5 0 0 1 0 5H16M8 3.5v2.5M12 3.5v2.5',
  terrace: 'M3 12a9 9 0 0 1 18 0zM12 12v8.5M8.5 20.5h7',
  natural_light: 'M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM12 2v2.5M12 19.5V22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M2 12h2.5M19.5 12H22M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8',
  accessible: 'M12 3.5h.01M10.5 7.5v6h5.5l2.5 5.5M10.5 10.5H15M7.5 10.8a5.5 5.5 0 1 0 7.8 7.7',
  quiet: 'M4 9h4l5-4v14l-5-4H4zM16.5 9.5l5 5M21.5 9.5l-5 5',
  printer: 'M6.5 9V3.5h11V9M6.5 17H4v-7.5h16V17h-2.5M6.5 14h11v6.5h-11z',
};

/** A small line icon for an amenity; decorative, its label is always written beside it. */
export function FeatureIcon({ feature, className = 'size-5' }: { feature: SpaceFeature; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[feature]} />
    </svg>
  );
}
