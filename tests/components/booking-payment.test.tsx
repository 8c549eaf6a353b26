// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account, PaymentMethod } from '../../src/contracts/account';
import type { PaymentResult } from '../../src/contracts/bookings';
import type { Me } from '../../src/contracts/me';
import { TERMS_VERSION } from '../../src/domain/terms';
import { signUp } from '../helpers/identity';
import { recordSavedFiles } from '../helpers/invoice-fixtures';
import { BOOKING_ID, completeAccount, completeMe, heldBooking } from '../helpers/payment-fixtures';

// A real signed-in session on this run's auth emulator; only the v1 API is answered by msw.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const { PaymentScreen } = await import('../../src/features/booking/payment/payment-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

const visa: PaymentMethod = {
  id: 'c3d4e5f6-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  is_default: true,
  provider: 'offline',
};

let booking = heldBooking();
let me = completeMe();
let account = completeAccount();
let methods: PaymentMethod[] = [];
let payAnswer: (body: unknown) => Response = () => HttpResponse.json({});
const payments: { key: string | null; body: unknown }[] = [];
const mePatches: unknown[] = [];
/** The calendar files asked for, by path; the API's answer stands for the file the server writes. */
const calendars: string[] = [];
const CALENDAR_BODY = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Nook//bookings//FR\r\nEND:VCALENDAR\r\n';

const paid = (): PaymentResult => ({
  booking: {
    ...booking,
    status: 'confirmed',
    expires_at: null,
    paid: booking.total_price,
    balance: 0,
    booked_at: new Date().toISOString(),
  },
  payment: { provider: 'offline', status: 'succeeded', amount: booking.total_price },
});
const refused = (code: string, status: number, detail?: string) =>
  HttpResponse.json(
    {
      error: {
        code,
        message: code,
        details: detail ? [{ field: 'payment', code: detail, message: 'refused' }] : [],
      },
    },
    { status },
  );

