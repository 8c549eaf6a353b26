// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, uniqueEmail } from '../helpers/identity';

// The sign-in dialog against this run's auth emulator: Firebase reads where it is when first imported.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const { default: AuthDialog } = await import('../../src/features/auth/components/auth-dialog');
const { LOGIN_SUCCESS_EVENT, REGISTER_SUCCESS_EVENT } = await import('../../src/features/auth/auth-events');
const { useAuthDialog } = await import('../../src/lib/auth/auth-dialog-context');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { createTestRouter, renderWithI18n } = await import('../helpers/render-with-i18n');

const meCalls: (string | null)[] = [];
const server = setupServer(
  http.get('*/api/v1/email-check', () => HttpResponse.json({ valid: true })),
  http.get('*/api/v1/me', ({ request }) => {
    meCalls.push(request.headers.get('authorization'));
    return HttpResponse.json({
      distinct_id: '7d1d6f4e-8f0a-4c43-9a53-0f9b8f1f2a11',
      analytics_id: '1f0c1c54-5d55-4a38-a1c0-6c0a1a1a2b22',
    });
  }),
);
// Requests to the emulator go through for real.
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
let listeners = new AbortController();
afterEach(async () => {
  listeners.abort();
  listeners = new AbortController();
  server.resetHandlers();
  meCalls.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

function Opener() {
  const { open } = useAuthDialog();
  return (
    <button type="button" onClick={() => open()}>
      open-dialog
    </button>
  );
}

const required = (label: string) => new RegExp(`^${label}\\*$`);

async function openDialog(query: Record<string, string> = {}) {
  const user = userEvent.setup();
  const events: string[] = [];
  for (const name of [LOGIN_SUCCESS_EVENT, REGISTER_SUCCESS_EVENT])
    window.addEventListener(name, () => events.push(name), { signal: listeners.signal });
  const { router } = renderWithI18n(
    <>
      <Opener />
      <AuthDialog />
    </>,
    { router: createTestRouter({ query }) },
  );
  await user.click(screen.getByRole('button', { name: 'open-dialog' }));
  return { user, router, events, dialog: await screen.findByRole('dialog') };
}

describe('signing in and up against the auth emulator', () => {
  it('signs in, closes, announces it and goes to continueUrl', async () => {
    const account = await signUp();
    const { user, router, events, dialog } = await openDialog({ continueUrl: '/events' });
    await user.type(within(dialog).getByLabelText(required('Adresse e-mail')), account.email);
    await user.type(within(dialog).getByLabelText(required('Mot de passe')), account.password);
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(router.push).toHaveBeenCalledWith('/events');
    expect(events).toContain(LOGIN_SUCCESS_EVENT);
  });

  it('shows the identity error of a wrong password in the dialog', async () => {
    const account = await signUp();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(required('Adresse e-mail')), account.email);
    await user.type(within(dialog).getByLabelText(required('Mot de passe')), 'Wrong-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      /^(Mot de passe incorrect\.|Adresse e-mail ou mot de passe incorrect\.)$/,
    );
  });

  it('registers, closes, announces it and fetches the analytics id with the new token', async () => {
    const { user, events, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Créer un compte' }));
    await user.type(within(dialog).getByLabelText(required('Adresse e-mail')), uniqueEmail('register'));
    await user.type(within(dialog).getByLabelText(required('Mot de passe')), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(events).toContain(REGISTER_SUCCESS_EVENT);
    await waitFor(() => expect(meCalls).toHaveLength(1));
    expect(meCalls[0]).toMatch(/^Bearer \S+$/);
  });

  it('signs in with Google through the local chooser: first as a new user, then as a returning one', async () => {
    const email = uniqueEmail('google');
    for (const expected of [REGISTER_SUCCESS_EVENT, LOGIN_SUCCESS_EVENT]) {
      const { user, events, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Continuer avec Google' }));
      const chooser = within(dialog).getByRole('form', { name: 'Connexion Google de test' });
      await user.type(within(chooser).getByLabelText(required('Adresse e-mail')), email);
      await user.type(within(chooser).getByLabelText(required('Nom complet')), 'Camille Durand');
      await user.click(within(chooser).getByRole('button', { name: 'Se connecter' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
      expect(events).toEqual([expected]);
      await (await getFirebaseAuth()).signOut();
      listeners.abort();
      listeners = new AbortController();
      cleanup();
    }
  });
});
