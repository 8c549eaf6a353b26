// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../src/contracts/account';
import type { PaymentResult } from '../../src/contracts/bookings';
import { signUp } from '../helpers/identity';
import { BOOKING_ID, completeAccount, completeMe, heldBooking } from '../helpers/payment-fixtures';

// Stripe Elements stand-ins: the card typed in is confirmed by the SetupIntent as pm_card_visa.
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <div aria-label="card" />,
  useStripe: () => ({ confirmCardSetup: async () => ({ setupIntent: { payment_method: 'pm_card_visa' } }) }),
  useElements: () => ({ getElement: () => ({}) }),
}));
vi.mock('../../src/features/booking/payment/stripe-client', () => ({
  getStripe: async () => null,
  completeCardAction: async () => ({ ok: true }),
}));

// Stripe is configured (read when the payment form loads), and a real session on the auth emulator.
vi.stubEnv('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'pk_test_nook');
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const { PaymentScreen } = await import('../../src/features/booking/payment/payment-screen');
const { PaymentMethodsScreen } = await import('../../src/features/account/components/payment-methods-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

const saved: PaymentMethod = {
  id: 'e5f6a7b8-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  is_default: true,
  provider: 'stripe',
};
let methods: PaymentMethod[] = [];
const added: unknown[] = [];

const server = setupServer(
  http.get('*/api/v1/bookings/:id', () => HttpResponse.json(heldBooking())),
  http.get('*/api/v1/me', () => HttpResponse.json(completeMe())),
  http.get('*/api/v1/account', () => HttpResponse.json(completeAccount())),
  http.get('*/api/v1/account/payment_methods', () => HttpResponse.json(methods)),
  http.post('*/api/v1/account/payment_methods/setup_intent', () =>
    HttpResponse.json({ client_secret: 'seti_nook_secret' }),
  ),
  http.post('*/api/v1/account/payment_methods', async ({ request }) => {
    added.push(await request.json());
    methods = [saved];
    return HttpResponse.json(saved, { status: 201 });
  }),
  http.post('*/api/v1/bookings/:id/payment', () => {
    const booking = heldBooking();
    const result: PaymentResult = {
      booking: {
        ...booking,
        status: 'confirmed',
        expires_at: null,
        paid: booking.total_price,
        balance: 0,
        booked_at: new Date().toISOString(),
      },
      payment: { provider: 'stripe', status: 'succeeded', amount: booking.total_price },
    };
    return HttpResponse.json(result);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
});
afterEach(async () => {
  server.resetHandlers();
  methods = [];
  added.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

describe('a card saved while paying', () => {
  it("is in the account's card list at once, the list read earlier notwithstanding", async () => {
    // The account's cards seen first: none yet, and that answer stays fresh in the cache for minutes.
    const view = renderWithI18n(<PaymentMethodsScreen />);
    expect(await screen.findByText("Aucune carte enregistrée pour l'instant.")).toBeInTheDocument();

    // Then the payment step, in the same app (same QueryClient): a new card typed into Stripe Elements.
    view.rerender(<PaymentScreen bookingId={BOOKING_ID} mode="hold" />);
    expect(await screen.findByRole('radio', { name: 'Une nouvelle carte' })).toBeChecked();
    await userEvent.click(
      screen.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Payer 73 €' }));
    expect(await screen.findByRole('heading', { name: 'Réservation confirmée' })).toBeInTheDocument();
    expect(added).toEqual([{ payment_method_id: 'pm_card_visa' }]);

    // Back to the account's cards: the one just saved is listed, as the default.
    view.rerender(<PaymentMethodsScreen />);
    const card = await screen.findByRole('listitem', { name: 'Visa se terminant par 4242' });
    expect(card).toHaveTextContent('Par défaut');
    expect(screen.queryByText("Aucune carte enregistrée pour l'instant.")).not.toBeInTheDocument();
  });
});
