// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../src/contracts/account';
import type { Me, OnboardingStep } from '../../src/contracts/me';
import { signUp } from '../helpers/identity';

// A real signed-in session on this run's auth emulator; only the v1 API is answered by msw.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const { AccountScreen } = await import('../../src/features/account/components/account-screen');
const { TeamScreen } = await import('../../src/features/account/components/team-screen');
const { UserMenu } = await import('../../src/features/navigation/components/user-menu');
const { useProfileFlags } = await import('../../src/lib/account/use-profile-flags');
const { QueryLayer } = await import('../../src/lib/query-layer');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

// jsdom has no media queries: the account menu is laid out as on a wide screen (a popover).
window.matchMedia = (query: string) =>
  ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

const emptyMe: Me = {
  id: '5b0d8f43-2b8e-4d8a-9b57-0e0f3b2c1a10',
  first_name: null,
  last_name: null,
  email: 'camille@example.com',
  phone: null,
  locale: 'fr',
  photo_url: null,
  distinct_id: '7d1d6f4e-8f0a-4c43-9a53-0f9b8f1f2a11',
  analytics_id: '1f0c1c54-5d55-4a38-a1c0-6c0a1a1a2b22',
  role: 'user',
  status: 'enabled',
  account_id: '9c4b2a11-3d5e-4f60-8a7b-1c2d3e4f5a6b',
  notifications: { booking_confirmation: true, reminder: true, guest_invitation: true },
  can_manage_account: true,
};
const filledMe: Me = { ...emptyMe, first_name: 'Camille', last_name: 'Durand', phone: '+33612345678' };
const emptyAccount: Account = {
  id: emptyMe.account_id,
  business: false,
  company_name: null,
  vat_number: null,
  billing_address: { address: null, city: null, country: null, postal_code: null },
  can_manage: true,
};
const filledAccount: Account = {
  ...emptyAccount,
  billing_address: { address: '12 rue Oberkampf', city: 'Paris', country: 'FR', postal_code: '75011' },
};

let me = emptyMe;
let account = emptyAccount;
let steps: OnboardingStep[] = [];
const server = setupServer(
  http.get('*/api/v1/me', () => HttpResponse.json(me)),
  http.get('*/api/v1/account', () => HttpResponse.json(account)),
  http.get('*/api/v1/me/onboarding', () => HttpResponse.json(steps)),
  http.put('*/api/v1/me/onboarding/:code', ({ params }) => {
    steps = steps.map((step) =>
      step.code === params.code ? { ...step, done: true, completed_at: new Date().toISOString() } : step,
    );
    return new HttpResponse(null, { status: 204 });
  }),
);
// Requests to the emulator go through for real.
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(async () => {
  server.resetHandlers();
  me = emptyMe;
  account = emptyAccount;
  steps = [];
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function signIn() {
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
}

/**
 * Says once the flags are known where it is drawn (the profile and the account both loaded): what
 * shows them beside it has rendered with the same data. The account screen and the account menu
 * each have their query cache (the menu brings its own), hence one for each.
 */
function FlagsKnown({ where }: { where: string }) {
  return useProfileFlags() ? <p>{`flags known: ${where}`}</p> : null;
}

const sections = () => screen.findByRole('navigation', { name: 'Sections du compte' }, { timeout: 10_000 });
const sectionLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Sections du compte' })).getByRole('link', { name });

describe('the derived profile flags (docs/product.md §4)', () => {
  it('a new profile (only the sign-in e-mail) is incomplete, with both sections flagged', async () => {
    await signIn();
    renderWithI18n(<AccountScreen />);
    await sections();
    expect(await screen.findByRole('status')).toHaveTextContent('Votre profil est incomplet');
    expect(sectionLink(/^Informations personnelles/)).toHaveTextContent('À compléter');
    expect(sectionLink(/^Facturation/)).toHaveTextContent('À compléter');
  });

  it('a profile with none of the eight fields is called empty', async () => {
    me = { ...emptyMe, email: '' };
    await signIn();
    renderWithI18n(<AccountScreen />);
    await sections();
    expect(await screen.findByRole('status')).toHaveTextContent('Votre profil est vide');
  });

  it('missing billing only: the profile is incomplete, not empty, and only billing is flagged', async () => {
    me = filledMe;
    await signIn();
    renderWithI18n(<AccountScreen />);
    await sections();
    expect(await screen.findByRole('status')).toHaveTextContent('Votre profil est incomplet');
    await waitFor(() =>
      expect(sectionLink(/^Informations personnelles/)).not.toHaveTextContent('À compléter'),
    );
    expect(sectionLink(/^Facturation/)).toHaveTextContent('À compléter');
  });

  it('a complete profile shows no flag, in the account and in the account menu', async () => {
    me = filledMe;
    account = filledAccount;
    await signIn();
    renderWithI18n(
      <>
        <AccountScreen />
        <FlagsKnown where="account" />
        <UserMenu />
        <QueryLayer>
          <FlagsKnown where="menu" />
        </QueryLayer>
      </>,
    );
    await sections();
    expect(await screen.findByText('Camille Durand')).toBeInTheDocument();
    // Once the profile and the account are known to both: nothing to flag.
    expect(
      await screen.findByText('flags known: account', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('flags known: menu', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('À compléter')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu du compte' })).toBeInTheDocument();
  });

  it('the account menu flags an incomplete profile, on its button and its link to the account', async () => {
    await signIn();
    renderWithI18n(<UserMenu />, { locale: 'en' });
    const button = await screen.findByRole(
      'button',
      { name: 'Account menu (Profile incomplete)' },
      { timeout: 10_000 },
    );
    await userEvent.click(button);
    expect(await screen.findByRole('link', { name: /My account\s*Profile incomplete/ })).toHaveAttribute(
      'href',
      '/en/account',
    );
  });
});

describe('the onboarding checklist', () => {
  it('shows each step and ticks one with PUT /me/onboarding/{code}', async () => {
    steps = [
      { code: 'complete_profile', done: true, completed_at: '2026-11-20T10:00:00.000Z' },
      { code: 'billing_address', done: false, completed_at: null },
      { code: 'payment_method', done: false, completed_at: null },
      { code: 'first_booking', done: false, completed_at: null },
    ];
    await signIn();
    renderWithI18n(<AccountScreen />);
    const checklist = await screen.findByRole('region', { name: 'Bien démarrer' }, { timeout: 10_000 });
    expect(within(checklist).getByText('1 sur 4 étapes terminées')).toBeInTheDocument();
    expect(within(checklist).getByRole('checkbox', { name: 'Compléter votre profil' })).toBeChecked();
    const billing = within(checklist).getByRole('checkbox', { name: 'Ajouter une adresse de facturation' });
    expect(billing).not.toBeChecked();
    expect(within(checklist).getByRole('link', { name: 'Renseigner mon adresse' })).toHaveAttribute(
      'href',
      '/account/billing',
    );
    await userEvent.click(billing);
    await waitFor(() => expect(within(checklist).getByText('2 sur 4 étapes terminées')).toBeInTheDocument());
    expect(steps.find((step) => step.code === 'billing_address')?.done).toBe(true);
  });
});

describe('the team page', () => {
  it('tells someone who does not manage the account that it is reserved to its administrators', async () => {
    me = { ...filledMe, role: 'account_guest', can_manage_account: false };
    await signIn();
    renderWithI18n(<TeamScreen />, { locale: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Reserved to account administrators' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
