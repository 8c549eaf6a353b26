import { openVerificationLink } from './identity';
import { API_HEADERS } from './fixtures';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

// Playwright loads specs without the app's bundler: only dependency-free modules of src/ are imported
// (types, money); the calendar arithmetic is redone here on UTC midnights, which is exact for days.

// scripts/test.ts hands the app's environment to Playwright, the emulator's address included.
const emulator = `http://${process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const PASSWORD = 'Secret123';

export const parisToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The first Monday–Friday `ahead` days from today (Paris) or later. */
export function weekdayAhead(ahead: number): string {
  let day = addDays(parisToday(), ahead);
  while (weekdayOf(day) > 4) day = addDays(day, 1);
  return day;
}

/** A day as the app writes it in full: fr "mardi 8 décembre 2026", en "Tuesday 8 December 2026". */
export function longDay(day: string, locale: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
}

export type Account = { email: string; token: string };

/** An account on the emulator, with a real ID token for the API. */
export async function createAccount(prefix: string): Promise<Account> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(response.ok).toBe(true);
  const { idToken } = (await response.json()) as { idToken: string };
  return { email, token: idToken };
}

/**
 * A v1 API call with the API key and, when given, the user's bearer token, in `locale`: the
 * language of the answer's texts, and of the profile of a user the call creates (the app then
 * shows that user their own language).
 */
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  token?: string,
  data?: unknown,
  locale: 'fr' | 'en' = 'fr',
): Promise<{ status: number; body: T }> {
  const headers = {
    ...API_HEADERS,
    'accept-language': locale,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const response = await request.fetch(`/api/v1${path}`, { method, headers, data });
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

/** What signing in and out says, in one language; prefix is '' (fr) or '/en'. */
export type SignInTexts = {
  prefix: string;
  login: {
    heading: string;
    email: string;
    password: string;
    submit: string;
    toRegister: string;
    registerSubmit: string;
  };
  menu: string;
  logOut: string;
};

/** The sign-in dialog's and the account menu's words, in French (the default) and in English. */
export const FR_SIGN_IN: SignInTexts = {
  prefix: '',
  login: {
    heading: 'Connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    toRegister: 'Créer un compte',
    registerSubmit: 'Créer mon compte',
  },
  menu: 'Menu du compte',
  logOut: 'Se déconnecter',
};
export const EN_SIGN_IN: SignInTexts = {
  prefix: '/en',
  login: {
    heading: 'Sign in',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    toRegister: 'Create an account',
    registerSubmit: 'Create my account',
  },
  menu: 'Account menu',
  logOut: 'Log out',
};

/** Opens a protected page as a visitor: sent home with the sign-in dialog, then back once signed in. */
export async function signInThrough(
  page: Page,
  texts: SignInTexts,
  path: string,
  email: string,
  register = false,
) {
  await page.goto(`${texts.prefix}${path}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: texts.login.heading })).toBeVisible();
  if (register) await dialog.getByRole('button', { name: texts.login.toRegister }).click();
  await dialog.getByRole('textbox', { name: texts.login.email }).fill(email);
  await dialog.getByRole('textbox', { name: texts.login.password, exact: true }).fill(PASSWORD);
  await dialog
    .getByRole('button', { name: register ? texts.login.registerSubmit : texts.login.submit, exact: true })
    .click();
  await expect(dialog).toBeHidden();
  // A new account stays where it is (docs/product.md §4: only a login goes on to continueUrl).
  if (register) {
    await expect(page.getByRole('button', { name: texts.menu })).toBeVisible();
    // The person opens the verification link from their mailbox: invitations wait for it.
    await openVerificationLink(email);
    await page.goto(`${texts.prefix}${path}`);
  }
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}${path}$`));
}

/** Fills and sends the sign-in dialog that a protected page opened, with a known account. */
export async function signInWithDialog(
  page: Page,
  texts: SignInTexts,
  who: { email: string; password: string },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: texts.login.email }).fill(who.email);
  await dialog.getByRole('textbox', { name: texts.login.password, exact: true }).fill(who.password);
  await dialog.getByRole('button', { name: texts.login.submit, exact: true }).click();
}

export async function logOut(page: Page, texts: SignInTexts) {
  await page.getByRole('button', { name: texts.menu }).click();
  await page.getByRole('button', { name: texts.logOut }).click();
  await expect(page.getByRole('button', { name: texts.menu })).toHaveCount(0);
}
