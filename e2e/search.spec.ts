import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatPrice, type Locale } from '../src/domain/money';

// The search against the seeded catalogue, checked against the v1 API the page shares its service with.
const API_KEY_HEADER = process.env.NEXT_PUBLIC_API_KEY_HEADER || 'x-api-key';
const API_KEY = process.env.NEXT_PUBLIC_API_KEY || process.env.API_KEY || 'local-dev-key';

type ApiItem = {
  id: string;
  title: string;
  type: string;
  capacity: number;
  features: string[];
  price: number | null;
  price_hour: number;
  slug: string;
  day_pass: { price: number; rebates: unknown[] } | null;
};

const TEXT = {
  fr: {
    list: 'Espaces disponibles',
    day: /^Jour/,
    start: 'Début',
    end: 'Fin',
    capacity: 'Personnes',
    bucket: '4 à 8 pers.',
    features: /^Équipements/,
    wifi: 'Wi-Fi',
    submit: 'Rechercher',
    forSlot: 'pour ce créneau',
  },
  en: {
    list: 'Available spaces',
    day: /^Day/,
    start: 'From',
    end: 'To',
    capacity: 'People',
    bucket: '4–8 people',
    features: /^Amenities/,
    wifi: 'Wi-Fi',
    submit: 'Search',
    forSlot: 'for this slot',
  },
} as const;

/** Today in Paris, and the first weekday from tomorrow on (every seeded space opens on weekdays). */
function searchDay(): { today: string; day: string; daysAhead: number } {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const base = Date.parse(`${today}T00:00:00Z`);
  for (let ahead = 1; ; ahead += 1) {
    const date = new Date(base + ahead * 86_400_000);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6)
      return { today, day: date.toISOString().slice(0, 10), daysAhead: ahead };
  }
}

async function apiSearch(request: APIRequestContext, query: string, locale: Locale): Promise<ApiItem[]> {
  const response = await request.get(`/api/v1/spaces?zone=paris&${query}`, {
    headers: { [API_KEY_HEADER]: API_KEY, 'accept-language': locale },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: ApiItem[] }).items;
}

