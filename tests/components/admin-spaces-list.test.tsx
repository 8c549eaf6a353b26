// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SpacesScreen } from '../../src/features/admin/components/spaces/spaces-screen';
import { spaceRow, ZONES } from '../helpers/admin-space-screen-fixtures';
import { renderWithI18n } from '../helpers/render-with-i18n';

const asked: URLSearchParams[] = [];
const ROWS = [
  spaceRow({}),
  spaceRow({
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    slug: 'poste-croix-rousse',
    zone: 'lyon',
    type: 'desk',
    title_fr: 'Poste à la Croix-Rousse',
    title_en: 'Desk in Croix-Rousse',
    capacity: 1,
    price_hour_cents: 1200,
    published: false,
    photo: null,
  }),
];

const server = setupServer(
  http.get('*/api/v1/zones', () => HttpResponse.json(ZONES)),
  http.get('*/api/v1/admin/spaces', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    const items = ROWS.filter(
      (row) =>
        (!params.get('zone') || row.zone === params.get('zone')) &&
        (!params.get('published') || String(row.published) === params.get('published')),
    );
    // 45 in all: three pages of 20.
    return HttpResponse.json({ items, total: params.get('zone') ? items.length : 45 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

const query = (params: URLSearchParams | undefined) => Object.fromEntries(params?.entries() ?? []);

describe('the back office’s list of spaces', () => {
  it('shows each space with its cover, zone, type, capacity, price and status, and pages through them (fr)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SpacesScreen />, { locale: 'fr' });
    const row = await screen.findByRole('listitem', { name: "L'Atelier du Marais" }, { timeout: 15_000 });
    expect(row).toHaveTextContent('Paris · Le Marais');
    expect(row).toHaveTextContent('Salle de réunion');
    expect(row).toHaveTextContent('8 personnes');
    expect(row).toHaveTextContent('45,50 € / heure');
    expect(row).toHaveTextContent('En ligne');
    expect(row.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent('/api/v1/photos/a1.jpg')),
    );
    expect(within(row).getByRole('link', { name: "L'Atelier du Marais" })).toHaveAttribute(
      'href',
      `/admin/spaces/${ROWS[0]?.id}`,
    );
    expect(screen.getByRole('listitem', { name: 'Poste à la Croix-Rousse' })).toHaveTextContent('Hors ligne');
    expect(screen.getByRole('link', { name: 'Nouvel espace' })).toHaveAttribute('href', '/admin/spaces/new');
    expect(query(asked[0])).toEqual({ limit: '20', offset: '0' });

    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(query(asked.at(-1))).toEqual({ limit: '20', offset: '20' }));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();
  });

  it('asks for the text, zone, type and status chosen, from the first page (en)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SpacesScreen />, { locale: 'en' });
    await screen.findByRole('option', { name: 'Lyon' }, { timeout: 15_000 });

    const search = screen.getByRole('search', { name: 'Search' });
    await user.type(within(search).getByRole('searchbox', { name: 'Title or address' }), ' croix ');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Zone' }), 'lyon');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Type' }), 'desk');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Status' }), 'false');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(query(asked.at(-1))).toEqual({
        q: 'croix',
        zone: 'lyon',
        type: 'desk',
        published: 'false',
        limit: '20',
        offset: '0',
      }),
    );
    const list = await screen.findByRole('list', { name: 'Spaces' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    const row = within(list).getByRole('listitem', { name: 'Desk in Croix-Rousse' });
    expect(row).toHaveTextContent('Lyon · Le Marais');
    expect(row).toHaveTextContent('1 person');
    expect(row).toHaveTextContent('€12 / hour');
    expect(row).toHaveTextContent('Offline');
    expect(screen.getByText('1 space')).toBeInTheDocument();
  });
});
