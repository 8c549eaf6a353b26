import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createIdentity as createVerifiedIdentity, openVerificationLink, PASSWORD } from './identity';
import { randomUUID } from 'node:crypto';

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
const createIdentity = (email = uniqueEmail('account')) => createVerifiedIdentity(email);

const userMenuButton = (page: Page) => page.getByRole('button', { name: /^Menu du compte/ });

async function logIn(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** Opens a protected page as a guest, signs in through the dialog and comes back to it. */
async function signedInAt(page: Page, email: string, path: string) {
  await page.goto(path);
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(userMenuButton(page)).toBeVisible();
}

async function logOut(page: Page) {
  await userMenuButton(page).click();
  await page
    .getByRole('dialog', { name: 'Mon compte' })
    .getByRole('button', { name: 'Se déconnecter' })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();

test('personal info and billing are saved, survive a reload, and the incomplete flags go away', async ({
  page,
}) => {
  const email = await createIdentity();
  await signedInAt(page, email, '/account');
  await expect(page.getByRole('status').filter({ hasText: 'Votre profil est incomplet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu du compte (Profil incomplet)' })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  await page.getByRole('link', { name: /^Informations personnelles/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Informations personnelles' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Camille');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('06 1');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Ce numéro de téléphone n'est pas valide.")).toBeVisible();
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos informations ont été enregistrées.')).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  await page.goto('/account/billing');
  await page.getByRole('textbox', { name: 'Adresse' }).fill('12 rue Oberkampf');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('7501');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Paris');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Un code postal français compte cinq chiffres.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Code postal' }).fill('75011');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre adresse de facturation a été enregistrée.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Adresse' })).toHaveValue('12 rue Oberkampf');
  await expect(page.getByRole('textbox', { name: 'Code postal' })).toHaveValue('75011');
  await expect(page.getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
  await page.goto('/account/personal-info');
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Camille');
  // Stored in E.164, shown back in the international format.
  await expect(page.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('+33 6 12 34 56 78');

  await page.goto('/account');
  await expect(page.getByText('Camille Durand')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections du compte' })).toBeVisible();
  await expect(page.getByText('À compléter')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Votre profil' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu du compte', exact: true })).toBeVisible();
});

test('switching to a business account with an EU VAT number', async ({ page }) => {
  const email = await createIdentity();
  await signedInAt(page, email, '/account/billing');
  await page.getByRole('textbox', { name: 'Adresse' }).fill('3 quai des Chartrons');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('33000');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Bordeaux');
  await page.getByRole('switch', { name: /Compte professionnel/ }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  await page.getByRole('textbox', { name: "Nom de l'entreprise" }).fill('Atelier Chartrons SAS');
  await page.getByRole('textbox', { name: 'Numéro de TVA intracommunautaire' }).fill('FR123');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Ce numéro de TVA intracommunautaire n'est pas valide/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Numéro de TVA intracommunautaire' }).fill('fr 12 345678901');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre adresse de facturation a été enregistrée.')).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);

  await page.reload();
  await expect(page.getByRole('switch', { name: /Compte professionnel/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: "Nom de l'entreprise" })).toHaveValue(
    'Atelier Chartrons SAS',
  );
  await expect(page.getByRole('textbox', { name: 'Numéro de TVA intracommunautaire' })).toHaveValue(
    'FR12345678901',
  );
});

test('two demo cards: the second made default, the first deleted', async ({ page }) => {
  const email = await createIdentity();
  await signedInAt(page, email, '/account/payment-methods');
  await expect(page.getByText("Aucune carte enregistrée pour l'instant.")).toBeVisible();

  const addCard = async (number: string) => {
    await page.getByRole('button', { name: 'Ajouter une carte' }).click();
    await expect(page.getByText(/Paiement de démonstration/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(number);
    await page.getByRole('textbox', { name: "Date d'expiration" }).fill('12/34');
    await page.getByRole('textbox', { name: 'Cryptogramme' }).fill('123');
    await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
    await expect(page.getByText('La carte a été enregistrée.').first()).toBeVisible();
  };
  await addCard('4242 4242 4242 4242');
  const cards = page.getByRole('list', { name: 'Cartes enregistrées' }).getByRole('listitem');
  const visa = cards.filter({ hasText: 'Visa se terminant par 4242' });
  const mastercard = cards.filter({ hasText: 'Mastercard se terminant par 4444' });
  await expect(visa).toContainText('Par défaut');
  await addCard('5555 5555 5555 4444');
  await expect(cards).toHaveCount(2);
  await expect(mastercard).toContainText('Expire fin 12/34');
  await expect(mastercard.getByText('Par défaut', { exact: true })).toHaveCount(0);
  expect((await axe(page)).violations).toEqual([]);

  await page.getByRole('button', { name: 'Utiliser par défaut : Mastercard se terminant par 4444' }).click();
  await expect(mastercard.getByText('Par défaut', { exact: true })).toBeVisible();
  await expect(visa.getByText('Par défaut', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Retirer : Visa se terminant par 4242' }).click();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(mastercard.getByText('Par défaut', { exact: true })).toBeVisible();
});

test('an administrator invites a user and a member; the user joins the account, the member finds the team reserved', async ({
  page,
}) => {
  const admin = await createIdentity(uniqueEmail('admin'));
  const invitedUser = uniqueEmail('invited');
  const invitedGuest = uniqueEmail('member');
  await signedInAt(page, admin, '/account/team');

  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(invitedUser);
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByText(`${invitedUser} a été invité·e.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(invitedGuest);
  await page.getByRole('combobox', { name: 'Rôle', exact: true }).selectOption('account_guest');
  await page.getByRole('button', { name: 'Inviter' }).click();
  const members = page.getByRole('list', { name: 'Membres du compte' });
  await expect(members.getByRole('listitem', { name: invitedUser })).toContainText('Invitation envoyée');
  await expect(members.getByRole('combobox', { name: `Rôle de ${invitedGuest}` })).toHaveValue(
    'account_guest',
  );
  expect((await axe(page)).violations).toEqual([]);
  await logOut(page);

  // The invited person creates their account with that e-mail and lands in the administrator's account.
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Créer un compte' }).click();
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(invitedUser);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(dialog).toBeHidden();
  // Nothing of the account is reachable until the address is verified (docs/business-rules.md §5).
  const banner = page.getByRole('status').filter({ hasText: `Confirmez votre adresse ${invitedUser}` });
  await expect(banner).toBeVisible();
  await page.goto('/account/team');
  await expect(page.getByRole('list', { name: 'Membres du compte' })).toHaveCount(0);
  await openVerificationLink(invitedUser);
  // The open page notices by itself, without a new sign-in.
  await expect(banner).toBeHidden({ timeout: 15_000 });
  await page.goto('/account');
  await expect(page.getByText(invitedUser, { exact: true })).toBeVisible();
  await expect(page.getByText('Utilisateur', { exact: true })).toBeVisible();
  await logOut(page);

  const guest = await createIdentity(invitedGuest);
  await signedInAt(page, guest, '/account/team');
  await expect(page.getByRole('heading', { name: 'Réservé aux administrateurs du compte' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Membres du compte' })).toHaveCount(0);
  expect((await axe(page)).violations).toEqual([]);
  await logOut(page);

  // The administrator now sees both as members, no longer as invitations.
  await signedInAt(page, admin, '/account/team');
  await expect(members.getByRole('listitem', { name: invitedUser })).toContainText('Actif');
  await expect(members.getByRole('listitem', { name: invitedGuest })).toContainText('Actif');

  // Suspended, the member is shown grey and can be enabled again.
  const suspended = members.getByRole('listitem', { name: invitedUser });
  await suspended.getByRole('button', { name: 'Suspendre' }).click();
  await expect(suspended).toContainText('Suspendu');
  await expect(suspended.getByRole('img')).toHaveAttribute('data-tone', 'grey');
  await page.reload();
  await expect(suspended).toContainText('Suspendu');
  await suspended.getByRole('button', { name: 'Réactiver' }).click();
  await expect(suspended).toContainText('Actif');
});

test('deleting the account signs out, goes home, and the account can no longer sign in', async ({ page }) => {
  const email = await createIdentity();
  await signedInAt(page, email, '/account/delete');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ce champ est obligatoire.');
  await dialog.getByLabel('Mot de passe actuel').fill('Wrong1234');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /^(Mot de passe incorrect\.|Adresse e-mail ou mot de passe incorrect\.)$/,
  );
  await dialog.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Votre compte a été supprimé.')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await logIn(page, email);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    /^(Aucun compte ne correspond à cette adresse e-mail\.|Adresse e-mail ou mot de passe incorrect\.)$/,
  );
});

test('on a phone the account pages fit the screen, in English too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const email = await createIdentity();
  await page.goto('/en/account');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  for (const path of [
    '/en/account',
    '/en/account/personal-info',
    '/en/account/billing',
    '/en/account/invoices',
    '/en/account/payment-methods',
    '/en/account/team',
    '/en/account/codes',
    '/en/account/notifications',
    '/en/account/security',
    '/en/account/delete',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/en/account/codes');
  await expect(
    page.getByText(/Early booking: −10% on any booking made at least 30 days ahead/),
  ).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
});
