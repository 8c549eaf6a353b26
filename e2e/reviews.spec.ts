import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, EN_SIGN_IN, FR_SIGN_IN, signInWithDialog } from './events-helpers';
import { expect, test } from './fixtures';
import { idTokenOf } from './identity';
import { linkOf, waitForMail } from './mail';

// Reviews as guests and staff meet them, on the Lyon room the seed gives three reviews (5, 4 and 5:
// src/server/db/seed/seed-demo-reviews.ts). Writing one needs a booking that has ended: the local
// booker's, paid three days ago, which the job engine completes as the stack starts
// (src/server/db/seed/seed-local-booker.ts).
const STAFF = { email: 'staff@nook.local', password: 'nook-staff-local' };
const BOOKER = { email: 'client@nook.local', password: 'nook-client-local' };
const BOOKED_SPACE = '/paris/cabinet-vivienne';
const SPACE = '/lyon/plafond-peint-merciere';

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

/** Every node of the page's schema.org graphs. */
const structuredData = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
    (text) => (JSON.parse(text) as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? [],
  );

test('a space page shows its average, its latest reviews and their aggregateRating, in French and English', async ({
  page,
}) => {
  await page.goto(SPACE);
  await expect(page.getByTestId('space-rating')).toHaveText('★4,7/5 · 3 avis');
  const reviews = page.locator('#reviews');
  await expect(reviews.getByText('Camille D.')).toBeVisible();
  await expect(reviews.getByText(/plafond peint, calme et lumineuse/)).toBeVisible();
  // First name and initial only.
  await expect(page.getByText('Durand')).toHaveCount(0);
  const graph = await structuredData(page);
  expect(graph.find((node) => node['@type'] === 'Product')?.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    ratingValue: 4.7,
    reviewCount: 3,
  });
  expect(await violations(page)).toEqual([]);

  await page.goto(`/en${SPACE}`);
  await expect(page.getByTestId('space-rating')).toHaveText('★4.7/5 · 3 reviews');
  await expect(page.locator('#reviews').getByText('Hugo L.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a booker asked for a review once their booking has ended rates the room, and the rating shows on its page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Nobody has reviewed that room yet.
  await page.goto(BOOKED_SPACE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('space-rating')).toHaveCount(0);

  // Completing the booking asks its organizer, by e-mail, for a review.
  const request = await waitForMail(BOOKER.email, 'Comment s’est passé votre moment chez');
  const link = new URL(linkOf(request, 'Donner mon avis'));
  await page.goto(`${link.pathname}${link.search}${link.hash}`);
  await signInWithDialog(page, FR_SIGN_IN, BOOKER);

  const review = page.getByRole('region', { name: 'Votre avis' });
  await expect(review.getByText('Qu’avez-vous pensé de')).toBeVisible();
  await review.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(review.getByText('Choisissez une note de 1 à 5.')).toBeVisible();
  // The stars are the radio's label.
  await review.locator('label').filter({ hasText: '4 étoiles' }).click();
  await expect(review.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
  await review
    .getByRole('textbox', { name: 'Commentaire (facultatif)' })
    .fill('Une salle au calme, parfaite pour nos entretiens.');
  await review.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(page.getByText('Merci, votre avis est publié.')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto(BOOKED_SPACE);
  await expect(page.getByTestId('space-rating')).toHaveText('★4/5 · 1 avis');
  await expect(
    page.locator('#reviews').getByText('Une salle au calme, parfaite pour nos entretiens.'),
  ).toBeVisible();
  await expect(page.locator('#reviews').getByText('Claire M.')).toBeVisible();
});

test('search cards show the average and count', async ({ page }) => {
  await page.goto('/lyon');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Plafond peint/i }) });
  await expect(card.getByTestId('card-rating')).toContainText('4,7 (3)');
});

test('staff hide a review from the back office, and the space counts it no more until shown again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/admin/reviews');
  await signInWithDialog(page, FR_SIGN_IN, STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Avis' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Very pleasant room' });
  await expect(row).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Masquer' }).click();
  await expect(row.getByText('Masqué', { exact: true })).toBeVisible();
  await page.goto(SPACE);
  await expect(page.getByTestId('space-rating')).toHaveText('★5/5 · 2 avis');
  await expect(page.getByText('Very pleasant room')).toHaveCount(0);

  // The back office speaks the staff member's own language (French here), whatever the address.
  await page.goto('/admin/reviews');
  const back = page.getByRole('listitem').filter({ hasText: 'Very pleasant room' });
  await back.getByRole('button', { name: 'Afficher' }).click();
  await expect(back.getByText('Visible', { exact: true })).toBeVisible();
  await page.goto(SPACE);
  await expect(page.getByTestId('space-rating')).toHaveText('★4,7/5 · 3 avis');
});

test('the reviews back office reads in English for a staff member whose profile is in English, with no accessibility violation', async ({
  page,
  request,
}) => {
  // The back office speaks its staff member's language: this one switches theirs, and back after.
  const token = await idTokenOf(STAFF.email, STAFF.password);
  expect((await api(request, 'PATCH', '/me', token, { locale: 'en' })).status).toBe(200);
  try {
    await page.goto('/en/admin/reviews');
    await signInWithDialog(page, EN_SIGN_IN, STAFF);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: 'Very pleasant room' });
    await expect(row.getByRole('button', { name: 'Hide' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  } finally {
    expect((await api(request, 'PATCH', '/me', token, { locale: 'fr' })).status).toBe(200);
  }
});
