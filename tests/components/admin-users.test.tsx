// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../src/contracts/admin';
import { signUp } from '../helpers/identity';
import { staffMe } from '../helpers/admin-fixtures';

// A real signed-in session on this run's auth emulator; only the v1 API is answered by msw.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');

const staff = staffMe;
const person = (overrides: Partial<AdminUser>): AdminUser => ({
  id: '0e8b5a3c-1f2d-4c5b-9a8e-7d6c5b4a3f21',
  email: 'lea@example.com',
  first_name: 'Léa',
  last_name: 'Martin',
  role: 'user',
  status: 'enabled',
  account_id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  invited: false,
  deleted: false,
  created_at: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

let me = staff;
let people: AdminUser[] = [];
const asked: string[] = [];
const server = setupServer(
  http.get('*/api/v1/me', () => HttpResponse.json(me)),
  http.get('*/api/v1/admin/users', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.search);
    const q = url.searchParams.get('q')?.toLowerCase();
    const items = people.filter(
      (p) => !q || p.email.includes(q) || `${p.first_name} ${p.last_name}`.toLowerCase().includes(q),
    );
    return HttpResponse.json({ items, total: items.length });
  }),
  http.post('*/api/v1/admin/users/:id/:action', ({ params }) => {
    asked.push(`${String(params.action)} ${String(params.id)}`);
    people = people.map((p) =>
      p.id === params.id ? { ...p, status: params.action === 'suspend' ? 'suspended' : 'enabled' } : p,
    );
    return HttpResponse.json(people.find((p) => p.id === params.id));
  }),
);
// Listening before the SDK is loaded: its Node build keeps the fetch it finds when it loads.
server.listen({ onUnhandledRequest: 'bypass' });
const { StaffOnly } = await import('../../src/features/admin/components/staff-only');
const { UsersScreen } = await import('../../src/features/admin/components/users-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

afterEach(async () => {
  server.resetHandlers();
  me = staff;
  people = [];
  asked.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function signIn() {
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
}

const screenFor = () => (
  <StaffOnly>
    <UsersScreen />
  </StaffOnly>
);

describe('the back office’s users', () => {
  it('finds a customer and suspends them, but offers nothing on oneself or on a colleague (fr)', async () => {
    const lea = person({});
    const colleague = person({
      id: '6f7e8d9c-0b1a-4c2d-8e3f-4a5b6c7d8e9f',
      email: 'noe@nook.example',
      first_name: 'Noé',
      last_name: 'Petit',
      role: 'admin',
    });
    people = [
      lea,
      colleague,
      person({ id: staff.id, email: staff.email, first_name: 'Sacha', last_name: 'Bernard', role: 'admin' }),
    ];
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(screenFor(), { locale: 'fr' });

    const list = await screen.findByRole('list', { name: 'Utilisateurs' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(screen.getByRole('listitem', { name: colleague.email })).queryByRole('button'),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: staff.email })).queryByRole('button'),
    ).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'E-mail ou nom' }), 'martin');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(asked).toContain('?q=martin');
    expect(screen.getByText('1 utilisateur')).toBeInTheDocument();

    const row = screen.getByRole('listitem', { name: lea.email });
    await user.click(within(row).getByRole('button', { name: 'Suspendre' }));
    expect(
      await screen.findByText('lea@example.com est suspendu : ses modifications sont refusées.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: lea.email })).getByText('Suspendu'),
      ).toBeInTheDocument(),
    );
    expect(asked).toContain(`suspend ${lea.id}`);
    expect(
      within(screen.getByRole('listitem', { name: lea.email })).getByRole('button', { name: 'Réactiver' }),
    ).toBeInTheDocument();
  });

  it('is the page-not-found to a customer, and asks the back office nothing (en)', async () => {
    me = { ...staff, role: 'account_admin' };
    await signIn();
    renderWithI18n(screenFor(), { locale: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
