// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import {
  BookingExpirationProvider,
  useStartBookingExpiration,
} from '../../src/features/booking/expiration/booking-expiration-provider';
import { createTestRouter, renderWithI18n } from '../helpers/render-with-i18n';

const T0 = new Date('2026-11-23T10:00:00Z').getTime();
const HOLD_MS = 15 * 60_000;

function heldBooking(expiresAt: number): Booking {
  return {
    id: '3f1e8a52-96b1-4c3e-8d0a-7c2b9e4f5a61',
    created_at: new Date(T0).toISOString(),
    expires_at: new Date(expiresAt).toISOString(),
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
    end: '16:00',
    occurrences: [],
    recurrence: null,
    extras: [],
    coupon_code: null,
    space_price: 9000,
    extras_price: 0,
    rebates: [],
    total_price: 9000,
    paid: 0,
    balance: 9000,
    booked_at: null,
    pending_change: null,
  };
}

/** A screen that has loaded its booking, as the extras and payment screens do. */
function HeldScreen({ booking }: { booking: Booking }) {
  useStartBookingExpiration(booking);
  return <p>écran de réservation</p>;
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

async function renderHeld(pathname = '/booking/[bookingId]/payment') {
  const router = createTestRouter({ pathname, route: pathname });
  const booking = heldBooking(T0 + HOLD_MS);
  const view = renderWithI18n(
    <BookingExpirationProvider>
      <HeldScreen booking={booking} />
    </BookingExpirationProvider>,
    { router },
  );
  // The dialogs' code is fetched as soon as a hold is watched: let that import settle.
  await act(async () => {
    await import('../../src/features/booking/expiration/expiration-dialogs');
  });
  return { ...view, booking, router };
}

it('warns 5 minutes before the hold ends, and its button dismisses the warning', async () => {
  await renderHeld();
  await advance(HOLD_MS - 5 * 60_000 - 1000);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  await advance(1000);
  const warning = screen.getByRole('alertdialog', { name: 'Votre créneau expire bientôt' });
  expect(warning).toHaveTextContent('Il vous reste moins de 5 minutes pour finaliser votre réservation.');

  fireEvent.click(screen.getByRole('button', { name: 'Continuer ma réservation' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  // Dismissed for good: the next checks do not bring it back.
  await advance(60_000);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('does not warn again on the next page of the booking flow once dismissed', async () => {
  const extras = await renderHeld('/booking/[bookingId]/extras');
  await advance(HOLD_MS - 5 * 60_000);
  fireEvent.click(screen.getByRole('button', { name: 'Continuer ma réservation' }));
  extras.unmount();

  // On to the payment page, with a provider of its own.
  await renderHeld('/booking/[bookingId]/payment');
  await advance(1000);
  expect(screen.queryByRole('alertdialog', { name: 'Votre créneau expire bientôt' })).not.toBeInTheDocument();
  // The end itself is still said.
  await advance(5 * 60_000);
  expect(screen.getByRole('alertdialog', { name: 'Votre créneau a expiré' })).toBeInTheDocument();
});

it('at expiry shows a dialog that cannot be closed, whose button returns to the space page', async () => {
  const { router } = await renderHeld();
  await advance(HOLD_MS - 1000);
  expect(screen.queryByRole('alertdialog', { name: 'Votre créneau a expiré' })).not.toBeInTheDocument();

  await advance(1000);
  const expired = screen.getByRole('alertdialog', { name: 'Votre créneau a expiré' });
  expect(expired).toHaveTextContent('Le délai est écoulé : ce créneau ne vous est plus réservé.');
  expect(screen.queryByRole('button', { name: /fermer/i })).not.toBeInTheDocument();

  fireEvent.keyDown(expired, { key: 'Escape' });
  await advance(1000);
  expect(screen.getByRole('alertdialog', { name: 'Votre créneau a expiré' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: "Revenir à l'espace pour réserver à nouveau" }));
  expect(router.push).toHaveBeenCalledWith('/paris/fenetre-dauphine?day=2026-12-28&start=1400&end=1600');
});

it('resets when the user leaves the booking routes', async () => {
  const { rerender, booking } = await renderHeld('/booking/[bookingId]/extras');
  await advance(HOLD_MS - 60_000);
  expect(screen.getByRole('alertdialog', { name: 'Votre créneau expire bientôt' })).toBeInTheDocument();

  // The router now points elsewhere (e.g. the space page): nothing shows, even past the expiry.
  const elsewhere = createTestRouter({ pathname: '/[zone]/[slug]', route: '/[zone]/[slug]' });
  const { RouterContext } = await import('next/dist/shared/lib/router-context.shared-runtime');
  rerender(
    <RouterContext.Provider value={elsewhere}>
      <BookingExpirationProvider>
        <HeldScreen booking={booking} />
      </BookingExpirationProvider>
    </RouterContext.Provider>,
  );
  await advance(2 * 60_000);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