/** A pin's accessible name starts with its space's title. */
const pinName = (title = '') => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `);

const cardsOf = (page: Page, locale: Locale) =>
  page.getByRole('list', { name: TEXT[locale].list }).getByRole('listitem');

/**
 * Picks the day with the keyboard from today's cell, then the slot, 4-8 people and wifi, and sends
 * the form. On a phone the form is in the filter sheet, opened first.
 */
async function searchTomorrowAfternoon(
  page: Page,
  locale: Locale,
  daysAhead: number,
  { phone = false } = {},
) {
  const text = TEXT[locale];
  if (phone) await page.getByRole('button', { name: /^Filtres/ }).click();
  const form = phone
    ? page.getByRole('dialog', { name: 'Filtres' }).getByRole('search')
    : page.getByRole('search');
  await form.getByRole('button', { name: text.day }).click();
  const calendar = page.getByRole('dialog', { name: locale === 'fr' ? 'Choisir un jour' : 'Choose a day' });
  await expect(calendar.locator('button[tabindex="0"]')).toBeFocused();
  for (let i = 0; i < daysAhead; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await form
    .getByRole('combobox', { name: text.start })
    .selectOption({ label: locale === 'fr' ? '14h' : '2 PM' });
  await form
    .getByRole('combobox', { name: text.end })
    .selectOption({ label: locale === 'fr' ? '17h' : '5 PM' });
  await form.getByRole('combobox', { name: text.capacity }).selectOption({ label: text.bucket });
  await form.getByRole('button', { name: text.features }).click();
  await form.getByRole('checkbox', { name: text.wifi }).check();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: text.submit }).click();
}

/** Every card is a space the API finds free for the slot, that fits 4–8 people with wifi, at the API's price. */
async function expectCardsMatchApi(page: Page, request: APIRequestContext, locale: Locale, day: string) {
  const items = await apiSearch(request, `day=${day}&start=1400&end=1700&capacity=4-8&features=wifi`, locale);
  expect(items.length).toBeGreaterThan(0);
  const cards = cardsOf(page, locale);
  await expect(cards).toHaveCount(items.length);
  for (const [index, item] of items.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading')).toHaveText(item.title);
    expect(item.capacity).toBeGreaterThanOrEqual(4);
    expect(item.capacity).toBeLessThanOrEqual(8);
    expect(item.features).toContain('wifi');
    expect(item.price).not.toBeNull();
    await expect(card).toContainText(`${formatPrice(item.price ?? 0, locale)} ${TEXT[locale].forSlot}`);
    await expect(card.getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`/paris/${item.slug}\\?day=${day}&start=1400&end=1700$`),
    );
  }
  // Free then, by the space's own availability grid.
  for (const item of items) {
    const response = await request.get(`/api/v1/spaces/${item.id}/availability?day=${day}`, {
      headers: { [API_KEY_HEADER]: API_KEY },
    });
    const { cells } = (await response.json()) as { cells: { start: string; free: boolean }[] };
    const slot = cells.filter((cell) => cell.start >= '14:00' && cell.start < '17:00');
    expect(slot, item.title).toHaveLength(6);
    expect(
      slot.every((cell) => cell.free),
      item.title,
    ).toBe(true);
  }
}

test('on /paris a weekday afternoon for 4-8 people with wifi lists only what the API finds free, at its price', async ({
  page,
  request,
}) => {
  const { day, daysAhead } = searchDay();
  await page.goto('/paris');
  await searchTomorrowAfternoon(page, 'fr', daysAhead);
  await expect(page).toHaveURL(`/paris?day=${day}&start=1400&end=1700&capacity=4-8&features=wifi`);
  await expectCardsMatchApi(page, request, 'fr', day);

  // The URL is the search: a reload shows the same filters and results.
  await page.reload();
  const form = page.getByRole('search');
  await expect(form.getByRole('combobox', { name: 'Début' })).toHaveValue(String(14 * 60));
  await expect(form.getByRole('combobox', { name: 'Fin' })).toHaveValue(String(17 * 60));
  await expect(form.getByRole('combobox', { name: 'Personnes' })).toHaveValue('4-8');
  await expect(form.getByRole('button', { name: /^Équipements/ })).toContainText('1 choisi');
  await expectCardsMatchApi(page, request, 'fr', day);

  // The back button returns to the unfiltered search.
  await page.goBack();
  await expect(page).toHaveURL(/\/paris$/);
  await expect(form.getByRole('combobox', { name: 'Début' })).toHaveValue('');
  await expect(cardsOf(page, 'fr')).toHaveCount(24);
});

test('a card opens its space on the same slot, at the price the card showed', async ({ page }) => {
  const { day } = searchDay();
  await page.goto(`/paris?day=${day}&start=1400&end=1700&capacity=4-8&features=wifi`);
  const card = cardsOf(page, 'fr').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  const price = ((await card.getByText(/ pour ce créneau$/).textContent()) ?? '').replace(
    ' pour ce créneau',
    '',
  );
  expect(price).toMatch(/€$/);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/paris/[a-z0-9-]+\\?day=${day}&start=1400&end=1700$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const total = page
    .getByRole('region', { name: 'Réserver', exact: true })
    .getByText('Total TTC', { exact: true })
    .locator('..');
  await expect(total).toContainText(price);
});

test('the same search in English under /en/paris', async ({ page, request }) => {
  const { day, daysAhead } = searchDay();
  await page.goto('/en/paris');
  await searchTomorrowAfternoon(page, 'en', daysAhead);
  await expect(page).toHaveURL(`/en/paris?day=${day}&start=1400&end=1700&capacity=4-8&features=wifi`);
  await expectCardsMatchApi(page, request, 'en', day);
});

test('at 375 px wide the search works and nothing overflows sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { day, daysAhead } = searchDay();
  await page.goto('/paris');
  await searchTomorrowAfternoon(page, 'fr', daysAhead, { phone: true });
  await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeHidden();
  await expect(page).toHaveURL(`/paris?day=${day}&start=1400&end=1700&capacity=4-8&features=wifi`);
  await expectCardsMatchApi(page, request, 'fr', day);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The first photos load at once (decorative: alt=""), the rest as they near the screen.
  const photo = cardsOf(page, 'fr').first().locator('img');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(cardsOf(page, 'fr').last().locator('img')).toHaveAttribute('loading', 'lazy');
});

test('an address from the national address API sorts the spaces by distance, and the URL keeps it', async ({
  page,
  request,
}) => {
  // The address service is outside: the browser's requests to it get a recorded-style answer.
  await page.route('https://api-adresse.data.gouv.fr/search/**', (route) =>
    route.fulfill({
      json: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [2.3695, 48.8533] },
            properties: {
              label: 'Place de la Bastille 75011 Paris',
              city: 'Paris',
              postcode: '75011',
              id: 'bastille',
            },
          },
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [2.2945, 48.8584] },
            properties: { label: 'Champ de Mars 75007 Paris', city: 'Paris', postcode: '75007', id: 'mars' },
          },
        ],
      },
    }),
  );
  await page.goto('/paris');
  const address = page.getByRole('combobox', { name: "Près de l'adresse" });
  await address.pressSequentially('bastille');
  await expect(page.getByRole('listbox', { name: 'Adresses proposées' }).getByRole('option')).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(address).toHaveValue('Place de la Bastille 75011 Paris');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(
    '/paris?lat=48.853300&lng=2.369500&header=Place+de+la+Bastille+75011+Paris&city=Paris&postal_code=75011&query=bastille&sort=distance',
  );
  const nearest = await apiSearch(request, 'lat=48.8533&lng=2.3695&sort=distance', 'fr');
  await expect(cardsOf(page, 'fr').getByRole('heading')).toHaveText(nearest.map((item) => item.title));
  await page.reload();
  await expect(address).toHaveValue('Place de la Bastille 75011 Paris');
});

test('pages are plain links that crawlers follow, each with its own canonical URL', async ({
  page,
  request,
  baseURL,
}) => {
  // Without running any script, the first page links to the second.
  const html = await (await request.get('/paris')).text();
  expect(html).toMatch(/<a [^>]*href="\/paris\?page=2"/);

  await page.goto('/paris');
  const firstTitles = await cardsOf(page, 'fr').getByRole('heading').allTextContents();
  const next = page
    .getByRole('navigation', { name: 'Pages de résultats' })
    .getByRole('link', { name: 'Page suivante' });
  await expect(next).toHaveAttribute('rel', 'next');
  await next.click();
  await expect(page).toHaveURL('/paris?page=2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/paris?page=2`);
  const secondTitles = await cardsOf(page, 'fr').getByRole('heading').allTextContents();
  expect(secondTitles.length).toBeGreaterThan(0);
  expect(secondTitles.some((title) => firstTitles.includes(title))).toBe(false);
  // Page 2 is what the API answers for page 2.
  expect(secondTitles).toEqual((await apiSearch(request, 'page=2', 'fr')).map((item) => item.title));
  await expect(page.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('rel', 'prev');
});

