// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmailCheckResult } from '../../src/contracts/auth';
import AuthDialog from '../../src/features/auth/components/auth-dialog';
import { useAuthDialog, type OpenAuthDialogOptions } from '../../src/lib/auth/auth-dialog-context';
import { renderWithI18n, type TestLocale } from '../helpers/render-with-i18n';

let emailCheck: EmailCheckResult = { valid: true };
const checked: string[] = [];
const server = setupServer(
  http.get('*/api/v1/email-check', ({ request }) => {
    checked.push(new URL(request.url).searchParams.get('email') ?? '');
    return HttpResponse.json(emailCheck);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  checked.length = 0;
  emailCheck = { valid: true };
});
afterAll(() => server.close());

// The label reads "Adresse e-mail*": the asterisk is hidden from assistive technology, not from textContent.
const required = (label: string) => new RegExp(`^${label}\\*$`);

/** Buttons standing in for the rest of the app, which opens the dialog through the context. */
function Opener({ options }: { options?: OpenAuthDialogOptions }) {
  const { open } = useAuthDialog();
  return (
    <>
      <button type="button" onClick={() => open(options)}>
        open-dialog
      </button>
      <button type="button" onClick={() => open()}>
        open-plain
      </button>
    </>
  );
}

async function openDialog(options?: OpenAuthDialogOptions, locale: TestLocale = 'fr') {
  const user = userEvent.setup();
  renderWithI18n(
    <>
      <Opener options={options} />
      <AuthDialog />
    </>,
    { locale },
  );
  await user.click(screen.getByRole('button', { name: 'open-dialog' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('login tab', () => {
  it('is the default, and asks for an e-mail and a password', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(await within(dialog).findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    const email = within(dialog).getByLabelText(required('Adresse e-mail'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Ce champ est obligatoire.');

    await user.type(email, 'camille');
    expect(await within(dialog).findByText("Cette adresse e-mail n'est pas valide.")).toBeInTheDocument();
  });

  it('marks required fields with an asterisk', async () => {
    const { dialog } = await openDialog();
    for (const name of ['Adresse e-mail', 'Mot de passe']) {
      const label = within(dialog).getByText(name, { selector: 'label' });
      expect(label).toHaveTextContent(`${name}*`);
      expect(within(dialog).getByLabelText(required(name))).toHaveAttribute('aria-required', 'true');
    }
  });

  it('shows and hides the password', async () => {
    const { user, dialog } = await openDialog();
    const password = within(dialog).getByLabelText(required('Mot de passe'));
    await user.type(password, 'Secret123');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('Secret123');
  });

  it('speaks English too', async () => {
    const { user, dialog } = await openDialog(undefined, 'en');
    expect(within(dialog).getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
  });
});

describe('register tab', () => {
  async function openRegister() {
    const opened = await openDialog();
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Créer un compte' }));
    expect(
      await within(opened.dialog).findByRole('heading', { name: 'Créer un compte' }),
    ).toBeInTheDocument();
    return opened;
  }

  it('checks the e-mail and the password strength', async () => {
    const { user, dialog } = await openRegister();
    const email = within(dialog).getByLabelText(required('Adresse e-mail'));
    const password = within(dialog).getByLabelText(required('Mot de passe'));
    const submit = within(dialog).getByRole('button', { name: 'Créer mon compte' });

    await user.type(email, 'camille@');
    await user.type(password, 'abc');
    await user.click(submit);
    expect(await within(dialog).findByText("Cette adresse e-mail n'est pas valide.")).toBeInTheDocument();
    expect(
      within(dialog).getByText('Le mot de passe doit contenir au moins 8 caractères.'),
    ).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'abcdefgh');
    expect(
      await within(dialog).findByText(
        'Le mot de passe doit contenir au moins une minuscule, une majuscule et un chiffre.',
      ),
    ).toBeInTheDocument();
    expect(checked).toEqual([]);
  });

  it('links to the legal notice in a new tab', async () => {
    const { dialog } = await openRegister();
    const link = within(dialog).getByRole('link', { name: /mentions légales/ });
    expect(link).toHaveAttribute('href', '/mentions-legales');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers the corrected e-mail the check suggests, accepted with one click', async () => {
    emailCheck = { valid: true, did_you_mean: 'camille@gmail.com' };
    const { user, dialog } = await openRegister();
    const email = within(dialog).getByLabelText(required('Adresse e-mail'));
    await user.type(email, 'camille@gmial.com');
    await user.type(within(dialog).getByLabelText(required('Mot de passe')), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Créer mon compte' }));

    const suggestion = await within(dialog).findByRole('button', {
      name: 'Vouliez-vous dire camille@gmail.com ?',
    });
    expect(checked).toEqual(['camille@gmial.com']);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.click(suggestion);
    expect(email).toHaveValue('camille@gmail.com');
    await waitFor(() => expect(within(dialog).queryByText(/Vouliez-vous dire/)).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an address the check finds unusable', async () => {
    emailCheck = { valid: false, reason: 'disposable' };
    const { user, dialog } = await openRegister();
    await user.type(within(dialog).getByLabelText(required('Adresse e-mail')), 'camille@yopmail.com');
    await user.type(within(dialog).getByLabelText(required('Mot de passe')), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Créer mon compte' }));
    expect(await within(dialog).findByText("Cette adresse e-mail n'est pas valide.")).toBeInTheDocument();
    expect(checked).toEqual(['camille@yopmail.com']);
  });
});

describe('forgotten password tab', () => {
  it('asks for a valid e-mail, carrying over the one typed to sign in', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(required('Adresse e-mail')), 'camille');
    await user.click(within(dialog).getByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(await within(dialog).findByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    const email = within(dialog).getByLabelText(required('Adresse e-mail'));
    expect(email).toHaveValue('camille');

    await user.click(within(dialog).getByRole('button', { name: 'Réinitialiser le mot de passe' }));
    expect(await within(dialog).findByText("Cette adresse e-mail n'est pas valide.")).toBeInTheDocument();
    await user.clear(email);
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
  });
});

describe('opening and closing', () => {
  it('opens on the chosen tab with its error, and closing resets to login and clears the error', async () => {
    const { user, dialog } = await openDialog({ tab: 'register', error: 'Votre session a expiré.' });
    expect(within(dialog).getByRole('heading', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Votre session a expiré.');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'open-plain' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });
});
