// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPACE_FEATURES } from '../../../src/contracts/space-features';
import {
  ZoneSearchScreen,
  type ZoneSearchScreenProps,
} from '../../../src/features/search/components/zone-search-screen';
import { emptyFilters, type SearchResult } from '../../../src/features/search/search-filters';
import { createTestRouter, renderWithI18n, type TestLocale } from '../../helpers/render-with-i18n';

const TODAY = '2026-11-23';

// jsdom has no media queries: laid out as on a phone (the map stays closed until asked for). Nor
// pointer capture, which the sheet (vaul) takes when pressed, as browsers all allow.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

// What the screen loads on demand (the sheet with vaul, the amenities panel, the map without a
// token), imported once before the tests: a module's first import is transformed by the test
// runner, seconds on a busy machine, which the waits below are not for.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/search/components/filter-sheet'),
    import('../../../src/features/search/components/features-panel'),
    import('../../../src/features/search/components/map-pane'),
    import('../../../src/features/search/components/offline-map'),
  ]);
});

/** A wait for what a press brings (the sheet opening or closing, a panel, the map): renders slow on a busy machine. */
const RENDERED = { timeout: 10_000 };

const space = (
  id: string,
  title: string,
  district: string,
  latitude: number,
  longitude: number,
): SearchResult => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  zone: 'paris',
  type: 'meeting_room',
  title,
  district,
  capacity: 6,
  price_hour: 4500,
  features: ['wifi'],
  photo: null,
  latitude,
  longitude,
  favorite: false,
  price: null,
  rebates: [],
  day_pass: null,
  desks_left: null,
  href: `/paris/${title.toLowerCase().replace(/\W+/g, '-')}`,
});

const RESULTS = [
  space('0b6a3c8e-1f0d-4b7a-9a51-2f6f6d1c0a01', 'Atelier Oberkampf', 'Paris 11e', 48.8655, 2.3781),
  space('0b6a3c8e-1f0d-4b7a-9a51-2f6f6d1c0a02', 'Salon Montorgueil', 'Paris 2e', 48.8651, 2.3473),
];

function renderScreen(overrides: Partial<ZoneSearchScreenProps> = {}, locale: TestLocale = 'fr') {
  const props: ZoneSearchScreenProps = {
    zone: { id: 'paris', name: 'Paris', latitude: 48.8566, longitude: 2.3522 },
    type: null,
    today: TODAY,
    lastDay: '2027-11-23',
    filters: {
      ...emptyFilters(TODAY),
      day: '2026-11-24',
      dayExplicit: true,
      start: 840,
      end: 1020,
      features: ['wifi'],
    },
    errors: {},
    results: RESULTS,
    page: 1,
    pageSize: 24,
    hasMore: false,
    featureOptions: [...SPACE_FEATURES],
    path: '/paris',
    links: { previous: null, next: null, widen: null },
    ...overrides,
  };
  const router = createTestRouter({
    locale,
    pathname: '/[zone]',
    asPath: '/paris?day=2026-11-24&start=1400&end=1700&features=wifi',
  });
  const result = renderWithI18n(<ZoneSearchScreen {...props} />, { locale, router });
  return { ...result, user: userEvent.setup() };
}

/** The line summing up the filters (its first words are for screen readers). */
const summaryLine = (start: RegExp) =>
  screen.getByText((_, element) => element?.tagName === 'P' && start.test(element.textContent ?? ''));
const filtersButton = (name: RegExp) => screen.getByRole('button', { name });

describe('the summary bar on a phone', () => {
  it('sums up the filters in force and counts them on its button, in French', () => {
    renderScreen();
    expect(summaryLine(/^Filtres en cours/)).toHaveTextContent(
      'mar. 24 nov. · 14h–17h · Toutes tailles · 1 équipement',
    );
    expect(filtersButton(/^Filtres/)).toHaveAccessibleName(/^Filtres, 3 filtres actifs$/);
    // The results are there with it, not behind it.
    expect(
      within(screen.getByRole('list', { name: 'Espaces disponibles' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('speaks English too, and shows no count on a bare search', () => {
    renderScreen({ filters: emptyFilters(TODAY) }, 'en');
    expect(summaryLine(/^Current filters/)).toHaveTextContent('Mon 23 Nov · Any size');
    expect(filtersButton(/^Filters/)).toHaveAccessibleName('Filters');
  });

  it('opens the form in a sheet; applying it sends the filters to the URL and closes the sheet', async () => {
    const { user, router } = renderScreen();
    await user.click(filtersButton(/^Filtres/));
    const sheet = await screen.findByRole('dialog', { name: 'Filtres' }, RENDERED);
    const form = within(sheet).getByRole('search', { name: 'Filtres de recherche' });
    expect(within(form).getByRole('combobox', { name: 'Début' })).toHaveDisplayValue('14h');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Personnes' }), '8 à 12 pers.');
    await user.click(within(form).getByRole('button', { name: 'Rechercher' }));
    expect(router.push).toHaveBeenCalledWith(
      '/paris?day=2026-11-24&start=1400&end=1700&capacity=8-12&features=wifi',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), RENDERED);
  });

  it('keeps the sheet open on a half-chosen slot, with the error on the field', async () => {
    const { user, router } = renderScreen({ filters: emptyFilters(TODAY) }, 'en');
    await user.click(filtersButton(/^Filters/));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, RENDERED);
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'From' }), '2 PM');
    await user.click(within(sheet).getByRole('button', { name: 'Search' }));
    expect(within(sheet).getByRole('combobox', { name: 'To' })).toHaveAccessibleDescription(
      'Choose both the start and the end of the slot.',
    );
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });
});

describe('Escape in the sheet', () => {
  it('closes the amenities first, then the sheet', async () => {
    const { user } = renderScreen();
    await user.click(filtersButton(/^Filtres/));
    const sheet = await screen.findByRole('dialog', { name: 'Filtres' }, RENDERED);
    await user.click(within(sheet).getByRole('button', { name: /^Équipements/ }));
    expect(await within(sheet).findByRole('checkbox', { name: 'Wi-Fi' }, RENDERED)).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(
      () => expect(within(sheet).queryByRole('checkbox', { name: 'Wi-Fi' })).not.toBeInTheDocument(),
      RENDERED,
    );
    expect(screen.getByRole('dialog', { name: 'Filtres' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), RENDERED);
  });
});

describe('the map on a phone, without a Mapbox token', () => {
  it('opens behind « Carte » with a named pin per result; a pin links to its space and marks its card', async () => {
    const { user } = renderScreen();
    expect(screen.queryByRole('region', { name: 'Carte des espaces' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carte' }));
    const map = screen.getByRole('region', { name: 'Carte des espaces' });
    const pins = await within(map).findAllByRole('button', { name: /, 45\s€$/ }, RENDERED);
    expect(pins.map((pin) => pin.getAttribute('aria-label')?.replace(/\s€$/, ' €'))).toEqual([
      'Atelier Oberkampf, 45 €',
      'Salon Montorgueil, 45 €',
    ]);
    await user.click(pins[1] as HTMLElement);
    const callout = within(map).getByRole('group', { name: 'Salon Montorgueil' });
    expect(within(callout).getByRole('link', { name: "Voir l'espace" })).toHaveAttribute(
      'href',
      '/paris/salon-montorgueil',
    );
    expect(document.getElementById(`space-${RESULTS[1]?.id}`)).toHaveClass('ring-brand-600');
    await user.click(screen.getByRole('button', { name: 'Masquer la carte' }));
    expect(screen.queryByRole('region', { name: 'Carte des espaces' })).not.toBeInTheDocument();
  });
});
