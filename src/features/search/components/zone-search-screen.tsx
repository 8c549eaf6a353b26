import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import type { SpaceSummary, Zone } from '../../../contracts/spaces';
import { SpaceCard } from './space-card';

export type ZoneSearchScreenProps = { zone: Zone; spaces: SpaceSummary[] };

export function ZoneSearchScreen({ zone, spaces }: ZoneSearchScreenProps) {
  const { t } = useTranslation('search');
  return (
    <>
      <PageMeta title={t('meta.title', { zone: zone.name })} description={t('meta.description', { zone: zone.name })} />
      <h1 className="text-2xl font-semibold text-ink-900">{t('heading', { zone: zone.name })}</h1>
      <p className="mt-1 text-ink-500">{t('resultCount', { count: spaces.length })}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('resultsLabel')}>
        {spaces.map((space, index) => (
          <SpaceCard key={space.id} space={space} priority={index < 2} />
        ))}
      </ul>
    </>
  );
}
