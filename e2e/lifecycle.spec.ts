import type { Booking, PaymentResult } from '../src/contracts/bookings';
import type { SpaceDetail } from '../src/contracts/spaces';
import { formatPrice } from '../src/domain/money';
import {
  api,
  createAccount,
  signInThrough,
  weekdayAhead,
  type Account,
  type SignInTexts,
} from './events-helpers';
import { expect, test } from './fixtures';
import { TERMS_VERSION } from '../src/domain/terms';

// docs/business-rules.md §1 and §2 in the browser: what is owed is paid before anything moves,
// nothing is asked when nothing is owed, and a cancellation says what it gives back before it
// happens.

const FR: SignInTexts = {
  prefix: '',
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
};
const card = {
  card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

/** An organizer whose profile and billing details are complete, as the payment step asks. */
async function organizer(request: Parameters<typeof api>[0], prefix: string): Promise<Account> {
  const account = await createAccount(prefix);
  expect(
    (
      await api(request, 'PATCH', '/me', account.token, {
        first_name: 'Camille',
        last_name: 'Martin',
        phone: '06 12 34 56 78',
      })
    ).status,
  ).toBe(200);
  const billing = {
    billing_address: { address: '12 rue de la Paix', city: 'Paris', country: 'FR', postal_code: '75002' },
  };
  expect((await api(request, 'PATCH', '/account', account.token, billing)).status).toBe(200);
  return account;
}

test('a hold whose code covers everything is confirmed with one button once the terms are accepted, no card asked', async ({
  page,
}) => {
  const who = await organizer(page.request, 'free');
  // Half an hour of a 40 €/h room, less COSY20's 20 €.
  const space = (await api<SpaceDetail>(page.request, 'GET', '/spaces/paris/cabinet-de-lecture-du-perche'))
    .body;
  const held = await api<Booking>(page.request, 'POST', '/bookings', who.token, {
    space_id: space.id,
    day: weekdayAhead(70),
    start: '10:00',
    end: '10:30',
  });
  expect(held.status).toBe(201);
  const coupon = await api<Booking>(page.request, 'PATCH', `/bookings/${held.body.id}`, who.token, {
    coupon_code: 'COSY20',
  });
  expect(coupon.body.total_price).toBe(0);

  await signInThrough(page, FR, `/booking/${held.body.id}/payment`, who.email);
  await expect(
    page.getByText('Rien à payer : votre code couvre tout le montant. Aucune carte n’est demandée.'),
  ).toBeVisible();
  await expect(page.getByLabel(/Numéro de carte/)).toHaveCount(0);
  // The terms of sale are accepted first, as for a payment.
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Acceptez les conditions' })).toHaveText(
    'Acceptez les conditions générales de vente pour confirmer.',
  );
  await page.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }).check();
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
  expect(
    (await api<Booking>(page.request, 'GET', `/bookings/${held.body.id}`, who.token)).body,
  ).toMatchObject({ status: 'confirmed', paid: 0 });
});

test('a longer slot is paid before it applies, and a cancellation shows its refund first and then in the history', async ({
  page,
}) => {
  const who = await organizer(page.request, 'longer');
  const space = (await api<SpaceDetail>(page.request, 'GET', '/spaces/paris/salon-des-rosiers')).body;
  const day = weekdayAhead(72);
  const held = await api<Booking>(page.request, 'POST', '/bookings', who.token, {
    space_id: space.id,
    day,
    start: '10:00',
    end: '11:00',
  });
  const paid = await api<PaymentResult>(
    page.request,
    'POST',
    `/bookings/${held.body.id}/payment`,
    who.token,
    card,
  );
  expect(paid.body.booking.status).toBe('confirmed');
  const eventId = paid.body.booking.occurrences[0]?.event_id ?? '';

  await signInThrough(page, FR, `/events/${eventId}`, who.email);
  await expect(page.getByText('10h – 11h').first()).toBeVisible();
  await page.getByRole('button', { name: 'Prolonger' }).click();
  const extend = page.getByRole('dialog', { name: "Prolonger l'événement" });
  await extend.getByLabel('Nouvelle heure de fin').selectOption('12:00');
  await extend.getByRole('button', { name: 'Prolonger' }).click();
  await expect(
    page.getByText("Le temps en plus vous est réservé : il s'ajoutera une fois la différence payée."),
  ).toBeVisible();
  // Nothing moved yet: the hour more is held and waits for its payment.
  const pending = (await api<Booking>(page.request, 'GET', `/bookings/${held.body.id}`, who.token)).body;
  expect(pending).toMatchObject({ end: '11:00', pending_change: { end: '12:00' } });
  const owed = pending.balance;
  expect(owed).toBeGreaterThan(0);
  await expect(page.getByText(`Reste à payer : ${formatPrice(owed, 'fr')}.`)).toBeVisible();
  await page.reload();
  await expect(page.getByText('10h – 11h').first()).toBeVisible();

  await page.goto(`/payment/${held.body.id}`);
  await page.getByLabel(/Numéro de carte/).fill('4242 4242 4242 4242');
  await page.getByLabel(/Date d'expiration/).fill('12/30');
  await page.getByLabel(/Cryptogramme/).fill('123');
  await page.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }).check();
  await page.getByRole('button', { name: `Payer ${formatPrice(owed, 'fr')}` }).click();
  await expect(page.getByRole('heading', { name: 'Réservation confirmée' })).toBeVisible();
  await page.goto(`/events/${eventId}`);
  await expect(page.getByText('10h – 12h').first()).toBeVisible();

  // Cancelling, weeks ahead: everything paid comes back, said before and written after.
  const total = paid.body.booking.total_price + owed;
  await page.getByRole('button', { name: "Annuler l'événement" }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler cet événement ?' });
  await expect(dialog.getByText(`Vous serez remboursé de ${formatPrice(total, 'fr')}.`)).toBeVisible();
  await expect(dialog.getByText(/Annulation gratuite jusqu’à 48 h avant le début/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByText("L'événement a été annulé.")).toBeVisible();
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history.getByText('Changement payé et appliqué')).toBeVisible();
  await expect(history.getByText(`remboursé ${formatPrice(total, 'fr')}`)).toBeVisible();
});
