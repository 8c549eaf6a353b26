// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import type { SpaceDetail } from '../../src/contracts/spaces';
import { ExtrasScreen } from '../../src/features/booking/components/extras-screen';
import { createTestRouter, renderWithI18n } from '../helpers/render-with-i18n';

const BOOKING_ID = '3f1e8a52-96b1-4c3e-8d0a-7c2b9e4f5a61';

function heldBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: BOOKING_ID,
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    status: 'held',
    space: {
      id: '0354d65f-af7d-511a-931f-f3e905cc9d3b',
      slug: 'fenetre-dauphine',
      zone: 'paris',
      type: 'meeting_room',
      title: 'La Fenêtre Dauphine',
      price_hour: 4500,
      capacity: 8,
    },
    desks: 1,
    attendees: 1,
    day: '2026-12-02',
    start: '14:00',
    end: '17:00',
    occurrences: [],
    recurrence: null,
    extras: [],
    coupon_code: null,
    space_price: 13500,
    extras_price: 0,
    rebates: [],
    total_price: 13500,
    paid: 0,
    balance: 13500,
    booked_at: null,
    pending_change: null,
    ...overrides,
  };
}

const extras: SpaceDetail['extras'] = [
  {
    id: 'coffee_break',
    name: 'Pause café',
    description: 'Café, thé, jus et viennoiseries, par personne.',
    unit_price: 600,
    max_quantity: 40,
    per_person: true,
  },
  {
    id: 'projector',
    name: 'Vidéoprojecteur',
    description: 'Vidéoprojecteur HD.',
    unit_price: 2500,
    max_quantity: 1,
    per_person: false,
  },
];

let booking = heldBooking();
const patches: unknown[] = [];
const server = setupServer(
  http.get('*/api/v1/bookings/:id', () => HttpResponse.json(booking)),
  http.get('*/api/v1/spaces/paris/fenetre-dauphine', () => HttpResponse.json({ extras })),
  http.patch('*/api/v1/bookings/:id', async ({ request }) => {
    const body = (await request.json()) as { extras: { id: string; quantity: number }[]; attendees?: number };
    patches.push(body);
    const chosen = body.extras.filter((e) => e.quantity > 0);
    const extrasPrice = chosen.reduce(
      (sum, e) => sum + (extras.find((x) => x.id === e.id)?.unit_price ?? 0) * e.quantity,
      0,
    );
    booking = {
      ...booking,
      attendees: body.attendees ?? booking.attendees,
      extras: chosen.map((e) => ({
        id: e.id,
        name: e.id,
        quantity: e.quantity,
        unit_price: extras.find((x) => x.id === e.id)?.unit_price ?? 0,
        per_person: e.id === 'coffee_break',
      })),
      extras_price: extrasPrice,
      total_price: booking.space_price + extrasPrice,
    };
    return HttpResponse.json(booking);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  patches.length = 0;
  booking = heldBooking();
});
afterAll(() => server.close());

const totalOf = () =>
  within(screen.getByRole('region', { name: 'Récapitulatif' })).getByText('Total TTC').nextElementSibling;

it('shows the held slot and its countdown, saves extras on the hold and shows the total the API computed', async () => {
  renderWithI18n(<ExtrasScreen bookingId={BOOKING_ID} />);
  expect(await screen.findByText('La Fenêtre Dauphine')).toBeInTheDocument();
  expect(screen.getByText('mercredi 2 décembre 2026, de 14h à 17h')).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|9:5\d)$/);
  expect(totalOf()).toHaveTextContent('135 €');

  // Three people come: a coffee break for each of them, and one projector.
  expect(screen.getByText('6 € par personne')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Nombre de participants'), '3');
  const coffee = screen.getByRole('button', { name: 'Pause café pour les 3 personnes' });
  expect(coffee).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(coffee);
  expect(coffee).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter : Vidéoprojecteur' }));
  expect(screen.getByRole('button', { name: 'Ajouter : Vidéoprojecteur' })).toBeDisabled();

  await waitFor(() => expect(totalOf()).toHaveTextContent('178 €'));
  expect(screen.getByText('Options enregistrées.')).toBeInTheDocument();
  expect(patches.at(-1)).toEqual({
    extras: [
      { id: 'coffee_break', quantity: 3 },
      { id: 'projector', quantity: 1 },
    ],
    attendees: 3,
  });

  // One more person: one more coffee break.
  await userEvent.selectOptions(screen.getByLabelText('Nombre de participants'), '4');
  await waitFor(() => expect(totalOf()).toHaveTextContent('184 €'));
  expect(patches.at(-1)).toEqual({
    extras: [
      { id: 'coffee_break', quantity: 4 },
      { id: 'projector', quantity: 1 },
    ],
    attendees: 4,
  });
  expect(screen.getByRole('link', { name: 'Continuer vers le paiement' })).toHaveAttribute(
    'href',
    `/booking/${BOOKING_ID}/payment`,
  );
});

it('says when the hold is over and leads back to the space with the same slot', async () => {
  booking = heldBooking({ expires_at: new Date(Date.now() - 1000).toISOString() });
  renderWithI18n(<ExtrasScreen bookingId={BOOKING_ID} />, { locale: 'en' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Time is up: this slot is no longer held for you.');
  expect(within(alert).getByRole('link', { name: 'Back to the space to book again' })).toHaveAttribute(
    'href',
    '/en/paris/fenetre-dauphine?day=2026-12-02&start=1400&end=1700',
  );
  expect(screen.getByRole('button', { name: 'Pause café for 1 person' })).toBeDisabled();
  expect(screen.queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();
});

it('sends Back from the payment confirmation to the event, not to an expired hold', async () => {
  booking = heldBooking({
    status: 'confirmed',
    expires_at: null,
    paid: 13500,
    balance: 0,
    occurrences: [
      {
        event_id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        nth: 1,
        day: '2026-12-02',
        start: '14:00',
        end: '17:00',
        status: 'confirmed',
      },
    ],
  });
  const router = createTestRouter({ pathname: '/booking/[bookingId]/extras' });
  renderWithI18n(<ExtrasScreen bookingId={BOOKING_ID} />, { router });
  expect(await screen.findByText('Cette réservation est payée : voici son événement.')).toBeInTheDocument();
  await waitFor(() =>
    expect(router.replace).toHaveBeenCalledWith('/events/7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'),
  );
  expect(screen.queryByText(/ne vous est plus réservé/)).not.toBeInTheDocument();
});
