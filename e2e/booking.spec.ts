import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_HEADERS, expect, newHydratingContext, test } from './fixtures';
import { randomUUID } from 'node:crypto';
import type { Booking, PaymentResult } from '../src/contracts/bookings';
import type { Availability, SpaceDetail } from '../src/contracts/spaces';
import { formatPrice } from '../src/domain/money';
import {
  PASSWORD,
  addDays,
  logOut,
  parisToday,
  signInThrough,
  weekdayOf,
  type SignInTexts,
} from './events-helpers';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: API_HEADERS });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The first weekday at least `ahead` days away when the space is open and free 14h–16h. */
async function freeWeekday(request: APIRequestContext, space: SpaceDetail, ahead: number): Promise<string> {
  for (let offset = ahead; offset < ahead + 28; offset++) {
    const day = addDays(parisToday(), offset);
    const hours = space.opening_hours[weekdayOf(day)];
    if (weekdayOf(day) > 4 || !hours || hours.open > 1400 || hours.close < 1600) continue;
    const grid = await api<Availability>(request, `/spaces/${space.id}/availability?day=${day}`);
    const slot = grid.cells.filter((cell) => cell.start >= '14:00' && cell.end <= '16:00');
    if (slot.length === 4 && slot.every((cell) => cell.free)) return day;
  }
  throw new Error(`${space.slug} has no free weekday 14h–16h`);
}

type Texts = {
  prefix: string;
  panel: string;
  book: string;
  signIn: string;
  toRegister: string;
  email: string;
  password: string;
  register: string;
};
const FR: Texts = {
  prefix: '',
  panel: 'Réserver',
  book: 'Réserver ce créneau',
  signIn: 'Connexion',
  toRegister: 'Créer un compte',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  register: 'Créer mon compte',
};
const EN: Texts = {
  prefix: '/en',
  panel: 'Book',
  book: 'Book this slot',
  signIn: 'Sign in',
  toRegister: 'Create an account',
  email: 'E-mail address',
  password: 'Password',
  register: 'Create my account',
};

const FR_SIGN_IN: SignInTexts = {
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

/** On a space page with the slot in its URL: Book, then create an account in the dialog that opens; its e-mail. */
async function bookAsNewUser(page: Page, texts: Texts): Promise<string> {
  const email = `book-${randomUUID().slice(0, 8)}@example.com`;
  await page
    .getByRole('region', { name: texts.panel, exact: true })
    .getByRole('button', { name: texts.book })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: texts.signIn })).toBeVisible();
  await dialog.getByRole('button', { name: texts.toRegister }).click();
  await dialog.getByRole('textbox', { name: texts.email }).fill(email);
  await dialog.getByRole('textbox', { name: texts.password, exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: texts.register }).click();
  return email;
}

const summary = (page: Page) => page.getByRole('region', { name: 'Récapitulatif' });
const totalOf = (page: Page) => summary(page).getByText('Total TTC', { exact: true }).locator('..');

