import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import type { Booking } from '../src/contracts/bookings';
import type { Invoice, InvoiceList } from '../src/contracts/invoices';
import type { SpaceDetail } from '../src/contracts/spaces';
import { formatPrice } from '../src/domain/money';
import { api, createAccount, FR_SIGN_IN, signInThrough, weekdayAhead } from './events-helpers';
import { expect, test } from './fixtures';

// docs/business-rules.md §8 in the browser: a business account pays, finds its invoice in the
// account area and downloads it (a PDF whose text names the company, its VAT number, HT, VAT and
// TTC), cancels three days ahead and finds the credit note beside the invoice.

/** Spaces in a PDF's text come out as they were drawn: compare with one plain space. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

test('a business account downloads its invoice, cancels, and finds the credit note beside it', async ({
  page,
}) => {
  const who = await createAccount('invoice');
  expect(
    (
      await api(page.request, 'PATCH', '/me', who.token, {
        first_name: 'Inès',
        last_name: 'Moreau',
        phone: '06 12 34 56 78',
      })
    ).status,
  ).toBe(200);
  const business = {
    business: true,
    company_name: 'Atelier Lumière SARL',
    vat_number: 'FR40303265045',
    billing_address: { address: '12 rue de Bretagne', city: 'Paris', country: 'FR', postal_code: '75003' },
  };
  expect((await api(page.request, 'PATCH', '/account', who.token, business)).status).toBe(200);

  // Three working days ahead: cancelling then gives everything back.
  const space = (await api<SpaceDetail>(page.request, 'GET', '/spaces/paris/salon-des-rosiers')).body;
  const held = await api<Booking>(page.request, 'POST', '/bookings', who.token, {
    space_id: space.id,
    day: weekdayAhead(3),
    start: '15:00',
    end: '17:00',
  });
  expect(held.status).toBe(201);

  await signInThrough(page, FR_SIGN_IN, `/booking/${held.body.id}/payment`, who.email);
  await page.getByLabel(/Numéro de carte/).fill('4242 4242 4242 4242');
  await page.getByLabel(/Date d'expiration/).fill('12/30');
  await page.getByLabel(/Cryptogramme/).fill('123');
  await page.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }).check();
  await page.getByRole('button', { name: `Payer ${formatPrice(held.body.total_price, 'fr')}` }).click();
  await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();

  const listed = (
    await api<InvoiceList>(page.request, 'GET', `/account/invoices?booking_id=${held.body.id}`, who.token)
  ).body;
  const [summary] = listed.items;
  expect(summary?.kind).toBe('invoice');
  const invoice = (await api<Invoice>(page.request, 'GET', `/invoices/${summary?.id}`, who.token)).body;

  await page.goto('/account/invoices');
  await expect(page.getByRole('heading', { name: 'Factures' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Télécharger ${invoice.number} en PDF` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const parser = new PDFParse({ data: new Uint8Array(await readFile((await file.path()) ?? '')) });
  const text = plain((await parser.getText()).text);
  await parser.destroy();
  expect(text).toContain(invoice.number);
  expect(text).toContain('Atelier Lumière SARL');
  expect(text).toContain('FR40303265045');
  for (const amount of [invoice.totals.ht, invoice.totals.vat, invoice.totals.ttc])
    expect(text).toContain(plain(formatPrice(amount, 'fr')));
  expect(invoice.totals.ttc).toBe(held.body.total_price);

  // Cancelled from the event page, three days ahead: the refund is whole, and so is the credit note.
  await page.goto(`/events/${held.body.occurrences[0]?.event_id}`);
  await page.getByRole('button', { name: "Annuler l'événement" }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler cet événement ?' });
  await expect(
    dialog.getByText(`Vous serez remboursé de ${formatPrice(held.body.total_price, 'fr')}.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByText("L'événement a été annulé.")).toBeVisible();

  await page.goto('/account/invoices');
  const credit = page.getByText(`sur la facture ${invoice.number}`);
  await expect(credit.first()).toBeVisible();
  await expect(page.getByText('Avoir').first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Télécharger A-\\d{4}-\\d{6} en PDF$`) }).first(),
  ).toBeVisible();
});
