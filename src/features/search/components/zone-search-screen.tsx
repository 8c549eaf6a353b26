import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PageMeta, localizedUrl } from '../../../components/page-meta';
import { LOCALES, toLocale } from '../../../lib/locale';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useRouteLoading } from '../hooks/use-route-loading';
import type { SearchResult, SearchScreenData } from '../search-filters';
import { SearchEmptyState } from './search-empty-state';
import { SearchFiltersForm } from './search-filters-form';
import { SearchPagination } from './search-pagination';
import { SearchSummaryBar } from './search-summary-bar';
import { SpaceCard } from './space-card';

const MapPane = dynamic(() => import('./map-pane'), { ssr: false });

// Inlined at build time: with a token, Mapbox GL; without one, the drawn plan (offline-map.tsx).
const MAPBOX_TOKEN = process.env.NEXT_PUBLIC_MAPBOX_TOKEN ?? '';

export type ZoneSearchScreenProps = SearchScreenData & {
  /** Something to draw on each card's corner (the favorite heart); none by default. */
  cardAction?: (space: SearchResult) => ReactNode;
};

/**
 * The zone search (/paris) and the desks search (/desks/paris): filters, results, pages, map.
 * Small screens (< md) show the filters in force on one line, the form in a bottom sheet, and the
 * results at once; wider ones show the form. CSS alone picks, so the server's markup is the client's.
 * The map sits beside the list from lg on, and behind a « Carte » toggle below.
 */
export function ZoneSearchScreen(props: ZoneSearchScreenProps) {
  const {
    zone,
    type,
    today,
    lastDay,
    filters,
    errors,
    results,
    page,
    pageSize,
    hasMore,
    featureOptions,
    path,
    links,
    cardAction,
  } = props;
  const { t, i18n } = useTranslation('search');
  const locale = toLocale(i18n.language);
  const router = useRouter();
  const loading = useRouteLoading();
  const [activeId, setActiveId] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery('(min-width: 1024px)');
  const [mapOpen, setMapOpen] = useState(false);

  const keys = type === 'desk' ? 'desks.' : '';

  // A new page of results starts at its top, whichever element scrolls (the first render is already there).
  const queryKey = router.asPath;
  const shownKey = useRef(queryKey);
  useEffect(() => {
    if (shownKey.current === queryKey) return;
    shownKey.current = queryKey;
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [queryKey]);

  const shownFrom = (page - 1) * pageSize;
  const count = hasMore
    ? t('resultCountMore', { count: shownFrom + results.length })
    : t('resultCount', { count: shownFrom + results.length });
  const title = t(page > 1 ? `${keys}meta.titlePaged` : `${keys}meta.title`, { zone: zone.name, page });
  const pagedUrl = (lang: string) => `${localizedUrl(path, lang)}?page=${page}`;
  // The same form in the phone's sheet and beside the results on wider screens.
  const formProps = {
    filters,
    errors,
    today,
    lastDay,
    featureOptions,
    path,
    near: { lat: zone.latitude, lng: zone.longitude },
    loading,
  };

  return (
    <div className="lg:flex lg:h-full">
      <PageMeta title={title} description={t(`${keys}meta.description`, { zone: zone.name })} />
      {/* Page N is its own page for search engines: its canonical and alternates keep ?page=N. */}
      {page > 1 && (
        <Head>
          <link key="canonical" rel="canonical" href={pagedUrl(locale)} />
          <meta key="og:url" property="og:url" content={pagedUrl(locale)} />
          {LOCALES.map((lang) => (
            <link key={`alternate-${lang}`} rel="alternate" hrefLang={lang} href={pagedUrl(lang)} />
          ))}
          <link key="alternate-default" rel="alternate" hrefLang="x-default" href={pagedUrl('fr')} />
        </Head>
      )}
      <div className="min-w-0 lg:h-full lg:flex-1 lg:overflow-y-auto">
        <div ref={top} className="mx-auto max-w-6xl scroll-mt-20 px-4 py-6">
          <h1 className="text-2xl font-semibold text-ink-900">{t(`${keys}heading`, { zone: zone.name })}</h1>
          <div className="mt-3 md:hidden">
            <SearchSummaryBar key={router.asPath} filters={filters} today={today}>
              {(close) => <SearchFiltersForm {...formProps} onApplied={close} />}
            </SearchSummaryBar>
          </div>
          <div className="mt-4 hidden md:block">
            <SearchFiltersForm key={router.asPath} {...formProps} />
          </div>
          <div className="relative mt-4 md:mt-6">
            {/* Over the results, not above them: showing it moves nothing. */}
            <div
              aria-hidden="true"
              className={`absolute inset-x-0 -top-3 h-1 overflow-hidden rounded-full ${loading ? 'bg-brand-100' : ''}`}
            >
              {loading && <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600" />}
            </div>
            <div className="flex min-h-5 items-center justify-between gap-3">
              <p className="text-sm text-ink-500" role="status">
                {loading ? t('loading') : results.length > 0 && count}
              </p>
              {results.length > 0 && (
                <button
                  type="button"
                  aria-expanded={mapOpen}
                  aria-controls="search-map-small"
                  className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 lg:hidden"
                  onClick={() => setMapOpen((open) => !open)}
                >
                  {mapOpen ? t('map.hide') : t('map.show')}
                </button>
              )}
            </div>
            {mapOpen && !wide && (
              <section
                id="search-map-small"
                aria-label={t('map.label')}
                className="mt-3 h-[60vh] overflow-hidden rounded-2xl ring-1 ring-brand-100 lg:hidden"
              >
                <MapPane
                  token={MAPBOX_TOKEN}
                  shown
                  center={{ lat: zone.latitude, lng: zone.longitude }}
                  results={results}
                  activeId={activeId}
                  onActivate={setActiveId}
                />
              </section>
            )}
            <div aria-busy={loading} className={`mt-3 transition-opacity ${loading ? 'opacity-50' : ''}`}>
              {results.length === 0 ? (
                <SearchEmptyState widenHref={links.widen} clearHref={path} />
              ) : (
                <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('resultsLabel')}>
                  {results.map((space, index) => (
                    <SpaceCard
                      key={space.id}
                      space={space}
                      href={space.href}
                      priority={index < 2}
                      active={space.id === activeId}
                      onActivate={setActiveId}
                      action={cardAction?.(space)}
                      t={t}
                      locale={locale}
                    />
                  ))}
                </ul>
              )}
            </div>
            <SearchPagination page={page} previousHref={links.previous} nextHref={links.next} />
          </div>
        </div>
      </div>
      <aside
        aria-label={t('map.label')}
        className="hidden bg-brand-100 lg:block lg:h-full lg:w-[40%] lg:shrink-0"
      >
        <MapPane
          token={MAPBOX_TOKEN}
          shown={wide}
          center={{ lat: zone.latitude, lng: zone.longitude }}
          results={results}
          activeId={activeId}
          onActivate={setActiveId}
        />
      </aside>
    </div>
  );
}
