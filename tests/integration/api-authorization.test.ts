import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { clockString } from '../../src/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import {
  bookings,
  couponCodes,
  invoices,
  outboxMessages,
  reviews,
  spaces,
  users,
} from '../../src/server/db/schema';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { spaceInput, uniqueTag } from '../helpers/admin-space-fixtures';
import { startTestApi, TEST_UNSUBSCRIBE_SECRET, type TestApi } from '../helpers/api';
import { unsubscribeSignature } from '../../src/server/messages/unsubscribe';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';
import { TERMS_VERSION } from '../../src/domain/terms';

/**
 * Every route, visited as each kind of caller, against account A's resources. The owner of A
 * ("user", role user), an account_admin and an account_guest of A, a user of another account,
 * staff (admin), and nobody. 404 means "not yours, and we won't say whether it exists".
 */
const ACTORS = ['anonymous', 'user', 'other', 'account_guest', 'account_admin', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Expect = Record<Actor, number>;

const all = (status: number, anonymous = 401): Expect => ({
  anonymous,
  user: status,
  other: status,
  account_guest: status,
  account_admin: status,
  admin: status,
});
const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2030, cvc: '123' },
  terms_version: TERMS_VERSION,
};

let api: TestApi;
const who = {} as Record<Exclude<Actor, 'anonymous'>, TestIdentity>;
let slot = 0;

/** The n-th free one-hour slot: four a weekday (9h, 11h, 13h, 15h), leaving room to extend each. */
function nthSlot(n: number) {
  let day = workdayAhead(10);
  for (let i = 0; i < Math.floor(n / 4); i++) day = workdayAhead(1, new Date(`${day}T12:00:00Z`));
  const start = 900 + (n % 4) * 200;
  return { day, start, end: start + 100 };
}

/** A fresh held booking of account A's owner, on its own slot, for routes that change it. */
async function heldBookingOfA(): Promise<Booking> {
  const n = slot++;
  const response = await api.request<Booking>('POST', '/bookings', {
    token: who.user.token,
    body: { space_id: weekdayRoom(4).id, ...nthSlot(n) },
  });
  if (response.status !== 201) throw new Error(`hold failed: ${response.status}`);
  return response.body;
}

async function paidBookingOfA(): Promise<Booking> {
  const held = await heldBookingOfA();
  return (
    await api.request<{ booking: Booking }>('POST', `/bookings/${held.id}/payment`, {
      token: who.user.token,
      body: card,
    })
  ).body.booking;
}

/** The invoice of a booking of A's just paid. */
async function invoiceOfA(): Promise<string> {
  const booking = await paidBookingOfA();
  const [invoice] = await api.database.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.bookingId, booking.id));
  return invoice?.id ?? '';
}

const eventOf = (booking: Booking) => booking.occurrences[0]?.event_id ?? '';

/** A review of a booking of A's, written as its organizer would once it completed. */
async function reviewOfA(): Promise<string> {
  const booking = await paidBookingOfA();
  const [row] = await api.database.db
    .select({ spaceId: bookings.spaceId, organizerId: bookings.organizerId })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  if (!row) throw new Error('no booking');
  const [review] = await api.database.db
    .insert(reviews)
    .values({ bookingId: booking.id, spaceId: row.spaceId, authorId: row.organizerId, rating: 4 })
    .returning({ id: reviews.id });
  return review?.id ?? '';
}

async function paymentMethodOfA(): Promise<string> {
  const response = await api.request<{ id: string }>('POST', '/account/payment_methods', {
    token: who.user.token,
    body: { card_number: OFFLINE_TEST_CARDS.mastercard, exp_month: 12, exp_year: 2031, cvc: '123' },
  });
  if (response.status !== 201) throw new Error(`card failed: ${response.status}`);
  return response.body.id;
}

async function memberOfA(): Promise<string> {
  const response = await api.request<{ id: string }>('POST', '/account/users', {
    token: who.user.token,
    body: { email: uniqueEmail('member'), role: 'user' },
  });
  return response.body.id;
}

