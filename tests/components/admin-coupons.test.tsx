// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCoupon, AdminCouponCreate } from '../../src/contracts/admin';
import { staffMe } from '../helpers/admin-fixtures';
import { signUp } from '../helpers/identity';

// A real signed-in session on this run's auth emulator; only the v1 API is answered by msw.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');

const DAY = 24 * 60 * 60 * 1000;
/** A running code, ending 30 days from the moment the test runs. */
const running = (): AdminCoupon => ({
  id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
  code: 'BIENVENUE',
  kind: 'percent',
  value: 10,
  once_per_account: true,
  max_uses: 100,
  min_total: null,
  valid_from: null,
  valid_until: new Date(Date.now() + 30 * DAY).toISOString(),
  account_id: null,
  uses: 3,
  reserved: 1,
  created_at: new Date(Date.now() - 10 * DAY).toISOString(),
});

let coupons: AdminCoupon[] = [];
let taken = false;
const writes: { path: string; body: unknown }[] = [];
const server = setupServer(
  http.get('*/api/v1/me', () => HttpResponse.json(staffMe)),
  http.get('*/api/v1/admin/coupons', () => HttpResponse.json(coupons)),
  http.post('*/api/v1/admin/coupons', async ({ request }) => {
    const body = (await request.json()) as AdminCouponCreate;
    writes.push({ path: 'create', body });
    if (taken)
      return HttpResponse.json(
        {
          error: {
            code: 'COUPON_CODE_TAKEN',
            message: 'A code with these letters exists already.',
            details: [],
          },
        },
        { status: 409 },
      );
    const created: AdminCoupon = {
      ...body,
      id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      code: body.code.toUpperCase(),
      uses: 0,
      reserved: 0,
      created_at: new Date().toISOString(),
    };
    coupons = [created, ...coupons];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.post('*/api/v1/admin/coupons/:id/expire', ({ params }) => {
    writes.push({ path: `expire ${String(params.id)}`, body: null });
    coupons = coupons.map((c) =>
      c.id === params.id ? { ...c, valid_until: new Date(Date.now() - 1000).toISOString() } : c,
    );
    return HttpResponse.json(coupons.find((c) => c.id === params.id));
  }),
);
// Listening before the SDK is loaded: its Node build keeps the fetch it finds when it loads.
server.listen({ onUnhandledRequest: 'bypass' });
const { AdminLayout } = await import('../../src/features/admin/components/admin-layout');
const { CouponsScreen } = await import('../../src/features/admin/components/coupons-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

afterEach(async () => {
  server.resetHandlers();
  coupons = [];
  taken = false;
  writes.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function openScreen(locale: 'fr' | 'en') {
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
  renderWithI18n(
    <AdminLayout>
      <CouponsScreen />
    </AdminLayout>,
    { locale },
  );
  return screen.findByRole(
    'form',
    { name: locale === 'fr' ? 'Nouveau code' : 'New code' },
    { timeout: 10_000 },
  );
}

describe('the back office’s coupons', () => {
  it('says what is wrong with each field, in French, and sends nothing', async () => {
    const user = userEvent.setup();
    const form = await openScreen('fr');

    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), 'a!');
    await user.type(within(form).getByRole('textbox', { name: /Pourcentage de réduction/ }), '150');
    await user.type(within(form).getByRole('textbox', { name: /Nombre maximal/ }), '0');
    await user.type(within(form).getByRole('textbox', { name: /Montant minimal/ }), '12,345');
    await user.type(within(form).getByRole('textbox', { name: /Réservé à un compte/ }), 'not-an-id');
    await user.type(within(form).getByLabelText('Valable à partir du'), '2026-12-10');
    await user.type(within(form).getByLabelText("Valable jusqu'au"), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Créer le code' }));

    expect(
      await within(form).findByText('Lettres, chiffres, - et _ uniquement, de 3 à 32 caractères.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Un pourcentage est un nombre entier de 1 à 100.')).toBeInTheDocument();
    expect(
      within(form).getByText('Saisissez un nombre entier de 1 à 1 000 000, ou laissez vide.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Saisissez un montant de 0 à 100 000 €, ou laissez vide.'),
    ).toBeInTheDocument();
    expect(within(form).getByText(/Un identifiant de compte ressemble à/)).toBeInTheDocument();
    expect(
      within(form).getByText('Le code doit se terminer le jour où il commence ou après.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Code/ })).toHaveAttribute('aria-invalid', 'true');

    // An amount is checked as euros once the kind says so.
    await user.click(within(form).getByRole('radio', { name: 'Montant' }));
    const value = within(form).getByRole('textbox', { name: /Montant de la réduction/ });
    await user.clear(value);
    await user.type(value, '0');
    await user.click(within(form).getByRole('button', { name: 'Créer le code' }));
    expect(await within(form).findByText('Saisissez un montant de 0,01 à 10 000 €.')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('creates an amount code for December in Paris and lists it; ends a running code after asking (fr)', async () => {
    coupons = [running()];
    const user = userEvent.setup();
    const form = await openScreen('fr');
    const list = await screen.findByRole('list', { name: 'Codes' });
    const bienvenue = within(list).getByRole('listitem', { name: 'BIENVENUE' });
    expect(within(bienvenue).getByText('3 utilisé(s), 1 retenu(s)')).toBeInTheDocument();
    expect(within(bienvenue).getByText('une fois par compte · 100 utilisations au plus')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), 'noel25');
    await user.click(within(form).getByRole('radio', { name: 'Montant' }));
    await user.type(within(form).getByRole('textbox', { name: /Montant de la réduction/ }), '12,50');
    await user.type(within(form).getByRole('textbox', { name: /Nombre maximal/ }), '200');
    await user.type(within(form).getByRole('textbox', { name: /Montant minimal/ }), '40');
    await user.type(within(form).getByLabelText('Valable à partir du'), '2026-12-01');
    await user.type(within(form).getByLabelText("Valable jusqu'au"), '2026-12-31');
    await user.click(within(form).getByRole('checkbox', { name: 'Une fois par compte' }));
    await user.click(within(form).getByRole('button', { name: 'Créer le code' }));

    expect(await screen.findByText('Le code NOEL25 est créé.')).toBeInTheDocument();
    // From the first minute of 1 December to the last of 31 December, Paris time (UTC+1).
    expect(writes).toEqual([
      {
        path: 'create',
        body: {
          code: 'noel25',
          kind: 'amount',
          value: 1250,
          once_per_account: false,
          max_uses: 200,
          min_total: 4000,
          valid_from: '2026-11-30T23:00:00.000Z',
          valid_until: '2026-12-31T23:00:00.000Z',
          account_id: null,
        },
      },
    ]);
    const noel = await within(list).findByRole('listitem', { name: 'NOEL25' });
    expect(within(noel).getByText('−12,50 €')).toBeInTheDocument();
    expect(
      within(noel).getByText('sans limite par compte · 200 utilisations au plus · dès 40 €'),
    ).toBeInTheDocument();
    expect(within(noel).getByText("à partir du 01/12/2026 · jusqu'au 31/12/2026 inclus")).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Code/ })).toHaveValue('');

    await user.click(within(bienvenue).getByRole('button', { name: 'Terminer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminer le code BIENVENUE maintenant ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Terminer le code' }));
    expect(await screen.findByText('Le code BIENVENUE est terminé.')).toBeInTheDocument();
    expect(writes.at(-1)).toEqual({ path: 'expire 4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a', body: null });
    await waitFor(() =>
      expect(
        within(within(list).getByRole('listitem', { name: 'BIENVENUE' })).getByText('Terminé'),
      ).toBeInTheDocument(),
    );
    expect(
      within(within(list).getByRole('listitem', { name: 'BIENVENUE' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  });

  it('says so when the code exists already (en)', async () => {
    taken = true;
    const user = userEvent.setup();
    const form = await openScreen('en');
    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), 'BIENVENUE');
    await user.type(within(form).getByRole('textbox', { name: /Percentage off/ }), '10');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    expect(await screen.findByText('A code with these letters already exists.')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
  });
});
