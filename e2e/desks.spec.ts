import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { Availability, SpaceSearchResponse } from '../src/contracts/spaces';
import { API_HEADERS, expect, newHydratingContext, test } from './fixtures';

// Calendar days as the app writes them (YYYY-MM-DD, Paris); UTC midnights make the arithmetic exact.
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() % 6 !== 0;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: API_HEADERS });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** A desk space of at least 4 desks and a weekday at least `ahead` days away when all of them are free 14h–17h. */
async function freeDesks(request: APIRequestContext, ahead: number) {
  for (let offset = ahead; offset < ahead + 21; offset++) {
    const day = addDays(parisToday(), offset);
    if (!isWeekday(day)) continue;
    const found = await api<SpaceSearchResponse>(
      request,
      `/spaces?zone=paris&type=desk&day=${day}&start=1400&end=1700&page_size=50`,
    );
    const space = found.items.find((item) => item.capacity >= 4 && item.desks_left === item.capacity);
    if (space) return { space, day };
  }
  throw new Error('no desk space has all its desks free 14h–17h');
}

const panel = (page: Page) => page.getByRole('region', { name: 'Réserver', exact: true });

/** Book from the panel as a guest: the sign-in dialog opens; register there, and the hold follows. */
async function bookAsNewcomer(page: Page) {
  await panel(page).getByRole('button', { name: 'Réserver ce créneau' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Créer un compte' }).click();
  await dialog
    .getByRole('textbox', { name: 'Adresse e-mail' })
    .fill(`desk-${randomUUID().slice(0, 8)}@example.com`);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Secret123');
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/extras$/);
}

test('two people book desks of the same desk space for the same hours, and each sees what is left', async ({
  page,
  browser,
}) => {
  const { space, day } = await freeDesks(page.request, 14);
  const path = `/paris/${space.slug}?day=${day}&start=1400&end=1700`;

  await page.goto(path);
  await expect(panel(page).getByText(`${space.capacity} postes libres sur ce créneau`)).toBeVisible();
  await panel(page).getByLabel('Postes').selectOption('2');
  await expect(panel(page).getByText(/^3 h × 2 postes × /)).toBeVisible();
  await bookAsNewcomer(page);
  await expect(page.getByText('2 postes réservés')).toBeVisible();

  // Someone else, in another browser, the same hours: the other desks are still for sale.
  const other = await (await newHydratingContext(browser)).newPage();
  await other.goto(path);
  await expect(panel(other).getByText(`${space.capacity - 2} postes libres sur ce créneau`)).toBeVisible();
  expect((await new AxeBuilder({ page: other }).include('main').analyze()).violations).toEqual([]);
  await bookAsNewcomer(other);
  await expect(other.getByText('1 poste réservé')).toBeVisible();

  const grid = await api<Availability>(page.request, `/spaces/${space.id}/availability?day=${day}`);
  expect(grid.cells.find((cell) => cell.start === '15:00')?.desks_left).toBe(space.capacity - 3);
  // The desks search says so too.
  await page.goto(`/desks/paris?day=${day}&start=1400&end=1700`);
  await expect(page.getByRole('listitem').filter({ hasText: space.title })).toContainText(
    `${space.capacity - 3} postes libres sur ${space.capacity}`,
  );
});

test('the desks search reads in French and in English, with no accessibility violation in either', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/desks/paris', 'Un bureau à la journée à Paris'],
    ['/en/desks/paris', 'A desk for the day in Paris'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(
      page
        .getByRole('list', { name: path.startsWith('/en') ? 'Available spaces' : 'Espaces disponibles' })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  }
});
