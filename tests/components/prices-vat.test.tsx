// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../src/contracts/account';
import type { Availability, SpaceDetail, Zone } from '../../src/contracts/spaces';
import { clockStartsAt } from '../helpers/clock';
import { DAUPHINE, eventDetail } from '../helpers/event-fixtures';
import { signUp } from '../helpers/identity';
import { BOOKING_ID, completeAccount, completeMe, heldBooking } from '../helpers/payment-fixtures';

// A real signed-in session on this run's auth emulator; only the v1 API is answered by msw.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const { SpaceScreen } = await import('../../src/features/spaces/components/space-screen');
const { quoteKey } = await import('../../src/features/spaces/hooks/use-slot-quote');
const { quoteSlot } = await import('../../src/features/spaces/utils/slot-quote');
const { PaymentScreen } = await import('../../src/features/booking/payment/payment-screen');
const { ExtrasScreen } = await import('../../src/features/booking/components/extras-screen');
const { EventScreen } = await import('../../src/features/events/components/event-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

// A Thursday two weeks after the reference instant: bookable, and too soon for the early-booking rebate.
const NOW = new Date('2026-11-19T10:00:00Z');
// The screens read the clock too: DAY stays two weeks ahead whatever day this runs.
clockStartsAt(NOW);
const DAY = '2026-12-03';
const everyDay = { open: 800, close: 2000 };

const zone: Zone = { id: 'paris', name: 'Paris', latitude: 48.8566, longitude: 2.3522 };
const space: SpaceDetail = {
  id: '0354d65f-af7d-511a-931f-f3e905cc9d3b',
  slug: 'fenetre-dauphine',
  zone: 'paris',
  type: 'meeting_room',
  title: 'La Fenêtre Dauphine',
  district: 'Paris 16e',
  capacity: 6,
  price_hour: 4500,
  features: [],
  latitude: 48.87,
  longitude: 2.28,
  description: 'Une salle lumineuse.',
  address: { street: '3 avenue Foch', postal_code: '75016', city: 'Paris', district: 'Paris 16e' },
  photos: [],
  opening_hours: Array.from({ length: 7 }, () => everyDay),
  favorite: false,
  extras: [],
  day_rates: { weekday: 8 * 4500, weekend: 6 * 4500 },
};
const availability: Availability = {
  day: DAY,
  opening: everyDay,
  cells: [
    { start: '14:00', end: '14:30', free: true, desks_left: null },
    { start: '14:30', end: '15:00', free: true, desks_left: null },
  ],
};

/** The space page on 14h–17h of DAY, priced as the server prices its first render. */
function spacePage() {
  const slot = { day: DAY, start: 14 * 60, end: 17 * 60 };
  const initialQuote = { key: quoteKey(slot), quote: quoteSlot(space, slot, NOW) };
  return (
    <SpaceScreen
      zone={zone}
      space={space}
      availability={availability}
      slot={slot}
      today="2026-11-19"
      maxDay="2027-11-19"
      initialQuote={initialQuote}
      recurringOffers={[]}
      structuredData={{}}
    />
  );
}

const VAT_LABELS = new Set([
  'Total TTC',
  'Total HT',
  'TVA 20 %',
  'Total incl. VAT',
  'Total excl. VAT',
  'VAT 20%',
]);

/** The total's rows in the order the reader meets them: [label, amount]. */
function vatRows(container: HTMLElement): [string, string][] {
  return within(container)
    .getAllByRole('term')
    .map((term): [string, string] => [term.textContent ?? '', term.nextElementSibling?.textContent ?? ''])
    .filter(([label]) => VAT_LABELS.has(label));
}

const consumer = completeAccount();
const business: Account = {
  ...consumer,
  business: true,
  company_name: 'Atelier Martin SARL',
  vat_number: 'FR12345678901',
};
let account = consumer;

const event = eventDetail(DAY, {
  booking_id: BOOKING_ID,
  space: { ...DAUPHINE, id: space.id, slug: space.slug, title: space.title, district: space.district },
  booked_at: '2026-11-19T10:05:00.000Z',
  is_organizer: false,
  rebates: [{ code: 'COSY20', amount: 2000 }],
  total_price: 7000,
  guests_count: 1,
});

const server = setupServer(
  http.get('*/api/v1/account', () => HttpResponse.json(account)),
  http.get('*/api/v1/me', () => HttpResponse.json(completeMe())),
  http.get('*/api/v1/bookings/:id', () => HttpResponse.json(heldBooking())),
  http.get('*/api/v1/account/payment_methods', () => HttpResponse.json([])),
  http.get('*/api/v1/spaces/paris/fenetre-dauphine', () => HttpResponse.json({ extras: [] })),
  http.get('*/api/v1/events/:id', () => HttpResponse.json(event)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(async () => {
  server.resetHandlers();
  account = consumer;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function signInAs(kind: Account) {
  account = kind;
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
}

describe('the space page', () => {
  it('shows a visitor the total TTC first, then its HT and VAT, and the grid per slot TTC', async () => {
    renderWithI18n(spacePage());
    const panel = screen.getByRole('region', { name: 'Réserver' });
    // 3 h at 45 € = 135 € TTC = 112,50 € HT + 22,50 € VAT (the price lines come in a chunk of their own).
    expect(await within(panel).findByText('Total TTC')).toBeInTheDocument();
    expect(vatRows(panel)).toEqual([
      ['Total TTC', '135 €'],
      ['Total HT', '112,50 €'],
      ['TVA 20 %', '22,50 €'],
    ]);
    expect(screen.getByText('Créneau de 30 min : 22,50 € TTC')).toBeInTheDocument();
  });

  it('shows a business account the total HT first, and the grid per slot HT', async () => {
    await signInAs(business);
    renderWithI18n(spacePage());
    const panel = screen.getByRole('region', { name: 'Réserver' });
    // Once the account is known: 22,50 € a half-hour TTC is 18,75 € HT.
    expect(
      await screen.findByText('Créneau de 30 min : 18,75 € HT', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Créneau de 30 min : 22,50 € TTC')).not.toBeInTheDocument();
    expect(vatRows(panel)).toEqual([
      ['Total HT', '112,50 €'],
      ['TVA 20 %', '22,50 €'],
      ['Total TTC', '135 €'],
    ]);
  });
});

describe('the booking pages', () => {
  it('show a consumer paying the total TTC first, whose HT and VAT add up line by line', async () => {
    await signInAs(consumer);
    renderWithI18n(<PaymentScreen bookingId={BOOKING_ID} mode="hold" />);
    const totals = await screen.findByRole('region', { name: 'Récapitulatif' }, { timeout: 5000 });
    // 90 € + 12 € − 9 € − 20 € = 73 € TTC; HT per line 75 + 10 − 7,50 − 16,67 = 60,83 €, VAT 15 + 2 − 1,50 − 3,33 = 12,17 €.
    expect(vatRows(totals)).toEqual([
      ['Total TTC', '73 €'],
      ['Total HT', '60,83 €'],
      ['TVA 20 %', '12,17 €'],
    ]);
    expect(await screen.findByRole('button', { name: 'Payer 73 €' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('show a business account the total HT first on the extras page', async () => {
    await signInAs(business);
    renderWithI18n(<ExtrasScreen bookingId={BOOKING_ID} />);
    const totals = await screen.findByRole('region', { name: 'Récapitulatif' }, { timeout: 5000 });
    await waitFor(() =>
      expect(vatRows(totals)).toEqual([
        ['Total HT', '60,83 €'],
        ['TVA 20 %', '12,17 €'],
        ['Total TTC', '73 €'],
      ]),
    );
  });
});

describe('the event page', () => {
  it('shows a business account the price HT first, in English too', async () => {
    await signInAs(business);
    renderWithI18n(<EventScreen eventId={event.id} />, { locale: 'en' });
    const price = await screen.findByRole('region', { name: 'Price' }, { timeout: 5000 });
    // 90 € − 20 € = 70 € TTC: 75 € − 16,67 € = 58,33 € HT, 15 € − 3,33 € = 11,67 € VAT.
    await waitFor(() =>
      expect(vatRows(price)).toEqual([
        ['Total excl. VAT', '€58.33'],
        ['VAT 20%', '€11.67'],
        ['Total incl. VAT', '€70'],
      ]),
    );
  });
});
