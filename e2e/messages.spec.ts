import { randomUUID } from 'node:crypto';
import type { Booking } from '../src/contracts/bookings';
import type { SpaceSearchResponse } from '../src/contracts/spaces';
import { formatPrice } from '../src/domain/money';
import { api, createAccount, EN_SIGN_IN, logOut, signInThrough, weekdayAhead } from './events-helpers';
import { expect, test } from './fixtures';
import { openVerificationLink } from './identity';
import { calendarOf, linkOf, mailsTo, waitForMail, type CaughtMail } from './mail';

// docs/business-rules.md §6 as people live it: every message leaves through SMTP to the mail
// catcher that `npm run dev` starts too, and is read here through its API.

const EN = EN_SIGN_IN;

test('an English organizer books and pays, and is sent the confirmation; the guest invited follows the invitation to a sign-up and to the event; a cancellation reaches both', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const request = page.request;

  // An organizer whose profile (in English) and billing details are complete, as the payment step asks.
  const organizer = await createAccount('orga-en');
  expect(
    (
      await api(
        request,
        'PATCH',
        '/me',
        organizer.token,
        { first_name: 'Alex', last_name: 'Taylor', phone: '+33612345678', locale: 'en' },
        'en',
      )
    ).status,
  ).toBe(200);
  const billing = {
    billing_address: { address: '12 rue de la Paix', city: 'Paris', country: 'FR', postal_code: '75002' },
  };
  expect((await api(request, 'PATCH', '/account', organizer.token, billing, 'en')).status).toBe(200);
  const day = weekdayAhead(63);
  const { body: found } = await api<SpaceSearchResponse>(
    request,
    'GET',
    `/spaces?zone=paris&day=${day}&start=1000&end=1100&sort=price`,
    undefined,
    undefined,
    'en',
  );
  const space = found.items[0];
  if (!space) throw new Error('no free space');

  // Book and pay in the browser.
  await signInThrough(page, EN, '/events', organizer.email);
  await page.goto(`/en/paris/${space.slug}?day=${day}&start=1000&end=1100`);
  await page
    .getByRole('region', { name: 'Book', exact: true })
    .getByRole('button', { name: 'Book this slot' })
    .click();
  await expect(page).toHaveURL(/\/en\/booking\/[0-9a-f-]{36}\/extras$/);
  const bookingId = new URL(page.url()).pathname.split('/')[3] ?? '';
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await page.getByRole('textbox', { name: 'Card number', exact: true }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry date', exact: true }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code', exact: true }).fill('123');
  await page.getByRole('checkbox', { name: /I accept the terms of sale/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const booking = (await api<Booking>(request, 'GET', `/bookings/${bookingId}`, organizer.token)).body;
  const eventId = booking.occurrences[0]?.event_id ?? '';

  // The confirmation, in the organizer's language, with the event for their calendar.
  const confirmation = await waitForMail(organizer.email, 'Booking confirmed: ');
  expect(confirmation.subject).toContain(space.title);
  expect(confirmation.text).toContain('10 AM – 11 AM');
  expect(linkOf(confirmation, 'See the booking')).toMatch(new RegExp(`/en/events/${eventId}$`));
  const confirmedCalendar = await calendarOf(confirmation);
  expect(confirmedCalendar).toContain('METHOD:REQUEST');
  expect(confirmedCalendar).toContain(`UID:${eventId}@nook`);
  expect(confirmedCalendar).toMatch(/DTSTART;TZID=Europe\/Paris:\d{8}T100000/);

  // The organizer invites a guest who has never been here.
  const guest = `guest-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(`/en/events/${eventId}`);
  await page.getByRole('textbox', { name: "Guest's e-mail address" }).fill(guest);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Participants' }).getByText(guest)).toBeVisible();
  const invitation = await waitForMail(guest, 'Alex Taylor invites you: ');
  expect(await calendarOf(invitation)).toMatch(
    new RegExp(`METHOD:REQUEST[\\s\\S]*UID:${eventId}@nook[\\s\\S]*ATTENDEE[^:]*:MAILTO:${guest}`, 'i'),
  );
  await logOut(page, EN);

  // The guest answers from the invitation, "I'm coming": the sign-up, with their address already filled in.
  expect(linkOf(invitation, 'See the invitation')).toMatch(new RegExp(`/en/events/${eventId}\\?invited=`));
  await page.goto(linkOf(invitation, 'I’m coming'));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Create my account' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(guest);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await dialog.getByRole('button', { name: 'Create my account' }).click();
  await expect(dialog).toBeHidden();
  // They open the verification link from their mailbox; the page they left notices and takes them to the event.
  await openVerificationLink(guest);
  // The answer the link carried is given, then taken off the address.
  await expect(page).toHaveURL(new RegExp(`/en/events/${eventId}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible();
  await expect(page.getByText('Guest', { exact: true }).first()).toBeVisible();
  // They see where it is and whom to write to, not what it cost; and they say they are coming.
  await expect(page.getByRole('heading', { name: 'Place' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Write to the organizer' })).toHaveAttribute(
    'href',
    `mailto:${organizer.email}`,
  );
  await expect(page.getByRole('status').filter({ hasText: /^You are coming\.$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'I’m coming' })).toHaveAttribute('aria-pressed', 'true');
  await logOut(page, EN);

  // The organizer sees the answer beside the guest, then cancels: both are told, and the event leaves both calendars.
  await signInThrough(page, EN, `/events/${eventId}`, organizer.email);
  await expect(
    page.getByRole('list', { name: 'Participants' }).getByRole('listitem').filter({ hasText: guest }),
  ).toContainText('Guest · coming');
  await page.getByRole('button', { name: 'Cancel the event' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  for (const address of [organizer.email, guest]) {
    const cancellation = await waitForMail(address, 'Cancelled: ');
    const calendar = await calendarOf(cancellation);
    expect(calendar).toContain('METHOD:CANCEL');
    expect(calendar).toContain(`UID:${eventId}@nook`);
    expect(calendar).toMatch(/SEQUENCE:[1-9]/);
  }

  // The organizer is also told of the refund (cancelled weeks ahead: all of it).
  await waitForMail(organizer.email, `Refund of ${formatPrice(booking.total_price, 'en')}`);

  // One message per change and recipient, each with its own Message-ID.
  const organizerMails = await mailsTo(organizer.email);
  const guestMails = await mailsTo(guest);
  const kinds = (mails: CaughtMail[]) => mails.map((mail) => mail.subject.split(/:| of /)[0]).sort();
  expect(kinds(organizerMails)).toEqual(['Booking confirmed', 'Cancelled', 'Refund']);
  expect(kinds(guestMails)).toEqual(['Alex Taylor invites you', 'Cancelled']);
  const ids = [...organizerMails, ...guestMails].map((mail) => mail.headers['message-id']);
  expect(new Set(ids).size).toBe(5);
});
