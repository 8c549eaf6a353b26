// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SPACE_FEATURES } from '../../../src/contracts/space-features';
import {
  SearchFiltersForm,
  type SearchFiltersFormProps,
} from '../../../src/features/search/components/search-filters-form';
import { emptyFilters } from '../../../src/features/search/search-filters';
import { renderWithI18n, type TestLocale } from '../../helpers/render-with-i18n';

const TODAY = '2026-11-23';

function renderForm(overrides: Partial<SearchFiltersFormProps> = {}, locale: TestLocale = 'fr') {
  const props: SearchFiltersFormProps = {
    filters: emptyFilters(TODAY),
    errors: {},
    today: TODAY,
    lastDay: '2027-11-23',
    featureOptions: [...SPACE_FEATURES],
    path: '/paris',
    near: { lat: 48.8566, lng: 2.3522 },
    loading: false,
    ...overrides,
  };
  const result = renderWithI18n(<SearchFiltersForm {...props} />, { locale });
  return { ...result, user: userEvent.setup() };
}

const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value);

describe('the slot', () => {
  it('offers whole and half hours only: starts 8h–22h30, ends 8h30–23h', () => {
    renderForm();
    const starts = optionValues(screen.getByRole('combobox', { name: 'Début' }))
      .filter(Boolean)
      .map(Number);
    const ends = optionValues(screen.getByRole('combobox', { name: 'Fin' }))
      .filter(Boolean)
      .map(Number);
    expect(starts[0]).toBe(8 * 60);
    expect(starts.at(-1)).toBe(22 * 60 + 30);
    expect(ends[0]).toBe(8 * 60 + 30);
    expect(ends.at(-1)).toBe(23 * 60);
    for (const minutes of [...starts, ...ends]) expect(minutes % 30).toBe(0);
    expect(
      within(screen.getByRole('combobox', { name: 'Début' })).getByRole('option', { name: '14h30' }),
    ).toBeInTheDocument();
  });

  it('refuses an end that is not after the start, and stays on the page', async () => {
    const { user, router } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fin' }), '12h');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Début' }), '14h');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const end = screen.getByRole('combobox', { name: 'Fin' });
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('La fin doit venir après le début.');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('greys out the ends before a chosen start', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Début' }), '14h');
    const end = screen.getByRole('combobox', { name: 'Fin' });
    expect(within(end).getByRole('option', { name: '14h' })).toBeDisabled();
    expect(within(end).getByRole('option', { name: '14h30' })).toBeEnabled();
  });

  it('asks for both ends of a slot', async () => {
    const { user, router } = renderForm({}, 'en');
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), '2 PM');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveAccessibleDescription(
      'Choose both the start and the end of the slot.',
    );
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('the URL it produces', () => {
  it('carries the day, the slot as HHmm, the capacity bucket and every feature', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('button', { name: /^Jour/ }));
    await user.click(await screen.findByRole('button', { name: 'mardi 24 novembre 2026' }));
    expect(screen.getByRole('button', { name: /^Jour/ })).toHaveTextContent('mar. 24 nov.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Début' }), '14h30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fin' }), '17h');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Personnes' }), '16 pers. et +');
    await user.click(screen.getByRole('button', { name: /^Équipements/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Tableau blanc' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    await user.type(screen.getByRole('searchbox', { name: 'Mots-clés' }), 'canal');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(router.push).toHaveBeenCalledWith(
      '/paris?day=2026-11-24&start=1430&end=1700&capacity=16-&features=wifi&features=whiteboard&text=canal',
    );
  });

  it('offers the five capacity buckets, 16+ travelling as "16-"', () => {
    renderForm({}, 'en');
    const select = screen.getByRole('combobox', { name: 'People' });
    expect(optionValues(select)).toEqual(['', '1-4', '4-8', '8-12', '12-16', '16-']);
    expect(within(select).getByRole('option', { name: '16+ people' })).toHaveValue('16-');
  });

  it('sends a bare search for today when nothing is chosen, and a slot alone as today', async () => {
    const { user, router } = renderForm({ path: '/desks/paris' });
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(router.push).toHaveBeenLastCalledWith('/desks/paris');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Début' }), '9h');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fin' }), '10h30');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(router.push).toHaveBeenLastCalledWith(`/desks/paris?day=${TODAY}&start=900&end=1030`);
  });

  it('starts from the filters of the URL, and drops the page when they change', async () => {
    const filters = {
      ...emptyFilters(TODAY),
      day: '2026-12-01',
      dayExplicit: true,
      start: 840,
      end: 1020,
      capacity: '4-8' as const,
      features: ['wifi' as const],
    };
    const { user, router } = renderForm({ filters });
    expect(screen.getByRole('combobox', { name: 'Début' })).toHaveDisplayValue('14h');
    expect(screen.getByRole('combobox', { name: 'Fin' })).toHaveDisplayValue('17h');
    expect(screen.getByRole('button', { name: /^Équipements/ })).toHaveTextContent('1 choisi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Personnes' }), '8 à 12 pers.');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(router.push).toHaveBeenCalledWith(
      '/paris?day=2026-12-01&start=1400&end=1700&capacity=8-12&features=wifi',
    );
  });

  it('shows what the server left out of the URL, translated, on its field', () => {
    renderForm({ errors: { day: 'in_the_past', capacity: 'invalid' } });
    expect(screen.getByRole('button', { name: /^Jour/ })).toHaveAccessibleDescription(
      "Ce jour est passé : voici les espaces d'aujourd'hui.",
    );
    expect(screen.getByRole('combobox', { name: 'Personnes' })).toHaveAccessibleDescription(
      "Cette valeur n'est pas valide : le filtre est ignoré.",
    );
  });
});

describe('the day calendar', () => {
  it('is keyboard operable and offers today to 12 months ahead only', async () => {
    const { user, router } = renderForm({}, 'en');
    await user.click(screen.getByRole('button', { name: /^Day/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a day' });
    expect(within(dialog).getByRole('button', { name: 'Monday 23 November 2026' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Sunday 22 November 2026' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'Tuesday 1 December 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Day/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledWith('/paris?day=2026-12-01');
  });

  it('stops at the last bookable day, and closes on Escape', async () => {
    const { user } = renderForm({
      filters: { ...emptyFilters(TODAY), day: '2027-11-20', dayExplicit: true },
    });
    await user.click(screen.getByRole('button', { name: /^Jour/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choisir un jour' });
    expect(within(dialog).getByRole('button', { name: 'Mois suivant' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'mercredi 24 novembre 2027' })).toBeDisabled();
    await user.keyboard('{PageDown}');
    expect(within(dialog).getByRole('button', { name: 'mardi 23 novembre 2027' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