async function guestOfEventOfA(eventId: string): Promise<string> {
  const response = await api.request<{ participants: { guests: { id: string; email: string }[] } }>(
    'POST',
    `/events/${eventId}/guests`,
    {
      token: who.user.token,
      body: { email: uniqueEmail('guest') },
    },
  );
  return response.body.participants.guests.at(-1)?.id ?? '';
}

async function overstayOfA(): Promise<string> {
  const booking = await paidBookingOfA();
  const response = await api.request<{ id: string }>('POST', `/events/${eventOf(booking)}/overstays`, {
    token: who.admin.token,
    body: { minutes: 30 },
  });
  return response.body.id;
}

async function calendarFileOfA(): Promise<string> {
  const response = await api.request<{ url: string }>('GET', '/me/calendar-feed', { token: who.user.token });
  return response.body.url.split('/').pop() ?? '';
}

/** A new unpublished space made by staff, for the back office's space routes to act on. */
async function spaceOfStaff(): Promise<string> {
  const response = await api.request<{ id: string }>('POST', '/admin/spaces', {
    token: who.admin.token,
    body: spaceInput(uniqueTag()),
  });
  if (response.status !== 201) throw new Error(`space failed: ${response.status}`);
  return response.body.id;
}

async function closureOfStaff(spaceId: string): Promise<string> {
  const response = await api.request<{ closure: { id: string } }>(
    'POST',
    `/admin/spaces/${spaceId}/closures`,
    { token: who.admin.token, body: { from_day: workdayAhead(40) } },
  );
  return response.body.closure.id;
}

/** A small photo to upload, as a form. */
async function photoForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  return form;
}

/** A photo staff just added to a space: its id, and its address on the API. */
async function uploadedPhoto(spaceId: string): Promise<{ id: string; path: string }> {
  const response = await api.request<{ photos: { id: string; url: string }[] }>(
    'POST',
    `/admin/spaces/${spaceId}/photos`,
    { token: who.admin.token, form: await photoForm() },
  );
  const photo = response.body.photos.at(-1);
  if (response.status !== 201 || !photo) throw new Error(`upload failed: ${response.status}`);
  return { id: photo.id, path: photo.url.replace(/^\/api\/v1/, '') };
}

async function photoIdsReversed(spaceId: string): Promise<string[]> {
  const [space] = await api.database.db
    .select({ photos: spaces.photos })
    .from(spaces)
    .where(eq(spaces.id, spaceId));
  return (space?.photos ?? []).map((url) => url.split('/').pop() ?? '').reverse();
}

type Visit = { method: string; path: string; body?: unknown; form?: FormData };

/** The one-click link of the user's reminders (as delivery signs it), as a query. */
async function unsubscribeQueryOfUser(): Promise<string> {
  const me = await api.request<{ id: string }>('GET', '/me', { token: who.user.token });
  const signature = unsubscribeSignature(TEST_UNSUBSCRIBE_SECRET, me.body.id, 'reminder');
  return new URLSearchParams({ user: me.body.id, preference: 'reminder', signature }).toString();
}
type Route = { name: string; visit: () => Promise<Visit>; expect: Expect };

const owned = (ok: number): Expect => ({
  anonymous: 401,
  user: ok,
  other: 404,
  account_guest: 404,
  account_admin: ok,
  admin: ok,
});
/** A customer's write on a booking: staff see the booking but act on it from the back office only (403). */
const actedOn = (ok: number): Expect => ({ ...owned(ok), admin: 403 });
const managed = (ok: number): Expect => ({
  anonymous: 401,
  user: ok,
  other: ok,
  account_guest: 403,
  account_admin: ok,
  admin: ok,
});
const organizerOnly = (ok: number): Expect => ({
  anonymous: 401,
  user: ok,
  other: 404,
  account_guest: 404,
  account_admin: 403,
  admin: 403,
});
const staffOnly = (ok: number): Expect => ({
  anonymous: 401,
  user: 404,
  other: 404,
  account_guest: 404,
  account_admin: 404,
  admin: ok,
});
const aMember = (ok: number): Expect => ({
  anonymous: 401,
  user: ok,
  other: 404,
  account_guest: 403,
  account_admin: ok,
  admin: 404,
});

