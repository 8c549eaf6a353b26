import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { randomUUID } from 'node:crypto';

// scripts/test.ts hands the app's environment to Playwright, the emulator's address included.
const emulator = `http://${process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const PASSWORD = 'Secret123';

async function createAccount() {
  const email = `fav-${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(response.ok).toBe(true);
  return email;
}

type Texts = {
  results: string;
  add: string;
  remove: string;
  login: { heading: string; email: string; password: string; submit: string };
  favoritesList: string;
  empty: string;
  prefix: string;
};

const french: Texts = {
  results: 'Espaces disponibles',
  add: 'Ajouter aux favoris',
  remove: 'Retirer des favoris',
  login: { heading: 'Connexion', email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' },
  favoritesList: 'Espaces favoris',
  empty: "Aucun favori pour l'instant",
  prefix: '',
};

const english: Texts = {
  results: 'Available spaces',
  add: 'Add to favorites',
  remove: 'Remove from favorites',
  login: { heading: 'Sign in', email: 'E-mail address', password: 'Password', submit: 'Sign in' },
  favoritesList: 'Favorite spaces',
  empty: 'No favorites yet',
  prefix: '/en',
};

/** A guest presses a card's heart, signs in through the dialog, keeps the space, finds it, lets it go. */
async function keepAndLetGo(page: Page, texts: Texts) {
  const email = await createAccount();
  await page.goto(`${texts.prefix}/paris`);
  const card = page.getByRole('list', { name: texts.results }).getByRole('listitem').first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(title).not.toBe('');

  // A guest is asked to sign in first.
  await card.getByRole('button', { name: texts.add }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: texts.login.heading })).toBeVisible();
  await dialog.getByRole('textbox', { name: texts.login.email }).fill(email);
  await dialog.getByRole('textbox', { name: texts.login.password, exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: texts.login.submit, exact: true }).click();
  await expect(dialog).toBeHidden();

  // Signed in, the heart keeps the space at once, and the API keeps it too.
  const heart = card.getByRole('button', { name: texts.add, pressed: false });
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/v1/me/favorites/') && response.request().method() === 'PUT',
  );
  await heart.click();
  await expect(card.getByRole('button', { name: texts.remove, pressed: true })).toBeVisible();
  expect((await saved).status()).toBe(204);

  await page.goto(`${texts.prefix}/favorites`);
  const kept = page.getByRole('list', { name: texts.favoritesList }).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await expect(kept.first()).toContainText(title);

  // Let go from /favorites: gone at once, and still gone after a reload.
  await kept.first().getByRole('button', { name: texts.remove, pressed: true }).click();
  await expect(page.getByText(texts.empty)).toBeVisible();
  await page.reload();
  await expect(page.getByText(texts.empty)).toBeVisible();
}

test('a guest keeps a space from the search, finds it on /favorites and lets it go', async ({ page }) => {
  await keepAndLetGo(page, french);
});

test('the same in English on a phone, 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await keepAndLetGo(page, english);
});