test('sign up, book 2 hours 35 days ahead with the early-booking rebate, an extra and a coupon, pay, find the event, invite a guest who sees it as a guest, cancel; a second user gets "slot taken" in English', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Search /paris and open a meeting room (a desk space would sell the second user another desk).
  await page.goto('/paris');
  const card = page
    .getByRole('list', { name: 'Espaces disponibles' })
    .getByRole('listitem')
    .filter({ hasText: /\d personnes?/ })
    .first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/paris\/[\w-]+/);
  const slug = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const space = await api<SpaceDetail>(page.request, `/spaces/paris/${slug}`);
  const day = await freeWeekday(page.request, space, 35);
  const slotPath = `/paris/${slug}?day=${day}&start=1400&end=1600`;

  // A second user, in English, looks at the same slot while it is still free.
  const other = await newHydratingContext(browser, { viewport: { width: 375, height: 740 } });
  const second = await other.newPage();
  await second.goto(`/en${slotPath}`);
  await expect(
    second.getByRole('region', { name: 'Book', exact: true }).getByRole('button', { name: 'Book this slot' }),
  ).toBeEnabled();

  await page.goto(slotPath);
  const held = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/bookings'),
  );
  const organizer = await bookAsNewUser(page, FR);
  expect((await held).status()).toBe(201);
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/extras$/);
  await expect(page.getByText(/, de 14h à 16h$/)).toBeVisible();
  await expect(page.getByText('Durée : 2 h')).toBeVisible();

  // 35 days ahead: the 10 % early-booking rebate, by its name.
  const early = summary(page).getByText('Réservation anticipée (−10 %)').locator('..');
  await expect(summary(page).getByText(/promotion\./)).toHaveCount(0);
  await expect(early).toContainText(`−${formatPrice(Math.round(0.1 * 2 * space.price_hour), 'fr')}`);

  // The second user now tries the same slot: refused, in their language.
  await bookAsNewUser(second, EN);
  await expect(second.getByRole('region', { name: 'Book', exact: true }).getByRole('alert')).toHaveText(
    /This slot has just been booked/,
  );
  await other.close();

  // Two people come, with a coffee break each, then a seeded coupon: the summary shows what the API priced.
  await page.getByLabel('Nombre de participants').selectOption('2');
  const extraSaved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/v1/bookings/'),
  );
  await page.getByRole('button', { name: 'Pause café pour les 2 personnes' }).click();
  expect((await extraSaved).ok()).toBe(true);
  await page.getByRole('textbox', { name: 'Votre code' }).fill('COSY20');
  const couponSaved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/v1/bookings/'),
  );
  await page.getByRole('button', { name: 'Appliquer' }).click();
  const priced = (await (await couponSaved).json()) as Booking;
  expect(priced.coupon_code).toBe('COSY20');
  expect(priced.extras).toEqual([expect.objectContaining({ id: 'coffee_break', quantity: 2 })]);
  expect(priced.attendees).toBe(2);
  await expect(page.getByText('Code COSY20 appliqué.')).toBeVisible();
  await expect(summary(page).getByText('COSY20', { exact: true })).toBeVisible();
  await expect(totalOf(page)).toContainText(formatPrice(priced.total_price, 'fr'));

  await page.getByRole('link', { name: 'Continuer vers le paiement' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/payment$/);
  await expect(page.getByRole('heading', { name: 'Paiement', level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toContainText(
    "Paiement de démonstration : aucune carte n'est débitée.",
  );

  // A new account must complete its billing details first.
  await expect(page.getByText("Complétez d'abord vos informations de facturation.")).toBeVisible();
  const payLabel = `Payer ${formatPrice(priced.total_price, 'fr')}`;
  await expect(page.getByRole('button', { name: payLabel })).toBeDisabled();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+33612345678');
  await page
    .getByRole('form', { name: 'Vos coordonnées' })
    .getByRole('button', { name: 'Enregistrer' })
    .click();
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue de la Paix');
  await page.getByRole('textbox', { name: 'Code postal', exact: true }).fill('75002');
  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Paris');
  // The country by its name, France first.
  await expect(page.getByRole('combobox', { name: 'Pays' })).toHaveText(/^France/);
  await page
    .getByRole('form', { name: 'Adresse de facturation' })
    .getByRole('button', { name: 'Enregistrer' })
    .click();
  await expect(page.getByText('12 rue de la Paix, 75002 Paris, France')).toBeVisible();

  await page.getByRole('textbox', { name: 'Numéro de carte', exact: true }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: "Date d'expiration", exact: true }).fill('12/30');
  await page.getByRole('textbox', { name: 'Cryptogramme', exact: true }).fill('123');
  // The terms of sale must be accepted first: unticked, the payment is refused and nothing is sent.
  const payCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/payment')) payCalls.push(r.url());
  });
  await page.getByRole('button', { name: payLabel }).click();
  await expect(page.getByText('Acceptez les conditions générales de vente pour payer.')).toBeVisible();
  expect(payCalls).toEqual([]);
  await expect(page.getByRole('link', { name: /conditions générales de vente/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await page.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }).check();
  const paid = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/payment'));
  await page.getByRole('button', { name: payLabel }).click();
  const payment = await paid;
  expect(payment.request().headers()['idempotency-key']).toBeTruthy();
  const result = (await payment.json()) as PaymentResult;
  expect(result.payment).toMatchObject({
    provider: 'offline',
    status: 'succeeded',
    amount: priced.total_price,
  });
  expect(result.booking).toMatchObject({ status: 'confirmed', total_price: priced.total_price, balance: 0 });

  await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
  await expect(totalOf(page)).toContainText(formatPrice(result.booking.total_price, 'fr'));
  // The file the API writes for the booking (GET /bookings/{id}/calendar.ics), fetched with the session's token.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ajouter à mon agenda (.ics)' }).click();
  expect((await download).suggestedFilename()).toBe(`${slug}-${day}.ics`);

  // The event is in /events with the total the API charged.
  await page.goto('/events');
  const item = page
    .getByRole('region', { name: 'À venir' })
    .getByRole('listitem')
    .filter({ hasText: space.title });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(formatPrice(result.booking.total_price, 'fr'));
  await item.getByRole('link', { name: space.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible();
  const eventPath = new URL(page.url()).pathname;

  // The organizer invites a guest.
  const guest = `guest-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByRole('textbox', { name: "Adresse e-mail de l'invité" }).fill(guest);
  await page.getByRole('button', { name: 'Inviter', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Participants' }).getByText(guest)).toBeVisible();
  await logOut(page, FR_SIGN_IN);

  // The guest creates an account with that e-mail and sees the event as a guest: no organizer action.
  await signInThrough(page, FR_SIGN_IN, eventPath, guest, true);
  await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible();
  await expect(page.getByText('Invité', { exact: true }).first()).toBeVisible();
  for (const name of ['Changer de créneau', 'Prolonger', "Annuler l'événement"])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await logOut(page, FR_SIGN_IN);

  // Back as the organizer, who cancels it.
  await signInThrough(page, FR_SIGN_IN, eventPath, organizer);
  const cancelled = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/cancel'),
  );
  await page.getByRole('button', { name: "Annuler l'événement" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui, annuler' }).click();
  expect(((await (await cancelled).json()) as Booking).status).toBe('cancelled');
  await expect(page.getByText('Annulé', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: "Annuler l'événement" })).toHaveCount(0);
});

test('on a phone, the hold warns before it runs out, then blocks the page and leads back to the space', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The browser's clock is moved forward instead of waiting out the 15-minute hold; the server's
  // own refusal of an expired hold is covered by the API and payment tests.
  await page.clock.install();
  const space = await api<SpaceDetail>(page.request, '/spaces/paris/fenetre-dauphine');
  const day = await freeWeekday(page.request, space, 40);
  const slotPath = `/paris/fenetre-dauphine?day=${day}&start=1400&end=1600`;
  await page.goto(slotPath);
  await bookAsNewUser(page, FR);
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/extras$/);
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);

  await page.clock.fastForward('10:30');
  const warning = page.getByRole('alertdialog', { name: 'Votre créneau expire bientôt' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Continuer ma réservation' }).click();
  await expect(warning).toBeHidden();

  await page.clock.fastForward('05:00');
  const expired = page.getByRole('alertdialog', { name: 'Votre créneau a expiré' });
  await expect(expired).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: "Revenir à l'espace pour réserver à nouveau" }).click();
  await expect(page).toHaveURL(new RegExp(`/paris/fenetre-dauphine\\?day=${day}&start=1400&end=1600$`));
  await expect(page.getByRole('alertdialog')).toBeHidden();
});