const server = setupServer(
  http.get('*/api/v1/bookings/:id', () => HttpResponse.json(booking)),
  http.get('*/api/v1/me', () => HttpResponse.json(me)),
  http.patch('*/api/v1/me', async ({ request }) => {
    const patch = (await request.json()) as Partial<Me>;
    mePatches.push(patch);
    me = { ...me, ...patch };
    return HttpResponse.json(me);
  }),
  http.get('*/api/v1/account', () => HttpResponse.json(account)),
  http.get('*/api/v1/account/payment_methods', () => HttpResponse.json(methods)),
  http.post('*/api/v1/bookings/:id/payment', async ({ request }) => {
    const body = await request.json();
    payments.push({ key: request.headers.get('idempotency-key'), body });
    return payAnswer(body);
  }),
  http.get('*/api/v1/bookings/:id/calendar.ics', ({ request }) => {
    calendars.push(new URL(request.url).pathname);
    return new HttpResponse(CALENDAR_BODY, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
});
afterEach(async () => {
  server.resetHandlers();
  booking = heldBooking();
  me = completeMe();
  account = completeAccount();
  methods = [];
  payments.length = 0;
  mePatches.length = 0;
  calendars.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function typeCard(number: string) {
  await userEvent.type(screen.getByLabelText(/Numéro de carte/), number);
  await userEvent.type(screen.getByLabelText(/Date d'expiration/), '12/30');
  await userEvent.type(screen.getByLabelText(/Cryptogramme/), '123');
}

describe('the booking payment', () => {
  it('shows what is paid with each rebate and its code, pays with the demo provider and confirms with a calendar file', async () => {
    payAnswer = () => HttpResponse.json(paid());
    renderWithI18n(<PaymentScreen bookingId={BOOKING_ID} mode="hold" />);

    expect(await screen.findByRole('heading', { name: 'Paiement', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('lundi 28 décembre 2026, de 14h à 16h')).toBeInTheDocument();
    expect(screen.getByText('Durée : 2 h')).toBeInTheDocument();
    const totals = within(screen.getByRole('region', { name: 'Récapitulatif' }));
    expect(totals.getByText('Réservation anticipée (−10 %)')).toBeInTheDocument();
    expect(totals.queryByText(/promotion\./)).not.toBeInTheDocument();
    // The code the customer typed is shown as they typed it.
    expect(totals.getByText('COSY20')).toBeInTheDocument();
    expect(totals.getByText('Total TTC').nextElementSibling).toHaveTextContent('73 €');
    // The billing details load after the summary, the phone library with them: slow on a busy machine's first import.
    expect(
      await screen.findByText('Camille Martin · camille@example.com · +33612345678', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('12 rue de la Paix, 75002 Paris, France')).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent(
      "Paiement de démonstration : aucune carte n'est débitée.",
    );

    await typeCard('4242 4242 4242 4242');
    // Without the terms of sale accepted, nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Payer 73 €' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Acceptez les conditions générales de vente pour payer.',
    );
    expect(payments).toEqual([]);
    expect(screen.getByRole('link', { name: /conditions générales de vente/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Payer 73 €' }));

    expect(await screen.findByRole('heading', { name: 'Réservation confirmée' })).toBeInTheDocument();
    expect(payments).toHaveLength(1);
    expect(payments[0]?.key).toMatch(/^[\w-]{16,}$/);
    expect(payments[0]?.body).toEqual({
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      terms_version: TERMS_VERSION,
    });
    // Every occurrence in one file, as the API writes it (tests/integration/calendar-feed.test.ts).
    const saved = recordSavedFiles();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter à mon agenda (.ics)' }));
    await waitFor(() => expect(saved.names).toEqual(['fenetre-dauphine-2026-12-28.ics']));
    expect(calendars).toEqual([`/api/v1/bookings/${BOOKING_ID}/calendar.ics`]);
    expect(await saved.blobs[0]?.text()).toBe(CALENDAR_BODY);
    expect(screen.getByRole('link', { name: 'Voir mes événements' })).toHaveAttribute('href', '/events');
  });

  it('confirms a hold whose code covers everything with one button once the terms are accepted, without asking for a card', async () => {
    booking = heldBooking({ total_price: 0, balance: 0, rebates: [{ code: 'COSY20', amount: 2250 }] });
    const confirmed: { id: string; body: unknown }[] = [];
    server.use(
      http.post('*/api/v1/bookings/:id/confirm', async ({ params, request }) => {
        confirmed.push({ id: String(params.id), body: await request.json() });
        return HttpResponse.json({
          ...booking,
          status: 'confirmed',
          expires_at: null,
          booked_at: new Date().toISOString(),
        });
      }),
    );
    renderWithI18n(<PaymentScreen bookingId={BOOKING_ID} mode="hold" />);
    expect(
      await screen.findByText(
        'Rien à payer : votre code couvre tout le montant. Aucune carte n’est demandée.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Numéro de carte/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Acceptez les conditions générales de vente pour confirmer.',
    );
    expect(confirmed).toEqual([]);
    await userEvent.click(
      screen.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    expect(await screen.findByRole('heading', { name: 'Réservation confirmée' })).toBeInTheDocument();
    expect(confirmed).toEqual([{ id: BOOKING_ID, body: { terms_version: TERMS_VERSION } }]);
    expect(payments).toEqual([]);
  });

  it('says why a card is declined, keeps the hold, and pays with another card under a new key', async () => {
    payAnswer = (body) =>
      (body as { card?: { number: string } }).card?.number === '4000000000000002'
        ? refused('PAYMENT_FAILED', 422, 'card_declined')
        : HttpResponse.json(paid());
    renderWithI18n(<PaymentScreen bookingId={BOOKING_ID} mode="hold" />, { locale: 'en' });

    await userEvent.type(await screen.findByLabelText(/Card number/), '4000 0000 0000 0002');
    await userEvent.type(screen.getByLabelText(/Expiry date/), '12/30');
    await userEvent.type(screen.getByLabelText(/Security code/), '123');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms of sale/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay €73' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Your slot is still held: try another card.',
    );
    expect(screen.queryByRole('heading', { name: 'Booking confirmed' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Card number/));
    await userEvent.type(screen.getByLabelText(/Card number/), '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay €73' }));
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    expect(payments).toHaveLength(2);
    expect(payments[1]?.key).not.toBe(payments[0]?.key);
  });

  it('pays with a saved card of the account', async () => {
    methods = [visa];
    payAnswer = () => HttpResponse.json(paid());
    renderWithI18n(<PaymentScreen bookingId={BOOKING_ID} mode="hold" />);
    expect(await screen.findByRole('radio', { name: 'VISA •••• 4242 (expire 12/2030)' })).toBeChecked();
    await userEvent.click(
      screen.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Payer 73 €' }));
    expect(await screen.findByRole('heading', { name: 'Réservation confirmée' })).toBeInTheDocument();
    expect(payments[0]?.body).toEqual({ payment_method_id: visa.id, terms_version: TERMS_VERSION });
  });

  it('shows a completed booking as the confirmed booking it was, with no payment form', async () => {
    booking = {
      ...booking,
      status: 'completed',
      expires_at: null,
      paid: booking.total_price,
      balance: 0,
      booked_at: new Date().toISOString(),
    };
    renderWithI18n(<PaymentScreen bookingId={BOOKING_ID} mode="hold" />);
    expect(await screen.findByRole('heading', { name: 'Réservation confirmée' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter à mon agenda (.ics)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Payer/ })).not.toBeInTheDocument();
  });

  it('tells in the page language that the server refused an expired hold, and leads back to the space', async () => {
    methods = [visa];
    payAnswer = () => {
      booking = { ...booking, status: 'expired', expires_at: null };
      return refused('HOLD_EXPIRED', 409);
    };
    renderWithI18n(<PaymentScreen bookingId={BOOKING_ID} mode="hold" />, { locale: 'en' });
    expect(await screen.findByRole('radio', { name: 'VISA •••• 4242 (expires 12/2030)' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms of sale/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay €73' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Time is up: this slot is no longer held for you.');
    expect(screen.getByRole('link', { name: 'Back to the space to book again' })).toHaveAttribute(
      'href',
      '/en/paris/fenetre-dauphine?day=2026-12-28&start=1400&end=1600',
    );
  });

  it('asks for the missing personal details first, takes a phone typed the French way, saves it in E.164, then lets the user pay', async () => {
    me = { ...completeMe(), phone: null };
    methods = [visa];
    renderWithI18n(<PaymentScreen bookingId={BOOKING_ID} mode="hold" />);
    expect(await screen.findByText("Complétez d'abord vos informations de facturation.")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Payer 73 €' })).toBeDisabled();
    expect(screen.getByLabelText(/Prénom/)).toHaveValue('Camille');

    await userEvent.type(screen.getByLabelText(/Téléphone/), '0612');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Ce numéro de téléphone n'est pas valide.")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Téléphone/));
    await userEvent.type(screen.getByLabelText(/Téléphone/), '06 12 34 56 78');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Payer 73 €' })).toBeEnabled());
    expect(mePatches).toEqual([{ first_name: 'Camille', last_name: 'Martin', phone: '+33612345678' }]);
  });

  it('offers the billing country by its name, and saves its code', async () => {
    account = {
      ...completeAccount(),
      billing_address: { address: null, city: null, country: null, postal_code: null },
    };
    methods = [visa];
    const accountPatches: unknown[] = [];
    server.use(
      http.patch('*/api/v1/account', async ({ request }) => {
        const patch = (await request.json()) as Pick<Account, 'billing_address'>;
        accountPatches.push(patch);
        account = { ...account, ...patch };
        return HttpResponse.json(account);
      }),
    );
    renderWithI18n(<PaymentScreen bookingId={BOOKING_ID} mode="hold" />);
    const country = await screen.findByRole('combobox', { name: /Pays/ });
    expect(country).toHaveDisplayValue('France');
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse/ }), '3 rue Royale');
    await userEvent.type(screen.getByRole('textbox', { name: /Code postal/ }), '1000');
    await userEvent.type(screen.getByRole('textbox', { name: /Ville/ }), 'Bruxelles');
    await userEvent.selectOptions(country, 'Belgique');
    await userEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' }).at(-1) ?? country);
    await waitFor(() =>
      expect(accountPatches).toEqual([
        {
          billing_address: { address: '3 rue Royale', postal_code: '1000', city: 'Bruxelles', country: 'BE' },
        },
      ]),
    );
    expect(await screen.findByText(/3 rue Royale, 1000 Bruxelles, Belgique/)).toBeInTheDocument();
  });

  it('takes 06.12.34.56.78 at once, in English too', async () => {
    me = { ...completeMe(), phone: null };
    methods = [visa];
    renderWithI18n(<PaymentScreen bookingId={BOOKING_ID} mode="hold" />, { locale: 'en' });
    await userEvent.type(await screen.findByLabelText(/Phone/), '06.12.34.56.78');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay €73' })).toBeEnabled());
    expect(mePatches).toEqual([{ first_name: 'Camille', last_name: 'Martin', phone: '+33612345678' }]);
  });
});
