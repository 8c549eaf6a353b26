// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '../../src/contracts/account';
import type { Me } from '../../src/contracts/me';
import { signUp } from '../helpers/identity';

// A real signed-in session on this run's auth emulator; only the v1 API is answered by msw.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');

const admin: Me = {
  id: '5b0d8f43-2b8e-4d8a-9b57-0e0f3b2c1a10',
  first_name: 'Camille',
  last_name: 'Durand',
  email: 'camille@example.com',
  phone: '+33612345678',
  locale: 'fr',
  photo_url: null,
  distinct_id: '7d1d6f4e-8f0a-4c43-9a53-0f9b8f1f2a11',
  analytics_id: '1f0c1c54-5d55-4a38-a1c0-6c0a1a1a2b22',
  role: 'account_admin',
  status: 'enabled',
  account_id: '9c4b2a11-3d5e-4f60-8a7b-1c2d3e4f5a6b',
  notifications: { booking_confirmation: true, reminder: true, guest_invitation: true },
  can_manage_account: true,
};
const member = (overrides: Partial<AccountUser>): AccountUser => ({
  id: '0e8b5a3c-1f2d-4c5b-9a8e-7d6c5b4a3f21',
  email: 'lea@example.com',
  first_name: 'Léa',
  last_name: 'Martin',
  role: 'user',
  status: 'enabled',
  invited: false,
  photo_url: null,
  ...overrides,
});

let users: AccountUser[] = [];
const sent: { method: string; path: string; body: unknown }[] = [];
const server = setupServer(
  http.get('*/api/v1/me', () => HttpResponse.json(admin)),
  http.get('*/api/v1/account/users', () => HttpResponse.json(users)),
  http.post('*/api/v1/account/users', async ({ request }) => {
    const body = (await request.json()) as { email: string; role: AccountUser['role'] };
    sent.push({ method: 'POST', path: '/account/users', body });
    const created = member({
      id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      email: body.email,
      role: body.role,
      first_name: null,
      last_name: null,
      invited: true,
    });
    users = [...users, created];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.patch('*/api/v1/account/users/:id', async ({ request, params }) => {
    const body = (await request.json()) as Partial<AccountUser>;
    sent.push({ method: 'PATCH', path: `/account/users/${String(params.id)}`, body });
    users = users.map((user) => (user.id === params.id ? { ...user, ...body } : user));
    return HttpResponse.json(users.find((user) => user.id === params.id));
  }),
);
// Listening before the SDK is loaded: its Node build keeps the fetch it finds when it loads.
server.listen({ onUnhandledRequest: 'bypass' });
const { TeamScreen } = await import('../../src/features/account/components/team-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

afterEach(async () => {
  server.resetHandlers();
  users = [];
  sent.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function signIn() {
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
}

describe.each([
  [
    'fr',
    {
      email: 'Adresse e-mail',
      role: 'Rôle',
      invite: 'Inviter',
      required: 'Ce champ est obligatoire.',
      invalid: "Cette adresse e-mail n'est pas valide.",
      members: 'Membres du compte',
      guest: 'Membre du compte',
    },
  ],
  [
    'en',
    {
      email: 'E-mail address',
      role: 'Role',
      invite: 'Invite',
      required: 'This field is required.',
      invalid: 'This e-mail address is not valid.',
      members: 'Account members',
      guest: 'Account member',
    },
  ],
] as const)('the team page for an administrator (%s)', (locale, text) => {
  it('checks the e-mail before inviting, then lists the invitation', async () => {
    users = [
      member({
        id: admin.id,
        email: admin.email,
        first_name: 'Camille',
        last_name: 'Durand',
        role: 'account_admin',
      }),
    ];
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(<TeamScreen />, { locale });
    const email = await screen.findByRole(
      'textbox',
      { name: new RegExp(`^${text.email}\\\\*?$`) },
      { timeout: 10_000 },
    );
    await user.click(screen.getByRole('button', { name: text.invite }));
    expect(await screen.findByText(text.required)).toBeInTheDocument();
    await user.type(email, 'lea@');
    await user.click(screen.getByRole('button', { name: text.invite }));
    expect(await screen.findByText(text.invalid)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(email);
    await user.type(email, 'Lea@Example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: text.role }), 'account_guest');
    await user.click(screen.getByRole('button', { name: text.invite }));
    const list = screen.getByRole('list', { name: text.members });
    expect(
      await within(list).findByRole('listitem', { name: 'lea@example.com' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/account/users', body: { email: 'lea@example.com', role: 'account_guest' } },
    ]);
  });
});

describe('managing members', () => {
  it('changes a role and suspends a member, but offers neither on the administrator themself', async () => {
    const lea = member({});
    users = [
      member({
        id: admin.id,
        email: admin.email,
        first_name: 'Camille',
        last_name: 'Durand',
        role: 'account_admin',
      }),
      lea,
    ];
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(<TeamScreen />);
    const row = await screen.findByRole('listitem', { name: lea.email }, { timeout: 10_000 });
    const self = screen.getByRole('listitem', { name: admin.email });
    expect(within(self).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(self).queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(
      within(row).getByRole('combobox', { name: `Rôle de ${lea.email}` }),
      'account_admin',
    );
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: 'PATCH',
        path: `/account/users/${lea.id}`,
        body: { role: 'account_admin' },
      }),
    );
    await user.click(within(row).getByRole('button', { name: 'Suspendre' }));
    await waitFor(() => expect(within(row).getByText(/Suspendu/)).toBeInTheDocument());
    expect(within(row).getByRole('img')).toHaveAttribute('data-tone', 'grey');
    expect(sent).toContainEqual({
      method: 'PATCH',
      path: `/account/users/${lea.id}`,
      body: { status: 'suspended' },
    });
  });
});
