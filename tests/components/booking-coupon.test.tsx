// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import { ExtrasScreen } from '../../src/features/booking/components/extras-screen';
import { renderWithI18n } from '../helpers/render-with-i18n';

const BOOKING_ID = '3f1e8a52-96b1-4c3e-8d0a-7c2b9e4f5a61';

/** 2 hours at 45 €, 35 days ahead: the API already lists the early-booking rebate. */
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
    day: '2026-12-28',
    start: '14:00',
    end: '16:30',
    occurrences: [],
    recurrence: null,
    extras: [],
    coupon_code: null,
    space_price: 11250,
    extras_price: 0,
    rebates: [{ code: 'promotion.early_booking', amount: 1125 }],
    total_price: 10125,
    paid: 0,
    balance: 10125,
    booked_at: null,
    pending_change: null,
    ...overrides,
  };
}

let booking = heldBooking();
const patches: unknown[] = [];
const server = setupServer(
  http.get('*/api/v1/bookings/:id', () => HttpResponse.json(booking)),
  http.get('*/api/v1/spaces/paris/fenetre-dauphine', () => HttpResponse.json({ extras: [] })),
  http.patch('*/api/v1/bookings/:id', async ({ request }) => {
    const body = (await request.json()) as { coupon_code: string | null };
    patches.push(body);
    if (body.coupon_code === 'NOPE') {
      return HttpResponse.json(
        { error: { code: 'COUPON_UNKNOWN', message: 'This code does not exist.', details: [] } },
        { status: 422 },
      );
    }
    if (body.coupon_code === 'ETE2020') {
      return HttpResponse.json(
        { error: { code: 'COUPON_EXPIRED', message: 'This code is not valid now.', details: [] } },
        { status: 422 },
      );
    }
    booking =
      body.coupon_code === null
        ? heldBooking()
        : {
            ...booking,
            coupon_code: 'COSY20',
            rebates: [...booking.rebates, { code: 'COSY20', amount: 2000 }],
            total_price: 8125,
            balance: 8125,
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

const summary = (name = 'Récapitulatif') => within(screen.getByRole('region', { name }));

it('shows the duration and the early-booking rebate by its name, not the code it has in the API', async () => {
  renderWithI18n(<ExtrasScreen bookingId={BOOKING_ID} />);
  expect(await screen.findByText('Durée : 2 h 30')).toBeInTheDocument();
  const rebate = summary().getByText('Réservation anticipée (−10 %)').closest('div');
  expect(rebate).toHaveTextContent(/^Réservation anticipée \(−10 %\)−11,25 €$/);
  expect(summary().queryByText(/promotion\./)).not.toBeInTheDocument();
  expect(summary().getByText('Total TTC').nextElementSibling).toHaveTextContent('101,25 €');
});

it('refuses an unknown or expired code with the reason in the page language, then applies a valid one', async () => {
  renderWithI18n(<ExtrasScreen bookingId={BOOKING_ID} />, { locale: 'en' });
  const field = await screen.findByLabelText('Your code');

  await userEvent.type(field, 'NOPE');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('This code does not exist.')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(field);
  await userEvent.type(field, 'ETE2020');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('This code is no longer valid.')).toBeInTheDocument();

  await userEvent.clear(field);
  await userEvent.type(field, 'cosy20');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Code COSY20 applied.')).toBeInTheDocument();
  expect(summary('Summary').getByText('COSY20').closest('div')).toHaveTextContent(
    'Promotion code COSY20−€20',
  );
  expect(summary('Summary').getByText('Total incl. VAT').nextElementSibling).toHaveTextContent('€81.25');

  await userEvent.click(screen.getByRole('button', { name: 'Remove the code' }));
  await waitFor(() => expect(summary('Summary').queryByText('COSY20')).not.toBeInTheDocument());
  expect(patches).toEqual([
    { coupon_code: 'NOPE' },
    { coupon_code: 'ETE2020' },
    { coupon_code: 'cosy20' },
    { coupon_code: null },
  ]);
});
