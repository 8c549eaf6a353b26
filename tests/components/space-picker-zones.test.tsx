// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { SpaceSearchItem, ZoneWithCount } from '../../src/contracts/spaces';
import { SpacePicker } from '../../src/features/events/components/space-picker';
import { renderWithI18n } from '../helpers/render-with-i18n';

const ZONES: ZoneWithCount[] = [
  { id: 'lyon', name: 'Lyon', latitude: 45.764, longitude: 4.8357, space_count: 1 },
  { id: 'paris', name: 'Paris', latitude: 48.8566, longitude: 2.3522, space_count: 40 },
];
const space = (zone: string, title: string): SpaceSearchItem => ({
  id: zone === 'lyon' ? '1b6a1d1e-6d0e-4f3c-9a51-2f1c0e9d8b71' : '2c7b2e2f-7e1f-4a4d-8b62-3a2d1f0e9c82',
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  zone,
  type: 'meeting_room',
  title,
  district: zone === 'lyon' ? 'Lyon 2e' : 'Paris 11e',
  capacity: 6,
  price_hour: 3000,
  features: [],
  photo: null,
  latitude: 45.76,
  longitude: 4.83,
  favorite: false,
  price: null,
  rebates: [],
  day_pass: null,
  desks_left: null,
});

const searched: string[] = [];
const server = setupServer(
  http.get('*/api/v1/zones', () => HttpResponse.json(ZONES)),
  http.get('*/api/v1/spaces', ({ request }) => {
    const zone = new URL(request.url).searchParams.get('zone') ?? '';
    searched.push(zone);
    return HttpResponse.json({
      items: [space(zone, zone === 'lyon' ? 'Atelier des Canuts' : 'Atelier Oberkampf')],
      page: 1,
      page_size: 8,
      has_more: false,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  searched.length = 0;
});
afterAll(() => server.close());

it('searches the space of a series in any zone the API lists, Paris first', async () => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithI18n(<SpacePicker value={null} onChange={onChange} />, { locale: 'fr' });

  const city = await screen.findByRole('combobox', { name: 'Ville' });
  expect(city).toHaveValue('paris');
  expect(screen.getByRole('searchbox', { name: 'Chercher un espace à Paris' })).toBeInTheDocument();

  await user.selectOptions(city, 'Lyon');
  const search = screen.getByRole('searchbox', { name: 'Chercher un espace à Lyon' });
  await user.type(search, 'atelier');
  await user.click(await screen.findByRole('radio', { name: /Atelier des Canuts/ }));
  expect(onChange).toHaveBeenCalledWith(
    expect.objectContaining({ zone: 'lyon', title: 'Atelier des Canuts' }),
  );
  await waitFor(() => expect(searched.length).toBeGreaterThan(0));
  expect(new Set(searched)).toEqual(new Set(['lyon']));
});