const ROUTES: Route[] = [
  { name: 'GET /zones', visit: async () => ({ method: 'GET', path: '/zones' }), expect: all(200, 200) },
  {
    name: 'GET /spaces',
    visit: async () => ({ method: 'GET', path: '/spaces?zone=paris&capacity=4-8' }),
    expect: all(200, 200),
  },
  {
    name: 'GET /spaces/{zone}/{slug}',
    visit: async () => ({ method: 'GET', path: `/spaces/paris/${weekdayRoom(0).slug}` }),
    expect: all(200, 200),
  },
  {
    name: 'GET /spaces/{id}/availability',
    visit: async () => ({
      method: 'GET',
      path: `/spaces/${weekdayRoom(0).id}/availability?day=${workdayAhead(2)}`,
    }),
    expect: all(200, 200),
  },
  {
    name: 'GET /email-check',
    visit: async () => ({ method: 'GET', path: '/email-check?email=camille%40orange.fr' }),
    expect: all(200, 200),
  },
  {
    name: 'GET /openapi.json',
    visit: async () => ({ method: 'GET', path: '/openapi.json' }),
    expect: all(200, 200),
  },
  {
    name: 'POST /support/messages',
    visit: async () => ({
      method: 'POST',
      path: '/support/messages',
      body: { email: 'camille@example.com', subject: 'Question', message: 'Bonjour' },
    }),
    expect: all(202, 202),
  },
  // An optional message's way out: the signed link is the key, whoever follows it, signed in or not.
  {
    name: 'POST /unsubscribe',
    visit: async () => {
      const form = new FormData();
      form.set('List-Unsubscribe', 'One-Click');
      return { method: 'POST', path: `/unsubscribe?${await unsubscribeQueryOfUser()}`, form };
    },
    expect: all(200, 200),
  },
  {
    name: 'GET /unsubscribe',
    visit: async () => ({ method: 'GET', path: `/unsubscribe?${await unsubscribeQueryOfUser()}` }),
    expect: all(303, 303),
  },
  { name: 'GET /me', visit: async () => ({ method: 'GET', path: '/me' }), expect: all(200) },
  { name: 'GET /me/export', visit: async () => ({ method: 'GET', path: '/me/export' }), expect: all(200) },
  {
    name: 'PATCH /me',
    visit: async () => ({ method: 'PATCH', path: '/me', body: { first_name: 'Camille' } }),
    expect: all(200),
  },
  {
    name: 'GET /me/favorites',
    visit: async () => ({ method: 'GET', path: '/me/favorites' }),
    expect: all(200),
  },
  {
    name: 'PUT /me/favorites/{id}',
    visit: async () => ({ method: 'PUT', path: `/me/favorites/${weekdayRoom(0).id}` }),
    expect: all(204),
  },
  {
    name: 'DELETE /me/favorites/{id}',
    visit: async () => ({ method: 'DELETE', path: `/me/favorites/${weekdayRoom(0).id}` }),
    expect: all(204),
  },
  {
    name: 'GET /me/onboarding',
    visit: async () => ({ method: 'GET', path: '/me/onboarding' }),
    expect: all(200),
  },
  {
    name: 'PUT /me/onboarding/{code}',
    visit: async () => ({ method: 'PUT', path: '/me/onboarding/complete_profile' }),
    expect: all(204),
  },
  {
    name: 'DELETE /me/onboarding/{code}',
    visit: async () => ({ method: 'DELETE', path: '/me/onboarding/complete_profile' }),
    expect: all(204),
  },
  { name: 'GET /account', visit: async () => ({ method: 'GET', path: '/account' }), expect: all(200) },
  {
    name: 'GET /account?account_id=A',
    visit: async () => ({ method: 'GET', path: `/account?account_id=${await accountOfA()}` }),
    expect: { anonymous: 401, user: 200, other: 403, account_guest: 200, account_admin: 200, admin: 200 },
  },
  {
    name: 'PATCH /account',
    visit: async () => ({
      method: 'PATCH',
      path: '/account',
      body: {
        billing_address: {
          address: '12 rue de Bretagne',
          city: 'Paris',
          country: 'FR',
          postal_code: '75003',
        },
      },
    }),
    expect: managed(200),
  },
  {
    name: 'GET /account/users',
    visit: async () => ({ method: 'GET', path: '/account/users' }),
    expect: managed(200),
  },
  {
    name: 'POST /account/users',
    visit: async () => ({
      method: 'POST',
      path: '/account/users',
      body: { email: uniqueEmail('invite'), role: 'user' },
    }),
    expect: managed(201),
  },
  {
    name: 'PATCH /account/users/{userId}',
    visit: async () => ({
      method: 'PATCH',
      path: `/account/users/${await memberOfA()}`,
      body: { role: 'account_guest' },
    }),
    expect: aMember(200),
  },
  {
    name: 'GET /account/payment_methods',
    visit: async () => ({ method: 'GET', path: '/account/payment_methods' }),
    expect: all(200),
  },
  {
    name: 'POST /account/payment_methods',
    visit: async () => ({
      method: 'POST',
      path: '/account/payment_methods',
      body: { card_number: OFFLINE_TEST_CARDS.visa, exp_month: 1, exp_year: 2032, cvc: '123' },
    }),
    expect: managed(201),
  },
  {
    name: 'DELETE /account/payment_methods/{methodId}',
    visit: async () => ({ method: 'DELETE', path: `/account/payment_methods/${await paymentMethodOfA()}` }),
    expect: aMember(204),
  },
  {
    name: 'POST /account/payment_methods/{methodId}/default',
    visit: async () => ({
      method: 'POST',
      path: `/account/payment_methods/${await paymentMethodOfA()}/default`,
    }),
    expect: aMember(204),
  },
  // The demo provider has no SetupIntent: managers are told so, others are refused first.
  {
    name: 'POST /account/payment_methods/setup_intent',
    visit: async () => ({ method: 'POST', path: '/account/payment_methods/setup_intent' }),
    expect: managed(409),
  },
  {
    name: 'GET /account/codes',
    visit: async () => ({ method: 'GET', path: '/account/codes' }),
    expect: all(200),
  },
  {
    name: 'GET /account/invoices',
    visit: async () => ({ method: 'GET', path: '/account/invoices' }),
    expect: all(200),
  },
  {
    name: 'GET /invoices/{file}',
    visit: async () => ({ method: 'GET', path: `/invoices/${await invoiceOfA()}` }),
    expect: owned(200),
  },
  {
    name: 'POST /bookings',
    visit: async () => {
      const n = slot++;
      return { method: 'POST', path: '/bookings', body: { space_id: weekdayRoom(5).id, ...nthSlot(n) } };
    },
    expect: all(201),
  },
  {
    name: 'GET /bookings/{id}',
    visit: async () => ({ method: 'GET', path: `/bookings/${(await heldBookingOfA()).id}` }),
    expect: owned(200),
  },
  {
    name: 'PATCH /bookings/{id}',
    visit: async () => ({
      method: 'PATCH',
      path: `/bookings/${(await heldBookingOfA()).id}`,
      body: { extras: [{ id: 'coffee_break', quantity: 2 }] },
    }),
    expect: actedOn(200),
  },
  {
    name: 'POST /bookings/{id}/payment',
    visit: async () => ({
      method: 'POST',
      path: `/bookings/${(await heldBookingOfA()).id}/payment`,
      body: card,
    }),
    expect: actedOn(200),
  },
  // The confirmation's calendar file: whoever may manage the booking.
  {
    name: 'GET /bookings/{id}/calendar.ics',
    visit: async () => ({ method: 'GET', path: `/bookings/${(await heldBookingOfA()).id}/calendar.ics` }),
    expect: owned(200),
  },
  {
    name: 'GET /bookings/{id}/history',
    visit: async () => ({ method: 'GET', path: `/bookings/${(await heldBookingOfA()).id}/history` }),
    expect: owned(200),
  },
  {
    name: 'GET /bookings/{id}/cancellation',
    visit: async () => ({ method: 'GET', path: `/bookings/${(await heldBookingOfA()).id}/cancellation` }),
    expect: owned(200),
  },
  {
    name: 'GET /bookings/{id}/change-quote',
    visit: async () => ({
      method: 'GET',
      path: `/bookings/${(await heldBookingOfA()).id}/change-quote?end=${clockString(17 * 60)}`,
    }),
    expect: owned(200),
  },
  // A hold with a price: those who may confirm it are told what it owes; the others, that it does not exist.
  {
    name: 'POST /bookings/{id}/confirm',
    visit: async () => ({
      method: 'POST',
      path: `/bookings/${(await heldBookingOfA()).id}/confirm`,
      body: { terms_version: TERMS_VERSION },
    }),
    expect: actedOn(409),
  },
  {
    name: 'POST /bookings/{id}/cancel',
    visit: async () => ({ method: 'POST', path: `/bookings/${(await heldBookingOfA()).id}/cancel` }),
    expect: actedOn(200),
  },
  {
    name: 'POST /bookings/{id}/extend',
    visit: async () => {
      const booking = await heldBookingOfA();
      return {
        method: 'POST',
        path: `/bookings/${booking.id}/extend`,
        body: { end: booking.end.replace(':00', ':30') },
      };
    },
    expect: actedOn(200),
  },
  {
    name: 'POST /bookings/{id}/change',
    visit: async () => {
      const booking = await heldBookingOfA();
      const n = slot++;
      return { method: 'POST', path: `/bookings/${booking.id}/change`, body: nthSlot(n) };
    },
    expect: actedOn(200),
  },
  { name: 'GET /events', visit: async () => ({ method: 'GET', path: '/events' }), expect: all(200) },
  {
    name: 'GET /events/{id}',
    visit: async () => ({ method: 'GET', path: `/events/${eventOf(await paidBookingOfA())}` }),
    expect: owned(200),
  },
  {
    name: 'GET /events/{id}/calendar.ics',
    visit: async () => ({ method: 'GET', path: `/events/${eventOf(await paidBookingOfA())}/calendar.ics` }),
    expect: owned(200),
  },
  {
    name: 'POST /events/{id}/guests',
    visit: async () => ({
      method: 'POST',
      path: `/events/${eventOf(await paidBookingOfA())}/guests`,
      body: { email: uniqueEmail('guest') },
    }),
    expect: organizerOnly(201),
  },
  {
    name: 'DELETE /events/{id}/guests/{guestId}',
    visit: async () => {
      const eventId = eventOf(await paidBookingOfA());
      return { method: 'DELETE', path: `/events/${eventId}/guests/${await guestOfEventOfA(eventId)}` };
    },
    expect: organizerOnly(204),
  },
  {
    // Another person is invited to the event: they answer; its organizer, its account and staff are no guests of it.
    name: 'POST /events/{id}/response',
    visit: async () => {
      const eventId = eventOf(await paidBookingOfA());
      await api.request('POST', `/events/${eventId}/guests`, {
        token: who.user.token,
        body: { email: who.other.email },
      });
      return { method: 'POST', path: `/events/${eventId}/response`, body: { response: 'accepted' } };
    },
    expect: { anonymous: 401, user: 403, other: 200, account_guest: 404, account_admin: 403, admin: 403 },
  },
  {
    name: 'POST /events/{id}/overstays',
    visit: async () => ({
      method: 'POST',
      path: `/events/${eventOf(await paidBookingOfA())}/overstays`,
      body: { minutes: 30 },
    }),
    expect: { anonymous: 401, user: 403, other: 403, account_guest: 403, account_admin: 403, admin: 201 },
  },
  {
    name: 'GET /overstays/{id}',
    visit: async () => ({ method: 'GET', path: `/overstays/${await overstayOfA()}` }),
    expect: owned(200),
  },
  {
    name: 'POST /overstays/{id}/payment',
    visit: async () => ({ method: 'POST', path: `/overstays/${await overstayOfA()}/payment`, body: card }),
    expect: actedOn(200),
  },
  {
    name: 'GET /me/calendar-feed',
    visit: async () => ({ method: 'GET', path: '/me/calendar-feed' }),
    expect: all(200),
  },
  {
    name: 'POST /me/calendar-feed/reset',
    visit: async () => ({ method: 'POST', path: '/me/calendar-feed/reset' }),
    expect: all(200),
  },
  // The feed's token is its key: whoever holds A's address reads A's feed, as a calendar app does.
  {
    name: 'GET /calendar/{file}',
    visit: async () => ({ method: 'GET', path: `/calendar/${await calendarFileOfA()}` }),
    expect: all(200, 200),
  },
  // The back office: to anyone but staff it does not exist (tests/integration/back-office.test.ts has every role).
  {
    name: 'GET /admin/bookings',
    visit: async () => ({ method: 'GET', path: '/admin/bookings?status=confirmed' }),
    expect: staffOnly(200),
  },
  {
    name: 'GET /admin/bookings/{id}',
    visit: async () => ({ method: 'GET', path: `/admin/bookings/${(await paidBookingOfA()).id}` }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/bookings/{id}/cancel',
    visit: async () => ({
      method: 'POST',
      path: `/admin/bookings/${(await paidBookingOfA()).id}/cancel`,
      body: { refund: 'policy' },
    }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/bookings/{id}/messages/{messageId}/resend',
    visit: async () => {
      const booking = await paidBookingOfA();
      const [message] = await api.database.db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(eq(outboxMessages.bookingId, booking.id));
      return { method: 'POST', path: `/admin/bookings/${booking.id}/messages/${message?.id ?? ''}/resend` };
    },
    expect: staffOnly(202),
  },
  // A review is its organizer's alone: nobody else learns the booking exists (its booking is paid, not completed yet: 409).
  {
    name: 'GET /events/{id}/review',
    visit: async () => ({ method: 'GET', path: `/events/${eventOf(await paidBookingOfA())}/review` }),
    expect: { ...organizerOnly(200), account_admin: 404, admin: 404 },
  },
  {
    name: 'PUT /events/{id}/review',
    visit: async () => ({
      method: 'PUT',
      path: `/events/${eventOf(await paidBookingOfA())}/review`,
      body: { rating: 5 },
    }),
    expect: { ...organizerOnly(409), account_admin: 404, admin: 404 },
  },
  {
    name: 'GET /admin/reviews',
    visit: async () => ({ method: 'GET', path: '/admin/reviews' }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/reviews/{id}/hide',
    visit: async () => ({ method: 'POST', path: `/admin/reviews/${await reviewOfA()}/hide` }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/reviews/{id}/unhide',
    visit: async () => ({ method: 'POST', path: `/admin/reviews/${await reviewOfA()}/unhide` }),
    expect: staffOnly(200),
  },
  {
    name: 'GET /admin/coupons',
    visit: async () => ({ method: 'GET', path: '/admin/coupons' }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/coupons',
    visit: async () => ({
      method: 'POST',
      path: '/admin/coupons',
      body: { code: `AUTH${crypto.randomUUID().slice(0, 8)}`, kind: 'amount', value: 300 },
    }),
    expect: staffOnly(201),
  },
  {
    name: 'POST /admin/coupons/{id}/expire',
    visit: async () => {
      const [coupon] = await api.database.db
        .insert(couponCodes)
        .values({ code: `END${crypto.randomUUID().slice(0, 8)}`, kind: 'percent', value: 5 })
        .returning({ id: couponCodes.id });
      return { method: 'POST', path: `/admin/coupons/${coupon?.id ?? ''}/expire` };
    },
    expect: staffOnly(200),
  },
  {
    name: 'GET /admin/users',
    visit: async () => ({ method: 'GET', path: '/admin/users?q=example' }),
    expect: staffOnly(200),
  },
  {
    name: 'GET /admin/users/{id}',
    visit: async () => ({ method: 'GET', path: `/admin/users/${await memberOfA()}` }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/users/{id}/suspend',
    visit: async () => ({ method: 'POST', path: `/admin/users/${await memberOfA()}/suspend` }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/users/{id}/enable',
    visit: async () => ({ method: 'POST', path: `/admin/users/${await memberOfA()}/enable` }),
    expect: staffOnly(200),
  },
  {
    name: 'PUT /admin/users/{id}/staff-role',
    visit: async () => ({
      method: 'PUT',
      path: `/admin/users/${await memberOfA()}/staff-role`,
      body: { role: 'admin' },
    }),
    expect: staffOnly(404),
  },
  {
    name: 'GET /admin/audit',
    visit: async () => ({ method: 'GET', path: '/admin/audit' }),
    expect: staffOnly(404),
  },
  {
    name: 'GET /admin/zones',
    visit: async () => ({ method: 'GET', path: '/admin/zones' }),
    expect: staffOnly(200),
  },
  // Opening or editing a zone is a super_admin's: an admin is told it does not exist.
  {
    name: 'POST /admin/zones',
    visit: async () => ({
      method: 'POST',
      path: '/admin/zones',
      body: { id: 'nantes', name_fr: 'Nantes', name_en: 'Nantes', latitude: 47.2184, longitude: -1.5536 },
    }),
    expect: staffOnly(404),
  },
  {
    name: 'PUT /admin/zones/{id}',
    visit: async () => ({
      method: 'PUT',
      path: '/admin/zones/paris',
      body: { name_fr: 'Paris', name_en: 'Paris', latitude: 48.8566, longitude: 2.3522 },
    }),
    expect: staffOnly(404),
  },
  {
    name: 'GET /admin/spaces',
    visit: async () => ({ method: 'GET', path: '/admin/spaces?q=atelier&published=false' }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/spaces',
    visit: async () => ({ method: 'POST', path: '/admin/spaces', body: spaceInput(uniqueTag()) }),
    expect: staffOnly(201),
  },
  {
    name: 'GET /admin/spaces/{id}',
    visit: async () => ({ method: 'GET', path: `/admin/spaces/${weekdayRoom(0).id}` }),
    expect: staffOnly(200),
  },
  {
    name: 'PUT /admin/spaces/{id}',
    visit: async () => ({
      method: 'PUT',
      path: `/admin/spaces/${await spaceOfStaff()}`,
      body: spaceInput(uniqueTag(), { capacity: 8 }),
    }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/spaces/{id}/publish',
    visit: async () => ({ method: 'POST', path: `/admin/spaces/${await spaceOfStaff()}/publish` }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/spaces/{id}/unpublish',
    visit: async () => ({ method: 'POST', path: `/admin/spaces/${await spaceOfStaff()}/unpublish` }),
    expect: staffOnly(200),
  },
  {
    name: 'GET /admin/spaces/{id}/closures',
    visit: async () => ({ method: 'GET', path: `/admin/spaces/${weekdayRoom(0).id}/closures` }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/spaces/{id}/closures',
    visit: async () => ({
      method: 'POST',
      path: `/admin/spaces/${await spaceOfStaff()}/closures`,
      body: { from_day: workdayAhead(40) },
    }),
    expect: staffOnly(201),
  },
  {
    name: 'DELETE /admin/spaces/{id}/closures/{closureId}',
    visit: async () => {
      const space = await spaceOfStaff();
      return { method: 'DELETE', path: `/admin/spaces/${space}/closures/${await closureOfStaff(space)}` };
    },
    expect: staffOnly(204),
  },
  {
    name: 'GET /admin/spaces/{id}/photos',
    visit: async () => ({ method: 'GET', path: `/admin/spaces/${weekdayRoom(1).id}/photos` }),
    expect: staffOnly(200),
  },
  {
    name: 'POST /admin/spaces/{id}/photos',
    visit: async () => ({
      method: 'POST',
      path: `/admin/spaces/${weekdayRoom(1).id}/photos`,
      form: await photoForm(),
    }),
    expect: staffOnly(201),
  },
  {
    name: 'PUT /admin/spaces/{id}/photos',
    visit: async () => ({
      method: 'PUT',
      path: `/admin/spaces/${weekdayRoom(1).id}/photos`,
      body: { photos: await photoIdsReversed(weekdayRoom(1).id) },
    }),
    expect: staffOnly(200),
  },
  {
    name: 'DELETE /admin/spaces/{id}/photos/{photoId}',
    visit: async () => ({
      method: 'DELETE',
      path: `/admin/spaces/${weekdayRoom(2).id}/photos/${(await uploadedPhoto(weekdayRoom(2).id)).id}`,
    }),
    expect: staffOnly(200),
  },
  // The photos kept on the API's disk are as public as the catalogue's own, for browsers and the image optimizer.
  {
    name: 'GET /photos/{name}',
    visit: async () => ({ method: 'GET', path: (await uploadedPhoto(weekdayRoom(3).id)).path }),
    expect: all(200, 200),
  },
  { name: 'DELETE /me', visit: async () => ({ method: 'DELETE', path: '/me' }), expect: all(204) },
];

let accountA = '';
const accountOfA = async () => accountA;

describe('authorization of every route', () => {
  beforeAll(async () => {
    api = await startTestApi();
    const guestEmail = uniqueEmail('account-guest');
    const adminEmail = uniqueEmail('account-admin');
    who.user = await signUp();
    const me = await api.request<{ account_id: string }>('GET', '/me', { token: who.user.token });
    accountA = me.body.account_id;
    await api.request('POST', '/account/users', {
      token: who.user.token,
      body: { email: guestEmail, role: 'account_guest' },
    });
    await api.request('POST', '/account/users', {
      token: who.user.token,
      body: { email: adminEmail, role: 'account_admin' },
    });
    [who.account_guest, who.account_admin, who.other, who.admin] = await Promise.all([
      signUp(guestEmail),
      signUp(adminEmail),
      signUp(),
      signUp(),
    ]);
    await api.request('GET', '/me', { token: who.admin.token });
    await api.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, who.admin.email));
  });
  afterAll(() => api.close());

  it('answers each caller as the rules say', async () => {
    const mismatches: string[] = [];
    for (const route of ROUTES) {
      for (const actor of ACTORS) {
        const visit = await route.visit();
        const response = await api.request(visit.method, visit.path, {
          token: actor === 'anonymous' ? undefined : who[actor].token,
          body: visit.body,
          form: visit.form,
          // Each route's own answer: a redirect is one.
          redirect: 'manual',
        });
        if (response.status !== route.expect[actor]) {
          mismatches.push(
            `${route.name} as ${actor}: expected ${route.expect[actor]}, got ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);

  it('covers every route of the OpenAPI document', async () => {
    const doc = await api.request<{ paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/openapi.json',
      { apiKey: null },
    );
    const documented = Object.entries(doc.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/^\/v1/, '')}`),
    );
    const visited = new Set(ROUTES.map((r) => r.name.replace(/\?.*$/, '')));
    const missing = documented.filter((route) => !visited.has(route));
    expect(missing).toEqual([]);
  });
});
