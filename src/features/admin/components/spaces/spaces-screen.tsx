import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '../../../../components/ui/app-link';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { inputClassName } from '../../../../components/ui/field';
import { oneOf, SPACE_TYPES } from '../../../../contracts/admin-values';
import { toLocale } from '../../../../lib/locale';
import { SPACES_PAGE_SIZE, useAdminSpaces, useZones, type SpaceFilters } from '../../api/admin-spaces';
import { SpaceRow } from './space-row';

const publishedOf = (value: FormDataEntryValue | null) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/** /admin/spaces: every space, published or not, by text, zone, type and status, a page at a time. */
export function SpacesScreen() {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const [filters, setFilters] = useState<SpaceFilters>({ page: 0 });
  const spaces = useAdminSpaces(filters);
  const zones = useZones();
  const id = useId();
  const zoneName = (zone: string) => zones.data?.find((candidate) => candidate.id === zone)?.name ?? zone;
  const pages = spaces.data ? Math.max(1, Math.ceil(spaces.data.total / SPACES_PAGE_SIZE)) : 1;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters({
      q: String(form.get('q') ?? '').trim() || undefined,
      zone: String(form.get('zone') ?? '') || undefined,
      type: oneOf(SPACE_TYPES, form.get('type')),
      published: publishedOf(form.get('published')),
      page: 0,
    });
  };

  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <select id={`${id}-${name}`} name={name} className={inputClassName} defaultValue="">
        <option value="">{t('spaces.list.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <p className="text-sm font-medium text-brand-700">{t('title')}</p>
          <h1 className="text-2xl font-semibold text-ink-900">{t('spaces.title')}</h1>
        </div>
        <AppLink href="/admin/spaces/new" className={buttonClassName()}>
          {t('spaces.new')}
        </AppLink>
      </div>
      <form
        role="search"
        aria-label={t('spaces.list.search')}
        onSubmit={search}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <div className="space-y-1 sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-medium text-ink-900">
            {t('spaces.list.query')}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            maxLength={100}
            className={inputClassName}
            placeholder={t('spaces.list.queryHint')}
          />
        </div>
        {select(
          'zone',
          t('spaces.form.zone'),
          (zones.data ?? []).map((zone) => ({ value: zone.id, label: zone.name })),
        )}
        {select(
          'type',
          t('spaces.form.type'),
          SPACE_TYPES.map((type) => ({ value: type, label: t(`spaces.types.${type}`) })),
        )}
        {select('published', t('spaces.list.status'), [
          { value: 'true', label: t('spaces.status.published') },
          { value: 'false', label: t('spaces.status.unpublished') },
        ])}
        <Button type="submit">{t('spaces.list.search')}</Button>
      </form>
      {spaces.isPending ? (
        <div className="h-48 animate-pulse rounded-2xl bg-brand-50" aria-busy="true" />
      ) : spaces.isError ? (
        <p role="alert" className="text-ink-700">
          {t('loadError')}
        </p>
      ) : (
        <section
          aria-labelledby={`${id}-results`}
          className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100"
        >
          <h2
            id={`${id}-results`}
            className="border-b border-brand-100 px-5 py-3 text-sm text-ink-700"
            aria-live="polite"
          >
            {t('spaces.list.count', { count: spaces.data.total })}
          </h2>
          <ul aria-label={t('spaces.title')} className="divide-y divide-brand-100">
            {spaces.data.items.map((space) => (
              <SpaceRow key={space.id} space={space} zoneName={zoneName(space.zone)} locale={locale} t={t} />
            ))}
          </ul>
          {pages > 1 && (
            <nav
              aria-label={t('spaces.list.pages')}
              className="flex items-center justify-between gap-3 border-t border-brand-100 px-5 py-3 text-sm"
            >
              <Button
                variant="secondary"
                size="small"
                disabled={filters.page === 0}
                onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
              >
                {t('spaces.list.previous')}
              </Button>
              <span className="text-ink-700">{t('spaces.list.page', { page: filters.page + 1, pages })}</span>
              <Button
                variant="secondary"
                size="small"
                disabled={filters.page + 1 >= pages}
                onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
              >
                {t('spaces.list.next')}
              </Button>
            </nav>
          )}
        </section>
      )}
    </div>
  );
}
