// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserDetail, AuditEntry } from '../../src/contracts/admin';
import type { Me } from '../../src/contracts/me';
import { BOOKING_ID, ORGANIZER_ID, staffMe } from '../helpers/admin-fixtures';
import { signUp } from '../helpers/identity';

// A real signed-in session on this run's auth emulator; only the v1 API is answered by msw.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');

const lea = (): AdminUserDetail => ({
  id: ORGANIZER_ID,
  email: 'lea@example.com',
  first_name: 'Léa',
  last_name: 'Martin',
  role: 'account_admin',
  status: 'enabled',
  account_id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  invited: false,
  deleted: false,
  created_at: '2026-11-02T09:00:00.000Z',
  account: {
    id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    owner_id: ORGANIZER_ID,
    business: true,
    company_name: 'Atelier Martin',
    members: 3,
  },
  bookings: [
    {
      id: BOOKING_ID,
      status: 'confirmed',
      space_title: 'La Fenêtre Dauphine',
      starts_at: '2026-12-03T13:00:00.000Z',
      total_price: 4500,
      created_at: '2026-11-20T09:00:00.000Z',
    },
  ],
});

const AUDIT: AuditEntry[] = [
  {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    at: '2026-11-22T09:30:00.000Z',
    actor: { id: '6f7e8d9c-0b1a-4c2d-8e3f-4a5b6c7d8e9f', email: 'noe@nook.example' },
    action: 'user.suspend',
    target_type: 'user',
    target_id: ORGANIZER_ID,
    before: { email: 'lea@example.com', role: 'account_admin', status: 'enabled' },
    after: { email: 'lea@example.com', role: 'account_admin', status: 'suspended' },
  },
  {
    id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    at: '2026-11-21T16:00:00.000Z',
    actor: { id: '6f7e8d9c-0b1a-4c2d-8e3f-4a5b6c7d8e9f', email: 'noe@nook.example' },
    action: 'coupon.create',
    target_type: 'coupon',
    target_id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
    before: null,
    after: {
      code: 'NOEL25',
      kind: 'amount',
      value: 1250,
      max_uses: null,
      valid_until: '2026-12-31T23:00:00.000Z',
    },
  },
];

let me: Me = staffMe;
let user = lea();
const asked: string[] = [];
const server = setupServer(
  http.get('*/api/v1/me', () => HttpResponse.json(me)),
  http.get('*/api/v1/admin/users/:id', () => HttpResponse.json(user)),
  http.put('*/api/v1/admin/users/:id/staff-role', async ({ request, params }) => {
    const body = (await request.json()) as { role: 'admin' | 'super_admin' | null };
    asked.push(`staff-role ${String(params.id)} ${JSON.stringify(body)}`);
    user = { ...user, role: body.role ?? 'account_admin' };
    return HttpResponse.json(user);
  }),
  http.get('*/api/v1/admin/audit', () => {
    asked.push('audit');
    return HttpResponse.json(AUDIT);
  }),
);
// Listening before the SDK is loaded: its Node build keeps the fetch it finds when it loads.
server.listen({ onUnhandledRequest: 'bypass' });
const { AdminLayout } = await import('../../src/features/admin/components/admin-layout');
const { UserDetailScreen } = await import('../../src/features/admin/components/user-detail-screen');
const { AuditScreen } = await import('../../src/features/admin/components/audit-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

afterEach(async () => {
  server.resetHandlers();
  me = staffMe;
  user = lea();
  asked.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function signIn() {
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
}

const userPage = () => (
  <AdminLayout>
    <UserDetailScreen userId={ORGANIZER_ID} />
  </AdminLayout>
);
const auditPage = () => (
  <AdminLayout level="super_admin">
    <AuditScreen />
  </AdminLayout>
);

describe('a user’s page in the back office', () => {
  it('shows a super_admin the staff role, which they give (fr)', async () => {
    me = { ...staffMe, role: 'super_admin' };
    await signIn();
    const actor = userEvent.setup();
    renderWithI18n(userPage(), { locale: 'fr' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Léa Martin' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Atelier Martin')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Dernières réservations' })).getByRole('link', {
        name: 'La Fenêtre Dauphine',
      }),
    ).toHaveAttribute('href', `/admin/bookings/${BOOKING_ID}`);
    expect(screen.getByRole('button', { name: 'Suspendre' })).toBeInTheDocument();

    const role = screen.getByRole('combobox', { name: "Rôle dans l'équipe Nook" });
    expect(role).toHaveValue('');
    await actor.selectOptions(role, 'Administrateur');
    await actor.click(screen.getByRole('button', { name: 'Enregistrer le rôle' }));

    expect(await screen.findByText('lea@example.com est désormais : Administrateur.')).toBeInTheDocument();
    expect(asked).toEqual([`staff-role ${ORGANIZER_ID} {"role":"admin"}`]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: "Rôle dans l'équipe Nook" })).toHaveValue('admin'),
    );
  });

  it('offers an admin no staff role, only the suspension (en)', async () => {
    await signIn();
    renderWithI18n(userPage(), { locale: 'en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Léa Martin' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('the audit log', () => {
  it('shows a super_admin who did what to what and when, before and after, newest first (fr)', async () => {
    me = { ...staffMe, role: 'super_admin' };
    await signIn();
    renderWithI18n(auditPage(), { locale: 'fr' });

    const entries = await screen.findByRole(
      'list',
      { name: "Actions de l'équipe, les plus récentes d'abord" },
      { timeout: 10_000 },
    );
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Utilisateur suspendu', 'Code créé']);
    const suspension = within(entries).getByRole('listitem', { name: 'Utilisateur suspendu' });
    expect(within(suspension).getByText('noe@nook.example')).toBeInTheDocument();
    // 09:30 UTC is 10h30 in Paris in November.
    expect(within(suspension).getByText('22/11/2026 10h30')).toBeInTheDocument();
    expect(within(suspension).getByRole('link', { name: `Utilisateur ${ORGANIZER_ID}` })).toHaveAttribute(
      'href',
      `/admin/users/${ORGANIZER_ID}`,
    );
    // Only what changed, in both states.
    expect(within(suspension).getByText('enabled → suspended')).toBeInTheDocument();
    expect(within(suspension).queryByText('lea@example.com')).not.toBeInTheDocument();

    const creation = within(entries).getByRole('listitem', { name: 'Code créé' });
    expect(within(creation).getByText('NOEL25')).toBeInTheDocument();
    expect(within(creation).getByText('01/01/2027 0h')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', {
        name: "Journal d'audit",
      }),
    ).toBeInTheDocument();
  });

  it('is the page-not-found to an admin, as the API answers them, and asks it nothing (en)', async () => {
    await signIn();
    renderWithI18n(auditPage(), { locale: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
