// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { SPACE_FEATURES } from '../../../src/contracts/space-features';
import { SearchFiltersForm } from '../../../src/features/search/components/search-filters-form';
import { emptyFilters } from '../../../src/features/search/search-filters';
import { renderWithI18n, type TestLocale } from '../../helpers/render-with-i18n';

const ADDRESS_API = 'https://api-adresse.data.gouv.fr/search/';
const TODAY = '2026-11-23';

/** What api-adresse.data.gouv.fr answers: GeoJSON, coordinates [lng, lat]. */
const feature = (label: string, city: string, postcode: string, lng: number, lat: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { label, city, postcode, id: `${postcode}_${label}`, score: 0.9 },
});
const RIVOLI = [
  feature('10 Rue de Rivoli 75004 Paris', 'Paris', '75004', 2.357, 48.8557),
  feature('10 Rue de Rivoli 75001 Paris', 'Paris', '75001', 2.3364, 48.8628),
  feature('Rue de Rivoli 94300 Vincennes', 'Vincennes', '94300', 2.4388, 48.8478),
];

const requests: URL[] = [];
const server = setupServer(
  http.get(ADDRESS_API, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    return HttpResponse.json({
      type: 'FeatureCollection',
      features: url.searchParams.get('q')?.includes('rivoli') ? RIVOLI : [],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
// The combobox, loaded when the pointer comes near or the focus comes in, imported once before the
// tests: a module's first import is transformed by the test runner, seconds on a busy machine.
beforeAll(async () => {
  await import('../../../src/features/search/components/search-address-combobox');
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

/**
 * The suggestions (the selects' options are options too), once typing has paused and the address
 * service has answered: longer than Testing Library's default second on a busy machine.
 */
const suggestions = async (name = 'Adresses proposées') =>
  within(await screen.findByRole('listbox', { name }, { timeout: 10_000 })).getAllByRole('option');

/** Points at the address field, waits for its combobox (loaded then) to take over, and focuses it. */
async function focusAddress(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.hover(screen.getByRole('combobox', { name }));
  await waitFor(() => expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-controls'), {
    timeout: 10_000,
  });
  const input = screen.getByRole('combobox', { name });
  await user.click(input);
  expect(input).toHaveFocus();
  return input;
}

function renderForm(locale: TestLocale = 'fr') {
  const result = renderWithI18n(
    <SearchFiltersForm
      filters={emptyFilters(TODAY)}
      errors={{}}
      today={TODAY}
      lastDay="2027-11-23"
      featureOptions={[...SPACE_FEATURES]}
      path="/paris"
      near={{ lat: 48.8566, lng: 2.3522 }}
      loading={false}
    />,
    { locale },
  );
  return { ...result, user: userEvent.setup() };
}

it('suggests addresses from the national address API once typing pauses, and asks only for the last text', async () => {
  const { user } = renderForm();
  const input = await focusAddress(user, "Près de l'adresse");
  // Typed on a clock of its own: however slowly a busy machine sends the letters, no time passes
  // between them (250 ms between two letters was a pause, and the text so far was asked for).
  // Between waits it moves 20 ms whenever 20 ms have passed, for Testing Library's waits; only
  // setTimeout is faked, which is what the combobox's pause is made of.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  const typist = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await typist.keyboard('10 rue de rivoli');
  expect(input).toHaveValue('10 rue de rivoli');
  expect(requests).toEqual([]);
  // The pause after the last letter, whatever its length.
  await vi.runOnlyPendingTimersAsync();
  const options = await suggestions();
  expect(options.map((option) => option.textContent)).toEqual(RIVOLI.map((f) => f.properties.label));
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('3 adresses proposées')).toHaveAttribute('role', 'status');
  // Debounced: the keystrokes before the pause never reached the service.
  expect(requests.map((url) => url.searchParams.get('q'))).toEqual(['10 rue de rivoli']);
  expect(requests[0]?.searchParams.get('limit')).toBe('5');
});

it('is driven by the keyboard, and the chosen address sorts by distance in the URL', async () => {
  const { user, router } = renderForm();
  const input = await focusAddress(user, "Près de l'adresse");
  await user.keyboard('10 rue de rivoli');
  await suggestions();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  const second = screen.getByRole('option', { name: '10 Rue de Rivoli 75001 Paris' });
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(input).toHaveAttribute('aria-activedescendant', second.id);
  await user.keyboard('{Enter}');
  expect(input).toHaveValue('10 Rue de Rivoli 75001 Paris');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(router.push).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Rechercher' }));
  const pushed = new URL(String(vi.mocked(router.push).mock.lastCall?.[0]), 'http://localhost');
  expect(pushed.pathname).toBe('/paris');
  expect(Object.fromEntries(pushed.searchParams)).toEqual({
    lat: '48.862800',
    lng: '2.336400',
    header: '10 Rue de Rivoli 75001 Paris',
    city: 'Paris',
    postal_code: '75001',
    query: '10 rue de rivoli',
    sort: 'distance',
  });
});

it('closes the suggestions on Escape and chooses one with the mouse', async () => {
  const { user } = renderForm('en');
  const input = await focusAddress(user, 'Near an address');
  await user.keyboard('rue de rivoli');
  await suggestions('Suggested addresses');
  await user.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{ArrowDown}');
  await user.click(screen.getByRole('option', { name: 'Rue de Rivoli 94300 Vincennes' }));
  expect(input).toHaveValue('Rue de Rivoli 94300 Vincennes');
  await user.click(screen.getByRole('button', { name: 'Clear the address' }));
  expect(input).toHaveValue('');
});

it('refuses an address typed but never chosen', async () => {
  const { user, router } = renderForm();
  const input = await focusAddress(user, "Près de l'adresse");
  await user.keyboard('quelque part');
  await waitFor(() => expect(screen.getByText('Aucune adresse trouvée')).toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Rechercher' }));
  expect(input).toHaveAccessibleDescription('Choisissez une adresse dans la liste.');
  expect(router.push).not.toHaveBeenCalled();
});

it('keeps what was typed before the suggestions loaded, and searches it', async () => {
  const { user } = renderForm();
  const plain = screen.getByRole('combobox', { name: "Près de l'adresse" });
  expect(plain).not.toHaveAttribute('aria-controls');
  // Typed into the page's plain input before the combobox arrives, as on a slow network: the
  // focus and every letter end up in the combobox.
  act(() => plain.focus());
  await user.keyboard('10 rue de rivoli');
  expect(await suggestions()).toHaveLength(3);
  const combobox = screen.getByRole('combobox', { name: "Près de l'adresse" });
  expect(combobox).toHaveValue('10 rue de rivoli');
  expect(combobox).toHaveFocus();
});

it('says when the address service fails, and the rest of the form still works', async () => {
  server.use(http.get(ADDRESS_API, () => new HttpResponse(null, { status: 503 })));
  const { user, router } = renderForm('en');
  await focusAddress(user, 'Near an address');
  await user.keyboard('rue de rivoli');
  expect(await screen.findByText('Address search is unavailable right now')).toBeInTheDocument();
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await user.clear(screen.getByRole('combobox', { name: 'Near an address' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(router.push).toHaveBeenCalledWith('/paris');
});
