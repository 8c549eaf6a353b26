import { useTranslation } from 'next-i18next/pages';
import type { SpaceFeature } from '../../../contracts/space-features';
import { FeatureIcon } from './feature-icon';

/** The amenities of the space, each with its icon. */
export function SpaceFeatures({ features }: { features: SpaceFeature[] }) {
  const { t } = useTranslation('spaces');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {features.map((feature) => (
        <li key={feature} className="flex items-center gap-2 text-sm text-ink-700">
          <FeatureIcon feature={feature} className="size-5 shrink-0" />
          {t(`features.${feature}`)}
        </li>
      ))}
    </ul>
  );
}
