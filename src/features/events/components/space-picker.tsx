import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { Field, inputClassName } from '../../../components/ui/field';
import { formatPrice } from '../../../domain/money';
import { useFavorites } from '../../../lib/favorites/favorites';
import { toLocale } from '../../../lib/locale';
import { useZones } from '../api/get-zones';
import { useSpaceSearch } from '../api/search-spaces';

// Where a search starts: the city with the largest catalogue. Any zone the API lists can be chosen.
const FIRST_ZONE = 'paris';

export type PickedSpace = {
  id: string;
  slug: string;
  zone: string;
  title: string;
  district: string;
  price_hour: number;
};

type Props = { value: PickedSpace | null; onChange: (space: PickedSpace) => void; error?: string };

/** The space of a series: one of the user's favorites, or one found by name in a zone (Paris first). */
export function SpacePicker({ value, onChange, error }: Props) {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const [text, setText] = useState('');
  const [zone, setZone] = useState(FIRST_ZONE);
  const zones = useZones(locale);
  const favorites = useFavorites();
  const found = useSpaceSearch(zone, text.trim());
  const name = useId();
  const zoneName = zones.data?.find((candidate) => candidate.id === zone)?.name;

  const seen = new Set<string>();
  const choices: { space: PickedSpace; source: 'favorite' | 'search' }[] = [];
  for (const space of favorites.data ?? [])
    if (!seen.has(space.id) && seen.add(space.id)) choices.push({ space, source: 'favorite' });
  if (text.trim().length >= 2)
    for (const space of found.data?.items ?? [])
      if (!seen.has(space.id) && seen.add(space.id)) choices.push({ space, source: 'search' });
  if (value && !seen.has(value.id)) choices.unshift({ space: value, source: 'search' });

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-ink-700">{t('recurring.space')}</legend>
      {zones.data && zones.data.length > 1 && (
        <div className="space-y-1.5">
          <label htmlFor={`${name}-zone`} className="block text-sm font-medium text-ink-700">
            {t('recurring.zone')}
          </label>
          <select
            id={`${name}-zone`}
            className={inputClassName}
            value={zone}
            onChange={(e) => setZone(e.target.value)}
          >
            {zones.data.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <Field
        label={zoneName ? t('recurring.searchSpace', { zone: zoneName }) : t('recurring.searchSpaceAnywhere')}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        hint={t('recurring.searchHint')}
      />
      {choices.length === 0 ? (
        <p className="text-sm text-ink-500">
          {text.trim().length >= 2 && !found.isFetching ? t('recurring.noSpace') : t('recurring.noFavorite')}
        </p>
      ) : (
        <ul className="max-h-64 space-y-2 overflow-y-auto">
          {choices.map(({ space, source }) => (
            <li key={space.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-brand-100 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
                <input
                  type="radio"
                  name={name}
                  checked={value?.id === space.id}
                  onChange={() =>
                    onChange({
                      id: space.id,
                      slug: space.slug,
                      zone: space.zone,
                      title: space.title,
                      district: space.district,
                      price_hour: space.price_hour,
                    })
                  }
                  className="size-4 accent-brand-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-ink-900">{space.title}</span>
                  <span className="block text-xs text-ink-500">
                    {space.district} ·{' '}
                    {t('recurring.perHour', { price: formatPrice(space.price_hour, locale) })}
                    {source === 'favorite' ? ` · ${t('recurring.favorite')}` : ''}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${name}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
