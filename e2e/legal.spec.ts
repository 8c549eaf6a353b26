import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Booking, PaymentResult } from '../src/contracts/bookings';
import type { SpaceDetail } from '../src/contracts/spaces';
import { TERMS_VERSION } from '../src/domain/terms';
import { api, createAccount, FR_SIGN_IN, signInThrough, weekdayAhead } from './events-helpers';
import { expect, test } from './fixtures';
import { sourceOf, waitForMail } from './mail';

// The legal documents, « download my data » and the contact page, as a person uses them.

const axe = async (page: Page) => {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const DOCUMENTS = [
  { path: '/conditions-generales-de-vente', fr: 'Conditions générales de vente', en: 'Terms of sale' },
  { path: '/confidentialite', fr: 'Politique de confidentialité', en: 'Privacy policy' },
  { path: '/cookies', fr: 'Cookies et stockage local', en: 'Cookies and local storage' },
  { path: '/contact', fr: 'Contacter le support', en: 'Contact support' },
];

test('the legal documents and the contact page read well in both languages, with no accessibility violation', async ({
  page,
}) => {
  for (const document of DOCUMENTS) {
    for (const locale of ['fr', 'en'] as const) {
      await page.goto(`${locale === 'en' ? '/en' : ''}${document.path}`);
      await expect(page.getByRole('heading', { level: 1, name: document[locale] })).toBeVisible();
      expect(await axe(page), `${locale} ${document.path}`).toEqual([]);
    }
  }
  // The terms state the cancellation policy and the version a payment accepts.
  await page.goto('/conditions-generales-de-vente');
  await expect(page.getByText(`Version ${TERMS_VERSION}`)).toBeVisible();
  await expect(
    page.getByText(/annulée 48\sh ou plus avant le début\s: 100\s% de ce qui a été payé est remboursé/),
  ).toBeVisible();
  await expect(
    page.getByText(/entre 48\sh et 24\sh avant le début\s: 50\s% du prix de l’espace et 100\s% des extras/),
  ).toBeVisible();
  await page.goto('/en/mentions-legales');
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/en\/confidentialite$/);
});

test('a user downloads their data: the file holds their e-mail and their booking', async ({ page }) => {
  const who = await createAccount('export');
  expect(
    (
      await api(page.request, 'PATCH', '/me', who.token, {
        first_name: 'Inès',
        last_name: 'Moreau',
        phone: '06 12 34 56 78',
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await api(page.request, 'PATCH', '/account', who.token, {
        billing_address: {
          address: '12 rue de Bretagne',
          city: 'Paris',
          country: 'FR',
          postal_code: '75003',
        },
      })
    ).status,
  ).toBe(200);
  const space = (await api<SpaceDetail>(page.request, 'GET', '/spaces/paris/salon-des-rosiers')).body;
  const held = await api<Booking>(page.request, 'POST', '/bookings', who.token, {
    space_id: space.id,
    day: weekdayAhead(4),
    start: '10:00',
    end: '11:00',
  });
  expect(held.status).toBe(201);
  const card = {
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    terms_version: TERMS_VERSION,
  };
  expect(
    (await api<PaymentResult>(page.request, 'POST', `/bookings/${held.body.id}/payment`, who.token, card))
      .status,
  ).toBe(200);

  await signInThrough(page, FR_SIGN_IN, '/account/delete', who.email);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^nook-data-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await file.path();
  const data = JSON.parse(await readFile(path, 'utf8')) as {
    profile: { email: string };
    bookings: { id: string; status: string; terms_version: string }[];
  };
  expect(data.profile.email).toBe(who.email);
  expect(data.bookings).toEqual([
    expect.objectContaining({ id: held.body.id, status: 'confirmed', terms_version: TERMS_VERSION }),
  ]);
  await expect(page.getByText('Vos données sont téléchargées.')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('the contact form checks its fields, then its message reaches support with the address of its sender', async ({
  page,
}) => {
  const who = await createAccount('contact');
  // Signed in (through a page that asks for it), the form knows the address.
  await signInThrough(page, FR_SIGN_IN, '/favorites', who.email);
  await page.goto('/contact');
  const email = page.getByRole('textbox', { name: 'Votre adresse e-mail' });
  await expect(email).toHaveValue(who.email);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(2);

  const subject = `Facture ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Sujet' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour, pouvez-vous renvoyer ma facture ?');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText(/Message envoyé\s: nous vous répondons par e-mail\./)).toBeVisible();

  const mail = await waitForMail('support@nook.local', `[Support] ${subject}`);
  expect(mail.text).toContain('pouvez-vous renvoyer ma facture');
  expect(mail.text).toContain(who.email);
  // Answering it from the support mailbox writes to the sender.
  expect(await sourceOf(mail)).toMatch(
    new RegExp(`^Reply-To: .*${who.email.replace(/[.+]/g, '\\$&')}`, 'im'),
  );
});
