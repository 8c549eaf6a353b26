import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_HEADERS, expect, test } from './fixtures';
import { randomUUID } from 'node:crypto';
import type { Availability, SpaceDetail } from '../src/contracts/spaces';
import { formatPrice } from '../src/domain/money';

const PASSWORD = 'Secret123';

// Calendar days as the app writes them (YYYY-MM-DD, Paris); UTC midnights make the arithmetic exact.
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** 0 = Monday … 6 = Sunday, the order of opening hours. */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: API_HEADERS });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Opens the n-th meeting room of /paris (a desk space sells each desk) and returns it as the API describes it. */
async function openSpaceFromSearch(page: Page, n: number): Promise<SpaceDetail> {
  await page.goto('/paris');
  const card = page
    .getByRole('list', { name: 'Espaces disponibles' })
    .getByRole('listitem')
    .filter({ hasText: /\d personnes?/ })
    .nth(n);
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const slug = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  return api<SpaceDetail>(page.request, `/spaces/paris/${slug}`);
}

/** The first weekday at least `ahead` days away when the space is open and free 14h–17h. */
async function freeWeekday(request: APIRequestContext, space: SpaceDetail, ahead: number): Promise<string> {
  const today = parisToday();
  for (let offset = ahead; offset < ahead + 21; offset++) {
    const day = addDays(today, offset);
    const hours = space.opening_hours[weekdayOf(day)];
    if (weekdayOf(day) > 4 || !hours || hours.open > 1400 || hours.close < 1700) continue;
    const grid = await api<Availability>(request, `/spaces/${space.id}/availability?day=${day}`);
    const slot = grid.cells.filter((cell) => cell.start >= '14:00' && cell.end <= '17:00');
    if (slot.length === 6 && slot.every((cell) => cell.free)) return day;
  }
  throw new Error(`${space.slug} has no free weekday 14h–17h`);
}

async function chooseSlot(page: Page, day: string) {
  await page.getByLabel('Jour').fill(day);
  await page.getByLabel('Début').selectOption('1400');
  await page.getByLabel('Fin').selectOption('1700');
  await expect(page).toHaveURL(new RegExp(`\\?day=${day}&start=1400&end=1700$`));
}

const panel = (page: Page) => page.getByRole('region', { name: 'Réserver', exact: true });
const totalLine = (page: Page) => panel(page).getByText('Total TTC', { exact: true }).locator('..');

/** In the sign-in dialog a Book click opened: switch to register and create an account. */
async function registerInDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(dialog.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Adresse e-mail' })
    .fill(`space-${randomUUID().slice(0, 8)}@example.com`);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
}

