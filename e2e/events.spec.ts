import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { randomUUID } from 'node:crypto';
import type { Booking, PaymentResult } from '../src/contracts/bookings';
import type { SpaceSearchResponse, SpaceSummary } from '../src/contracts/spaces';
import { formatPrice, type Locale } from '../src/domain/money';
import { api, createAccount, logOut, signInThrough, type SignInTexts, weekdayAhead } from './events-helpers';
import { TERMS_VERSION } from '../src/domain/terms';

const DEMO_CARD = {
  card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123' },
  terms_version: TERMS_VERSION,
};

/** axe on the page as it stands: no violation. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** A Paris space free on `day` from 10:00 to 12:00, the `index`-th of the search (so that tests do not share one). */
async function freeSpace(
  request: APIRequestContext,
  day: string,
  index: number,
  locale: Locale,
): Promise<SpaceSummary> {
  // A meeting room: a desk space would sell another desk where this journey expects "taken".
  const { body } = await api<SpaceSearchResponse>(
    request,
    'GET',
    `/spaces?zone=paris&type=meeting_room&day=${day}&start=1000&end=1200&sort=price`,
    undefined,
    undefined,
    locale,
  );
  const space = body.items[index];
  if (!space) throw new Error('no free space');
  return space;
}

type Texts = SignInTexts & {
  locale: Locale;
  eventsList: string;
  dashboardEvents: string;
  guestEmail: string;
  invite: string;
  guestBadge: string;
  organizerActions: string[];
  change: { open: string; start: string; end: string; submit: string; taken: string };
  cancel: { open: string; confirm: string; cancelled: string };
  close: string;
};

const french: Texts = {
  prefix: '',
  locale: 'fr',
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
  eventsList: 'À venir',
  dashboardEvents: 'Vos prochains événements',
  guestEmail: "Adresse e-mail de l'invité",
  invite: 'Inviter',
  guestBadge: 'Invité',
  organizerActions: ['Changer de créneau', 'Prolonger', "Annuler l'événement"],
  change: {
    open: 'Changer de créneau',
    start: 'Début',
    end: 'Fin',
    submit: 'Changer le créneau',
    taken: "Ce créneau vient d'être réservé : choisissez-en un autre.",
  },
  cancel: { open: "Annuler l'événement", confirm: 'Oui, annuler', cancelled: 'Annulé' },
  close: 'Fermer',
};

const english: Texts = {
  prefix: '/en',
  locale: 'en',
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
  eventsList: 'Upcoming',
  dashboardEvents: 'Your next events',
  guestEmail: "Guest's e-mail address",
  invite: 'Invite',
  guestBadge: 'Guest',
  organizerActions: ['Change the slot', 'Extend', 'Cancel the event'],
  change: {
    open: 'Change the slot',
    start: 'Start',
    end: 'End',
    submit: 'Change the slot',
    taken: 'This slot has just been booked: choose another one.',
  },
  cancel: { open: 'Cancel the event', confirm: 'Yes, cancel', cancelled: 'Cancelled' },
  close: 'Close',
};

async function organiseAndCancel(page: Page, texts: Texts, spaceIndex: number) {
  const request = page.request;
  const organizer = await createAccount('orga');
  const other = await createAccount('other');
  const guestEmail = `guest-${randomUUID().slice(0, 8)}@example.com`;

  // The paid booking, set up through the API: 10:00–12:00 some 47 days ahead (clear of the booking journey, which takes the first free afternoon from 35 days on), paid with the demo card.
  const day = weekdayAhead(47);
  const space = await freeSpace(request, day, spaceIndex, texts.locale);
  const held = await api<Booking>(
    request,
    'POST',
    '/bookings',
    organizer.token,
    { space_id: space.id, day, start: '10:00', end: '12:00' },
    texts.locale,
  );
  expect(held.status).toBe(201);
  const paid = await api<PaymentResult>(
    request,
    'POST',
    `/bookings/${held.body.id}/payment`,
    organizer.token,
    DEMO_CARD,
  );
  expect(paid.status).toBe(200);
  expect(paid.body.booking.status).toBe('confirmed');
  const total = formatPrice(paid.body.booking.total_price, texts.locale);
  // Someone else holds 14:00–15:00 the same day.
  expect(
    (
      await api(request, 'POST', '/bookings', other.token, {
        space_id: space.id,
        day,
        start: '14:00',
        end: '15:00',
      })
    ).status,
  ).toBe(201);

  // The event is listed with the total the API charged, and opens.
  await signInThrough(page, texts, '/events', organizer.email);
  const item = page
    .getByRole('region', { name: texts.eventsList })
    .getByRole('listitem')
    .filter({ hasText: space.title });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(total);
  await expectAccessible(page);
  // The dashboard, where the logo leads, has it among the next events.
  await page.getByRole('link', { name: /^Nook/ }).filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/dashboard$`));
  await expect(page.getByRole('list', { name: texts.dashboardEvents })).toContainText(space.title);
  await page.goBack();
  await item.getByRole('link', { name: space.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible();
  const eventPath = new URL(page.url()).pathname.replace(/^\/en/, '');
  await expectAccessible(page);

  // Invite a guest.
  await page.getByRole('textbox', { name: texts.guestEmail }).fill(guestEmail);
  await page.getByRole('button', { name: texts.invite, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Participants' }).getByText(guestEmail)).toBeVisible();
  await logOut(page, texts);

  // The guest registers with that e-mail and sees the event, without the organizer's actions.
  await signInThrough(page, texts, eventPath, guestEmail, true);
  await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible();
  await expect(page.getByText(texts.guestBadge, { exact: true }).first()).toBeVisible();
  for (const name of texts.organizerActions) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: texts.guestEmail })).toHaveCount(0);
  await logOut(page, texts);

  // Back as organizer: a taken slot is refused in the page's language, then the event is cancelled.
  await signInThrough(page, texts, eventPath, organizer.email);
  await page.getByRole('button', { name: texts.change.open }).click();
  const change = page.getByRole('dialog');
  await change.getByLabel(texts.change.start).selectOption('14:00');
  await change.getByLabel(texts.change.end).selectOption('15:00');
  await change.getByRole('button', { name: texts.change.submit }).click();
  await expect(change.getByRole('alert')).toHaveText(texts.change.taken);
  await change.getByRole('button', { name: texts.close }).click();

  await page.getByRole('button', { name: texts.cancel.open }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.cancel.confirm }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText(texts.cancel.cancelled, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.cancel.open })).toHaveCount(0);

  const after = await api<Booking>(request, 'GET', `/bookings/${held.body.id}`, organizer.token);
  expect(after.body.status).toBe('cancelled');
}

test('an organizer finds a paid event, invites a guest who sees it as a guest, is refused a taken slot and cancels (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await organiseAndCancel(page, french, 0);
});

test('the same in English on a phone, 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await organiseAndCancel(page, english, 1);
});
