import sharp from 'sharp';
import type { Booking, PaymentResult } from '../src/contracts/bookings';
import { formatPrice } from '../src/domain/money';
import {
  addDays,
  api,
  createAccount,
  FR_SIGN_IN,
  parisToday,
  signInThrough,
  signInWithDialog,
  weekdayOf,
} from './events-helpers';
import { expect, newHydratingContext, test } from './fixtures';
import { TERMS_VERSION } from '../src/domain/terms';

// The back office's whole journey (docs/business-rules.md §7), as its team runs the marketplace,
// with the local staff account of `npm run dev` and the e2e stack
// (src/server/db/seed/seed-local-staff.ts).
const STAFF = { email: 'staff@nook.local', password: 'nook-staff-local' };
const FR = FR_SIGN_IN;
const card = {
  card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

/** The next Monday in Paris, never today: the day the new space is closed. */
function nextMonday(): string {
  const today = parisToday();
  return addDays(today, 7 - weekdayOf(today));
}

/** A photo as a camera would send it: a grainy JPEG of a megabyte or so, over the API's ordinary 100 kB. */
const photo = async (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer(),
});

const noSidewaysScroll = () => document.documentElement.scrollWidth <= window.innerWidth;

test('staff open a space with photos and hours, close it on a Monday, refund a customer in full and suspend them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Letters only, as the words of a title are: the visitor finds the space by it.
  const tag = `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const title = `Atelier ${tag}`;
  const monday = nextMonday();
  const tuesday = addDays(monday, 1);

  // The staff member signs in with their own password, on the page they asked for.
  await page.goto('/admin/spaces/new');
  await signInWithDialog(page, FR, STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvel espace' })).toBeVisible();

  // Every field of the space; the address typed by hand, as when the address service is out of reach.
  await page.getByRole('textbox', { name: 'Titre (français)' }).fill(title);
  await page.getByRole('textbox', { name: 'Titre (anglais)' }).fill(`Workshop ${tag}`);
  await page
    .getByRole('textbox', { name: 'Description (français)' })
    .fill('Une salle claire sur cour, avec un grand tableau blanc.');
  await page
    .getByRole('textbox', { name: 'Description (anglais)' })
    .fill('A bright room on a courtyard, with a large whiteboard.');
  await page.getByRole('combobox', { name: 'Zone' }).selectOption('paris');
  await page.getByRole('textbox', { name: 'Capacité (personnes)' }).fill('6');
  await page.getByRole('textbox', { name: "Prix de l'heure (€ TTC)" }).fill('40');
  await page.getByRole('textbox', { name: 'Rue', exact: true }).fill('18 rue de Charonne');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('75011');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Paris');
  await page.getByRole('textbox', { name: 'Quartier' }).fill('Bastille');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('48,8533');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('2,3753');
  // Weekdays open 09:00–19:00 unless told; Mondays until 20:00 here.
  await page.getByRole('combobox', { name: 'Lundi : fermeture' }).selectOption('20:00');
  await page.getByRole('button', { name: "Créer l'espace" }).click();
  await expect(page.getByText('Espace créé. Ajoutez ses photos, puis publiez-le.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/spaces\/[0-9a-f-]{36}$/);
  const spaceId = page.url().split('/').pop() ?? '';

  // Two photos at once, from the file picker.
  await page.locator('input[type="file"]').setInputFiles([await photo('salle.jpg'), await photo('cour.jpg')]);
  const photos = page.getByRole('list', { name: "Photos de l'espace, la couverture en premier" });
  await expect(photos.getByRole('listitem')).toHaveCount(2);

  // Before it is published, a visitor does not find it.
  const visitorContext = await newHydratingContext(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/paris?text=${tag}`);
  await expect(visitor.getByRole('heading', { name: 'Aucun espace ne correspond' })).toBeVisible();

  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText("L'espace est en ligne.")).toBeVisible();

  // Published: on /paris for a visitor, Monday included, with its photos on its page.
  await visitor.goto(`/paris?day=${monday}&text=${tag}`);
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('img[src*="photos"]').first()).toBeVisible();

  // A customer books it on Tuesday and pays.
  const customer = await createAccount('customer');
  const held = await api<Booking>(page.request, 'POST', '/bookings', customer.token, {
    space_id: spaceId,
    day: tuesday,
    start: '10:00',
    end: '11:00',
  });
  expect(held.status).toBe(201);
  const paid = await api<PaymentResult>(
    page.request,
    'POST',
    `/bookings/${held.body.id}/payment`,
    customer.token,
    card,
  );
  expect(paid.body.booking.status).toBe('confirmed');
  const total = paid.body.booking.total_price;

  // Closed next Monday, on a phone: the closures stay usable at 375 px.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Ajouter une fermeture' }).click();
  const closure = page.getByRole('dialog');
  await closure.getByRole('textbox', { name: 'Jour', exact: true }).fill(monday);
  await closure.getByRole('textbox', { name: 'Motif' }).fill('Peinture');
  await closure.getByRole('button', { name: "Fermer l'espace" }).click();
  await expect(page.getByText('Fermeture ajoutée.')).toBeVisible();
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await visitor.goto(`/paris?day=${monday}&text=${tag}`);
  await expect(visitor.getByRole('heading', { name: 'Aucun espace ne correspond' })).toBeVisible();
  const onMonday = await api<{ error: { code: string } }>(page.request, 'POST', '/bookings', customer.token, {
    space_id: spaceId,
    day: monday,
    start: '10:00',
    end: '11:00',
  });
  expect([onMonday.status, onMonday.body.error.code]).toEqual([409, 'SPACE_CLOSED']);
  await visitorContext.close();

  // Staff cancel the customer's paid booking with everything paid given back.
  await page.goto(`/admin/bookings/${held.body.id}`);
  await page.getByRole('button', { name: 'Annuler la réservation' }).click();
  const cancel = page.getByRole('dialog');
  await cancel.getByRole('radio', { name: /Tout ce qui a été payé/ }).check();
  await cancel.getByRole('button', { name: 'Annuler la réservation' }).click();
  await expect(page.getByText(`Réservation annulée : ${formatPrice(total, 'fr')} remboursés.`)).toBeVisible();

  // The customer sees it cancelled, with the refund, on their event's page.
  const customerContext = await newHydratingContext(browser);
  const customerPage = await customerContext.newPage();
  await signInThrough(
    customerPage,
    FR,
    `/events/${paid.body.booking.occurrences[0]?.event_id}`,
    customer.email,
  );
  const history = customerPage.getByRole('region', { name: 'Historique' });
  await expect(history.getByText('Réservation annulée')).toBeVisible();
  await expect(history.getByText(`remboursé ${formatPrice(total, 'fr')}`)).toBeVisible();
  await customerContext.close();

  // Suspended, the customer's next write is refused.
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'E-mail ou nom' }).fill(customer.email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const row = page.getByRole('listitem', { name: customer.email });
  await row.getByRole('button', { name: 'Suspendre' }).click();
  await expect(row.getByText('Suspendu', { exact: true })).toBeVisible();
  const refused = await api<{ error: { code: string } }>(page.request, 'PATCH', '/me', customer.token, {
    first_name: 'Dominique',
  });
  expect([refused.status, refused.body.error.code]).toEqual([403, 'ACCOUNT_SUSPENDED']);
});
