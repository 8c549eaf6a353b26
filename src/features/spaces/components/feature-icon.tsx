import type { SpaceFeature } from '../../../contracts/space-features';

/** Where an amenity's icon is: one stroke drawing on a 24 × 24 grid, in public/icons/features. */
export const featureIconUrl = (feature: SpaceFeature) => `/icons/features/${feature}.svg`;

/**
 * A small line icon for an amenity; decorative, its label is always written beside it. A static
 * file the browser caches, not drawing data in the page's script: the list sits below the fold.
 */
export function FeatureIcon({
  feature,
  className = 'size-5',
}: {
  feature: SpaceFeature;
  className?: string;
}) {
  return (
    <img
      src={featureIconUrl(feature)}
      alt=""
      width={20}
      height={20}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
