import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Booking } from '../src/contracts/bookings';
import type { SpaceSearchResponse } from '../src/contracts/spaces';
import type { Locale } from '../src/domain/money';
import { PASSWORD, addDays, api, createAccount, longDay, parisToday, weekdayOf } from './events-helpers';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Texts = {
  prefix: string;
  locale: Locale;
  login: { heading: string; email: string; password: string; submit: string };
  month: string;
  week: string;
  search: string;
  weekdays: string[];
  firstDay: string;
  start: string;
  end: string;
  weeks: string;
  check: string;
  conflicts: string;
  book: string;
};

const french: Texts = {
  prefix: '',
  locale: 'fr',
  login: { heading: 'Connexion', email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' },
  month: 'Mois',
  week: 'Semaine',
  search: 'Chercher un espace à Paris',
  weekdays: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'],
  firstDay: 'À partir du',
  start: 'Début',
  end: 'Fin',
  weeks: 'Nombre de semaines',
  check: 'Voir le prix et les disponibilités',
  conflicts: '1 séance indisponible',
  book: 'Réserver 2 séances',
};

const english: Texts = {
  prefix: '/en',
  locale: 'en',
  login: { heading: 'Sign in', email: 'E-mail address', password: 'Password', submit: 'Sign in' },
  month: 'Month',
  week: 'Week',
  search: 'Search a space in Paris',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  firstDay: 'Starting on',
  start: 'Start',
  end: 'End',
  weeks: 'Number of weeks',
  check: 'See the price and availability',
  conflicts: '1 session unavailable',
  book: 'Book 2 sessions',
};

/** Three weeks of one weekday on a space, the second taken by someone else: it is listed, the rest is booked. */
async function bookSeries(page: Page, texts: Texts, ahead: number, spaceIndex: number) {
  const request = page.request;
  const organizer = await createAccount('series');
  const other = await createAccount('other');
  let first = addDays(parisToday(), ahead);
  while (weekdayOf(first) > 4) first = addDays(first, 1);
  const second = addDays(first, 7);
  const third = addDays(first, 14);
  const { body: found } = await api<SpaceSearchResponse>(
    request,
    'GET',
    `/spaces?zone=paris&type=meeting_room&day=${first}&start=1000&end=1200&sort=price`,
    undefined,
    undefined,
    texts.locale,
  );
  const space = found.items[spaceIndex];
  if (!space) throw new Error('no free space');
  expect(
    (
      await api(request, 'POST', '/bookings', other.token, {
        space_id: space.id,
        day: second,
        start: '10:00',
        end: '11:00',
      })
    ).status,
  ).toBe(201);
  // The organizer's profile is created in the page's language, so signing in keeps it.
  expect((await api(request, 'GET', '/me', organizer.token, undefined, texts.locale)).status).toBe(200);

  await page.goto(`${texts.prefix}/scheduling`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: texts.login.heading })).toBeVisible();
  await dialog.getByRole('textbox', { name: texts.login.email }).fill(organizer.email);
  await dialog.getByRole('textbox', { name: texts.login.password, exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: texts.login.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/scheduling$`));

  // The calendar switches to a month, and a day of it opens its week.
  await page.getByRole('button', { name: texts.month, exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('table').getByRole('button').nth(10).click();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.week, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('searchbox', { name: texts.search }).fill(space.title);
  await page.getByRole('radio', { name: new RegExp(escape(space.title)) }).check();
  await page.getByRole('checkbox', { name: texts.weekdays[weekdayOf(first)] }).check();
  await page.getByLabel(texts.firstDay).fill(first);
  await page.getByLabel(texts.start, { exact: true }).selectOption('10:00');
  await page.getByLabel(texts.end, { exact: true }).selectOption('12:00');
  await page.getByLabel(texts.weeks).fill('3');
  await page.getByRole('button', { name: texts.check }).click();

  const conflicts = page.getByRole('region', { name: texts.conflicts });
  await expect(conflicts.getByRole('listitem')).toHaveCount(1);
  await expect(conflicts.getByRole('listitem')).toContainText(longDay(second, texts.locale));
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await page.getByRole('button', { name: texts.book }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]+\/extras$/);
  const bookingId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
  const { body: booking } = await api<Booking>(request, 'GET', `/bookings/${bookingId}`, organizer.token);
  expect(booking.occurrences.map((o) => [o.nth, o.day])).toEqual([
    [1, first],
    [2, third],
  ]);
}

test('a recurring offer lists the day already taken and books the rest of the series (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await bookSeries(page, french, 42, 2);
});

test('the same in English on a phone, 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await bookSeries(page, english, 49, 3);
});
