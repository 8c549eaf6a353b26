// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Availability } from '../../src/contracts/spaces';
import { clockString } from '../../src/domain/clock';
import { addDays, formatLongDay, parisDay, parisWeekday } from '../../src/domain/paris-time';
import { SeriesPlan, type SeriesPlanInput } from '../../src/features/events/components/series-plan';
import { createTestRouter, renderWithI18n } from '../helpers/render-with-i18n';

const SPACE_ID = '0354d65f-af7d-511a-931f-f3e905cc9d3b';
const BOOKING_ID = '7c0b8c52-96b1-4c3e-8d0a-7c2b9e4f5a61';

// A Tuesday a few weeks ahead (no early-booking rebate: under 30 days), three weeks of Tuesdays.
let first = addDays(parisDay(new Date()), 8);
while (parisWeekday(first) !== 1) first = addDays(first, 1);
const second = addDays(first, 7);

/** 09:00–18:00 open; on `taken` days 10:00–11:00 is booked by someone else. */
function availability(day: string, taken: boolean): Availability {
  const cells = [];
  for (let minute = 540; minute < 1080; minute += 30) {
    cells.push({
      start: clockString(minute),
      end: clockString(minute + 30),
      free: !(taken && minute >= 600 && minute < 660),
      desks_left: null,
    });
  }
  return { day, opening: { open: 900, close: 1800 }, cells };
}

const posted: unknown[] = [];
const server = setupServer(
  http.get('*/api/v1/spaces/:id/availability', ({ request }) => {
    const day = new URL(request.url).searchParams.get('day') ?? '';
    return HttpResponse.json(availability(day, day === second));
  }),
  http.post('*/api/v1/bookings', async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ id: BOOKING_ID }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
});
afterAll(() => server.close());

const plan: SeriesPlanInput = {
  space: {
    id: SPACE_ID,
    slug: 'fenetre-dauphine',
    zone: 'paris',
    title: 'La Fenêtre Dauphine',
    district: 'Paris 16e',
    price_hour: 4500,
  },
  firstDay: first,
  weekdays: [1],
  weeks: 3,
  start: 540,
  end: 1020,
};

it('lists the taken day of a series, prices the free ones with the weekly offer and books them without it', async () => {
  const router = createTestRouter();
  renderWithI18n(<SeriesPlan plan={plan} />, { router });

  const conflicts = await screen.findByRole('region', { name: '1 séance indisponible' }, { timeout: 5000 });
  const items = within(conflicts).getAllByRole('listitem');
  expect(items).toHaveLength(1);
  expect(items[0]).toHaveTextContent(`${formatLongDay(second, 'fr')} — créneau déjà réservé`);
  expect(screen.getByRole('heading', { name: '2 séances libres sur 3' })).toBeInTheDocument();
  // 8 billed hours × 45 € × 0.6 = 216 € a day instead of 8 × 45 = 360 €.
  expect(screen.getByText('Offre : 8 h facturées × 45 € × 0,6 = 216 € par jour')).toBeInTheDocument();
  expect(screen.getByText('Total TTC').nextElementSibling).toHaveTextContent('432 €');

  await userEvent.click(screen.getByRole('button', { name: 'Réserver 2 séances' }));
  await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/booking/${BOOKING_ID}/extras`));
  expect(posted).toEqual([
    {
      space_id: SPACE_ID,
      day: first,
      start: '09:00',
      end: '17:00',
      recurrence: { weekdays: [1], weeks: 3 },
      skip_days: [second],
    },
  ]);
});

it('lists every day of the series, in English, when the space is closed then, and offers nothing to book', async () => {
  server.use(
    http.get('*/api/v1/spaces/:id/availability', ({ request }) =>
      HttpResponse.json({ day: new URL(request.url).searchParams.get('day'), opening: null, cells: [] }),
    ),
  );
  renderWithI18n(<SeriesPlan plan={plan} />, { locale: 'en' });
  const conflicts = await screen.findByRole('region', { name: '3 sessions unavailable' }, { timeout: 5000 });
  expect(within(conflicts).getAllByText(/space closed at that time/)).toHaveLength(3);
  expect(screen.getByRole('button', { name: 'Book 0 sessions' })).toBeDisabled();
});
