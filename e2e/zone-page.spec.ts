import { expect, test } from './fixtures';

test('a visitor sees the Paris spaces, in French by default', async ({ page }) => {
  const response = await page.goto('/paris');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Paris/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver un espace à Paris');
  // The first page of the 68 seeded spaces, each priced by the hour while no slot is chosen.
  const cards = page.getByRole('list', { name: 'Espaces disponibles' }).getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await expect(page.getByText('Plus de 24 espaces')).toBeVisible();
  await expect(cards.first()).toContainText('/ heure');
});

test('the same page in English under /en', async ({ page }) => {
  await page.goto('/en/paris');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a space in Paris');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('list', { name: 'Available spaces' }).getByRole('listitem').first(),
  ).toContainText('/ hour');
});

test('the language switch moves between French and English on the same page', async ({ page }) => {
  await page.goto('/paris');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/paris$/);
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/paris$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver un espace à Paris');
});

test('an unknown zone answers 404 with a way back', async ({ page }) => {
  const response = await page.goto('/atlantis');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Trouver un espace à Paris' })).toBeVisible();
});

test('/paris and /fr/paris declare one canonical URL, with both languages as alternates', async ({
  page,
  baseURL,
}) => {
  for (const path of ['/paris', '/fr/paris', '/paris?capacity=4-8']) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/paris`);
  }
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en/paris`);
  await page.goto('/en/paris');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/paris`);
});

test('favicon and robots are real files, not zone pages', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/icon/);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('User-agent');
});

test('without JavaScript, /paris still shows its spaces', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/paris');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver un espace à Paris');
  const cards = page.getByRole('list', { name: 'Espaces disponibles' }).getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toBeVisible();
  await context.close();
});

test('the first photo is on screen before the app fetches its scripts, and the page then comes alive', async ({
  page,
}) => {
  await page.goto('/paris');
  // Hydrated: a guest is offered to sign in.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const timing = await page.evaluate(async () => {
    // The Largest Contentful Paint entries are only handed to observers (buffered: the past ones).
    const paints = await new Promise<PerformanceEntryList>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    const largest = paints.at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.name.includes('/_next/static/') && entry.initiatorType === 'script',
    );
    return {
      largest: largest
        ? {
            at: largest.startTime,
            tag: largest.element?.tagName,
            priority: largest.element?.getAttribute('fetchpriority'),
          }
        : null,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
  expect(timing.largest).toMatchObject({ tag: 'IMG', priority: 'high' });
  expect(timing.scripts).toBeGreaterThan(3);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.largest?.at ?? Infinity);
});
