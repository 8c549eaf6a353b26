// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../src/contracts/me';
import {
  EMULATOR_PROJECT,
  emulatorFetch,
  signIn as emulatorSignIn,
  signUp,
  uniqueEmail,
} from '../helpers/identity';

// The password change runs against this run's auth emulator for real.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const sent: unknown[] = [];
const server = setupServer(
  http.patch('*/api/v1/me', async ({ request }) => {
    const body = (await request.json()) as Partial<Me>;
    sent.push(body);
    return HttpResponse.json({
      notifications: {
        booking_confirmation: true,
        reminder: true,
        guest_invitation: true,
        ...body.notifications,
      },
    });
  }),
);
// Listening before the SDK is loaded: its Node build keeps the fetch it finds when it loads.
server.listen({ onUnhandledRequest: 'bypass' });
const { ChangeEmailForm } = await import('../../src/features/account/components/change-email-form');
const { ChangePasswordForm } = await import('../../src/features/account/components/change-password-form');
const { NotificationsForm } = await import('../../src/features/account/components/notifications-form');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

afterEach(async () => {
  server.resetHandlers();
  sent.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

const field = (label: string) => new RegExp(`^${label}\\*?$`);

describe('changing the password', () => {
  it('checks the new password, refuses a wrong current one, then changes it for real', async () => {
    const identity = await signUp();
    await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
    const user = userEvent.setup();
    renderWithI18n(<ChangePasswordForm />);
    const current = screen.getByLabelText(field('Mot de passe actuel'), { selector: 'input' });
    const next = screen.getByLabelText(field('Nouveau mot de passe'), { selector: 'input' });
    const confirm = screen.getByLabelText(field('Confirmer le nouveau mot de passe'), { selector: 'input' });

    await user.type(current, identity.password);
    await user.type(next, 'short');
    await user.type(confirm, 'other');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Les deux mots de passe ne sont pas identiques.')).toBeInTheDocument();

    await user.clear(current);
    await user.type(current, 'Wrong1234');
    await user.clear(next);
    await user.type(next, 'NewSecret456');
    await user.clear(confirm);
    await user.type(confirm, 'NewSecret456');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      /^(Mot de passe incorrect\.|Adresse e-mail ou mot de passe incorrect\.)$/,
    );

    await user.clear(current);
    await user.type(current, identity.password);
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await screen.findByText('Votre mot de passe a été changé.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(emulatorSignIn(identity.email, 'NewSecret456')).resolves.toMatchObject({
      email: identity.email,
    });
    await expect(emulatorSignIn(identity.email, identity.password)).rejects.toThrow();
  });
});

type OobCode = { email: string; requestType: string; newEmail?: string };
async function oobCodes(): Promise<OobCode[]> {
  const response = await emulatorFetch(`/emulator/v1/projects/${EMULATOR_PROJECT}/oobCodes`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

describe('changing the e-mail address', () => {
  it('asks for the password again and has the identity provider send a link to the new address', async () => {
    const identity = await signUp();
    await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
    const user = userEvent.setup();
    renderWithI18n(<ChangeEmailForm currentEmail={identity.email} />);
    const email = screen.getByRole('textbox', { name: field('Nouvelle adresse e-mail') });
    const password = screen.getByLabelText(field('Mot de passe actuel'), { selector: 'input' });
    const send = screen.getByRole('button', { name: 'Envoyer le lien de confirmation' });

    await user.click(send);
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    await user.type(email, identity.email);
    await user.type(password, identity.password);
    await user.click(send);
    expect(await screen.findByText("C'est déjà votre adresse.")).toBeInTheDocument();

    const next = uniqueEmail('new-address');
    await user.clear(email);
    await user.type(email, next);
    await user.clear(password);
    await user.type(password, 'Wrong1234');
    await user.click(send);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      /^(Mot de passe incorrect\.|Adresse e-mail ou mot de passe incorrect\.)$/,
    );

    await user.clear(password);
    await user.type(password, identity.password);
    await user.click(send);
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
      'Un lien de confirmation a été envoyé à la nouvelle adresse.',
    );
    expect(await oobCodes()).toContainEqual(
      expect.objectContaining({
        email: identity.email,
        requestType: 'VERIFY_AND_CHANGE_EMAIL',
        newEmail: next,
      }),
    );
  });
});

describe('notification preferences', () => {
  it.each([
    ['fr', 'Rappels', 'Enregistrer', 'Vos préférences ont été enregistrées.'],
    ['en', 'Reminders', 'Save', 'Your preferences have been saved.'],
  ] as const)('are saved on the profile (%s)', async (locale, reminder, save, saved) => {
    const me: Me = {
      id: '5b0d8f43-2b8e-4d8a-9b57-0e0f3b2c1a10',
      first_name: 'Camille',
      last_name: 'Durand',
      email: 'camille@example.com',
      phone: '+33612345678',
      locale,
      photo_url: null,
      distinct_id: '7d1d6f4e-8f0a-4c43-9a53-0f9b8f1f2a11',
      analytics_id: '1f0c1c54-5d55-4a38-a1c0-6c0a1a1a2b22',
      role: 'user',
      status: 'enabled',
      account_id: '9c4b2a11-3d5e-4f60-8a7b-1c2d3e4f5a6b',
      notifications: { booking_confirmation: true, reminder: true, guest_invitation: true },
      can_manage_account: true,
    };
    const user = userEvent.setup();
    renderWithI18n(<NotificationsForm me={me} />, { locale });
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${reminder}`) }));
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(saved, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent).toEqual([
      { notifications: { booking_confirmation: true, reminder: false, guest_invitation: true } },
    ]);
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${reminder}`) })).not.toBeChecked();
  });
});