for (const { name, viewport, card, ahead } of [
  { name: 'on a wide screen', viewport: { width: 1280, height: 900 }, card: 0, ahead: 10 },
  { name: 'on a phone, 375 px wide', viewport: { width: 375, height: 740 }, card: 1, ahead: 10 },
]) {
  test(`a guest opens a space from /paris, prices 14h–17h, registers on Book and lands on the extras step (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const space = await openSpaceFromSearch(page, card);
    await expect(
      page.getByRole('region', { name: `Photos de ${space.title}` }).getByRole('img'),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    const day = await freeWeekday(page.request, space, ahead);
    await chooseSlot(page, day);
    const cells = page.getByRole('list', { name: "Créneaux d'une demi-heure" }).getByRole('listitem');
    await expect(cells.first()).toBeVisible();
    await expect(cells.filter({ hasText: 'dans votre créneau' })).toHaveCount(6);
    await expect(panel(page).getByText(`3 h × ${formatPrice(space.price_hour, 'fr')}`)).toBeVisible();
    await expect(totalLine(page)).toContainText(formatPrice(3 * space.price_hour, 'fr'));

    await panel(page).getByRole('button', { name: 'Réserver ce créneau' }).click();
    await registerInDialog(page);

    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/extras$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Options de votre réservation');
    await expect(page.getByText(space.title)).toBeVisible();
    await expect(page.getByText(/, de 14h à 17h$/)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    const total = page
      .getByRole('region', { name: 'Récapitulatif' })
      .getByText('Total TTC', { exact: true })
      .locator('..');
    await expect(total).toContainText(formatPrice(3 * space.price_hour, 'fr'));

    // An extra is saved on the hold and priced by the API.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/v1/bookings/'),
    );
    await page.getByRole('button', { name: 'Pause café pour 1 personne' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(total).toContainText(formatPrice(3 * space.price_hour + 600, 'fr'));
    await expect(page.getByRole('link', { name: 'Continuer vers le paiement' })).toHaveAttribute(
      'href',
      /\/booking\/[0-9a-f-]{36}\/payment$/,
    );

    // Back on the space page, the held hours show as taken.
    await page.goto(`/paris/${space.slug}?day=${day}&start=1400&end=1700`);
    await expect(
      page
        .getByRole('list', { name: "Créneaux d'une demi-heure" })
        .getByRole('listitem')
        .filter({ hasText: 'réservé' }),
    ).toHaveCount(6);
    await expect(panel(page).getByText('Une partie de ce créneau est déjà réservée.')).toBeVisible();
  });
}

test('a slot taken in the meantime is refused with a clear message, and the grid is refreshed', async ({
  context,
  page,
}) => {
  const space = await openSpaceFromSearch(page, 2);
  const day = await freeWeekday(page.request, space, 12);
  const path = `/paris/${space.slug}?day=${day}&start=1400&end=1700`;
  // A second tab shows the slot as free before anyone holds it.
  const later = await context.newPage();
  await later.goto(path);
  await expect(later.getByText('Libre toute la journée.')).toBeVisible();

  await page.goto(path);
  await panel(page).getByRole('button', { name: 'Réserver ce créneau' }).click();
  await registerInDialog(page);
  await expect(page).toHaveURL(/\/extras$/);

  // The other tab is signed in too now (same browser), but still shows the slot free.
  await expect(later.getByRole('button', { name: 'Menu du compte' })).toBeVisible({ timeout: 15_000 });
  await panel(later).getByRole('button', { name: 'Réserver ce créneau' }).click();
  await expect(panel(later).getByRole('alert')).toHaveText(/Ce créneau vient d'être réservé/);
  await expect(later.getByText(/^Déjà réservé : 14h – 17h\.$/)).toBeVisible();
  await expect(later).toHaveURL(new RegExp(`/paris/${space.slug}\\?`));
});

test('an unknown space or zone answers 404', async ({ page }) => {
  expect((await page.goto('/paris/no-such-space'))?.status()).toBe(404);
  expect((await page.goto('/atlantis/fenetre-dauphine'))?.status()).toBe(404);
});

test('the 404 page hydrates as the server wrote it: its link to English goes to the English home', async ({
  page,
  request,
}) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<a[^>]*href="\/en"[^>]*>English<\/a>/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/en',
  );
});

test('the page gives crawlers its title, canonical URL, its own sharing image and JSON-LD with an Offer in euros', async ({
  request,
  baseURL,
}) => {
  const space = await api<SpaceDetail>(request, '/spaces/paris/fenetre-dauphine');
  const response = await request.get(
    `/paris/fenetre-dauphine?day=${addDays(parisToday(), 3)}&start=1400&end=1700`,
  );
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/paris/fenetre-dauphine"`);
  expect(html).toContain(`hrefLang="en" href="${baseURL}/en/paris/fenetre-dauphine"`);
  expect(html).toContain(`<meta property="og:image" content="${baseURL}${space.photos[0]}"`);
  expect(html).toMatch(/<title[^>]*>La Fenêtre Dauphine, Paris 1er · Nook<\/title>/);

  const json = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(json ?? '{}') as { '@graph': Record<string, unknown>[] };
  const types = data['@graph'].map((node) => node['@type']);
  expect(types).toEqual(['Place', 'Product']);
  const offer = data['@graph'][1]?.offers as Record<string, unknown>;
  expect(offer).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'EUR',
    price: (space.price_hour / 100).toFixed(2),
  });
});

test('the space page in English under /en', async ({ page }) => {
  await page.goto('/en/paris/fenetre-dauphine');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Dauphine Window');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('region', { name: 'Book', exact: true }).getByRole('button', { name: 'Book this slot' }),
  ).toBeDisabled();
  await expect(page.getByText('Choose a start and an end time to see the price.')).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`axe finds no accessibility violation on a space page (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const space = await api<SpaceDetail>(page.request, '/spaces/paris/fenetre-dauphine');
    const day = await freeWeekday(page.request, space, 20);
    await page.goto(`/paris/fenetre-dauphine?day=${day}&start=1400&end=1700`);
    await expect(totalLine(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // With a problem shown too.
    await page.getByLabel('Fin').selectOption('1300');
    await expect(panel(page).getByText('La fin doit être après le début.')).toBeVisible();
    const withError = await new AxeBuilder({ page }).analyze();
    expect(withError.violations.map((v) => v.id)).toEqual([]);
  });
}