test('axe finds no accessibility violation on /paris, with the calendar and the amenities open too', async ({
  page,
}) => {
  await page.goto('/paris');
  const axe = () =>
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
  expect((await axe()).violations).toEqual([]);
  await page.getByRole('button', { name: /^Jour/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choisir un jour' })).toBeVisible();
  expect((await axe()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Équipements/ }).click();
  expect((await axe()).violations).toEqual([]);
});

test('/desks/paris lists only desks, each at its day-pass price', async ({ page, request }) => {
  const { day } = searchDay();
  await page.goto(`/desks/paris?day=${day}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un bureau à la journée à Paris');
  const desks = await apiSearch(request, `type=desk&day=${day}`, 'fr');
  expect(desks.length).toBeGreaterThan(0);
  expect(desks.every((item) => item.type === 'desk')).toBe(true);
  const cards = cardsOf(page, 'fr');
  await expect(cards).toHaveCount(desks.length);
  for (const [index, desk] of desks.entries()) {
    // The API's day pass, which on a weekday a few days ahead is 8 hours at the hourly price, no rebate.
    expect(desk.day_pass).toEqual({ price: 8 * desk.price_hour, rebates: [] });
    await expect(cards.nth(index)).toContainText(`${desk.title}`);
    await expect(cards.nth(index)).toContainText(`${formatPrice(desk.day_pass?.price ?? 0, 'fr')} / jour`);
    await expect(cards.nth(index)).toContainText('postes');
  }
});

test('a wrong value in the URL is ignored with a word on its field, never an error page', async ({
  page,
}) => {
  const response = await page.goto('/paris?start=1400&end=1300&capacity=3-9');
  expect(response?.status()).toBe(200);
  const form = page.getByRole('search');
  await expect(form.getByRole('combobox', { name: 'Fin' })).toHaveAccessibleDescription(
    'La fin doit venir après le début.',
  );
  await expect(form.getByRole('combobox', { name: 'Personnes' })).toHaveAccessibleDescription(
    "Cette valeur n'est pas valide : le filtre est ignoré.",
  );
  await expect(cardsOf(page, 'fr')).toHaveCount(24);
});

test('an empty search offers a way out', async ({ page }) => {
  const { day } = searchDay();
  await page.goto(`/paris?day=${day}&start=1400&end=1500&text=introuvablexyz`);
  await expect(page.getByRole('heading', { name: 'Aucun espace ne correspond' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir toute la journée' }).click();
  await expect(page).toHaveURL(`/paris?day=${day}&text=introuvablexyz`);
  await page.getByRole('main').getByRole('link', { name: 'Effacer les filtres' }).last().click();
  await expect(page).toHaveURL(/\/paris$/);
  await expect(cardsOf(page, 'fr')).toHaveCount(24);
});

test.describe('on a phone (375 px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
  });

  test('/paris shows a space card in the first screen, under a one-line summary of the filters', async ({
    page,
  }) => {
    await page.goto('/paris');
    await expect(page.locator('p', { hasText: /^Filtres en cours/ })).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(cardsOf(page, 'fr').first()).toBeInViewport();
    await expect(cardsOf(page, 'fr').first().getByRole('heading')).toBeInViewport();
  });

  test('the filter sheet applies a filter: the results and the URL change, the sheet closes', async ({
    page,
    request,
  }) => {
    await page.goto('/paris');
    const before = await cardsOf(page, 'fr').getByRole('heading').allTextContents();
    await page.getByRole('button', { name: /^Filtres/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtres' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('combobox', { name: 'Personnes' }).selectOption({ label: '12 à 16 pers.' });
    await sheet.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL('/paris?capacity=12-16');
    await expect(sheet).toBeHidden();
    const items = await apiSearch(request, 'capacity=12-16', 'fr');
    expect(items.length).toBeGreaterThan(0);
    await expect(cardsOf(page, 'fr').getByRole('heading')).toHaveText(items.map((item) => item.title));
    expect(items.map((item) => item.title)).not.toEqual(before);
    await expect(page.locator('p', { hasText: /^Filtres en cours/ })).toContainText('12 à 16 pers.');
    await expect(page.getByRole('button', { name: /^Filtres/ })).toHaveAccessibleName(
      'Filtres, 1 filtre actif',
    );
  });

  test('« Carte » opens a map of the results, without a Mapbox token; a pin leads to its space', async ({
    page,
  }) => {
    await page.goto('/paris');
    const titles = await cardsOf(page, 'fr').getByRole('heading').allTextContents();
    await page.getByRole('button', { name: 'Carte', exact: true }).click();
    const map = page.getByRole('region', { name: 'Carte des espaces' });
    const pins = map.getByRole('list', { name: 'Espaces sur la carte' }).getByRole('button');
    await expect(pins).toHaveCount(titles.length);
    const first = pins.first();
    await expect(first).toHaveAccessibleName(pinName(titles[0]));
    await first.focus();
    await page.keyboard.press('Enter');
    const callout = map.getByRole('group', { name: titles[0] });
    await callout.getByRole('link', { name: "Voir l'espace" }).click();
    await expect(page).toHaveURL(/\/paris\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0] ?? '');
  });

  for (const locale of ['fr', 'en'] as const) {
    test(`axe finds no violation with the sheet open and with the map open (${locale})`, async ({ page }) => {
      await page.goto(locale === 'fr' ? '/paris' : '/en/paris');
      const axe = () =>
        new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
      expect((await axe()).violations).toEqual([]);
      await page.getByRole('button', { name: locale === 'fr' ? /^Filtres/ : /^Filters/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // vaul slides the sheet in and fades the page behind it: axe reads the colours once both are
      // done (the page's endless ones, a skeleton's pulse, left out).
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      expect((await axe()).violations).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.getByRole('button', { name: locale === 'fr' ? 'Carte' : 'Map', exact: true }).click();
      await expect(
        page
          .getByRole('list', { name: locale === 'fr' ? 'Espaces sur la carte' : 'Spaces on the map' })
          .getByRole('button')
          .first(),
      ).toBeVisible();
      expect((await axe()).violations).toEqual([]);
    });
  }
});

test('on a wide screen the map stands beside the list, without a Mapbox token: a pin per card, and a hovered card lights its pin', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/paris');
  const titles = await cardsOf(page, 'fr').getByRole('heading').allTextContents();
  const pins = page
    .getByRole('complementary', { name: 'Carte des espaces' })
    .getByRole('list', { name: 'Espaces sur la carte' })
    .getByRole('button');
  await expect(pins).toHaveCount(titles.length);
  // The pins come in the list's order.
  const pin = pins.nth(1);
  await expect(pin).toHaveAccessibleName(pinName(titles[1]));
  await expect(pin).not.toHaveClass(/bg-brand-700/);
  await cardsOf(page, 'fr').nth(1).hover();
  await expect(pin).toHaveClass(/bg-brand-700/);
});
