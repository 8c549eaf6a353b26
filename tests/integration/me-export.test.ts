import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import type { EventSummary } from '../../src/contracts/events';
import { TERMS_VERSION } from '../../src/domain/terms';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';

type Exported = {
  profile: { id: string; email: string; notifications: Record<string, boolean> };
  account: { i_own_it: boolean; billing_city: string | null } | null;
  bookings: {
    id: string;
    status: string;
    terms_version: string | null;
    events: { id: string; guests: { email: string }[] }[];
    payments: { amount_cents: number; kind: string }[];
    codes: { code: string }[];
  }[];
  guests_i_invited: { email: string }[];
  favorites: { space_id: string }[];
  messages_i_sent_to_support: { payload: { subject: string } }[];
};

const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

describe('GET /me/export', () => {
  let api: TestApi;
  let alice: TestIdentity;
  let bob: TestIdentity;
  const guestOfAlice = uniqueEmail('guest-of-alice');
  const guestOfBob = uniqueEmail('guest-of-bob');
  const bookings: Record<string, string> = {};

  const bookAndPay = async (
    who: TestIdentity,
    room: number,
    start: number,
    guest: string,
    coupon?: string,
  ) => {
    const held = await api.request<Booking>('POST', '/bookings', {
      token: who.token,
      body: { space_id: weekdayRoom(room).id, day: workdayAhead(5), start, end: start + 100 },
    });
    expect(held.status).toBe(201);
    if (coupon)
      await api.request('PATCH', `/bookings/${held.body.id}`, {
        token: who.token,
        body: { coupon_code: coupon },
      });
    const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
      token: who.token,
      body: card,
    });
    expect(paid.status).toBe(200);
    const events = await api.request<EventSummary[]>('GET', '/events', { token: who.token });
    const event = events.body.find((e) => e.booking_id === held.body.id);
    expect(event).toBeDefined();
    const invited = await api.request('POST', `/events/${event?.id ?? ''}/guests`, {
      token: who.token,
      body: { email: guest },
    });
    expect(invited.status).toBe(201);
    return held.body.id;
  };

  beforeAll(async () => {
    [api, alice, bob] = await Promise.all([startTestApi(), signUp(), signUp()]);
    bookings.alice = await bookAndPay(alice, 0, 900, guestOfAlice, 'BIENVENUE10');
    bookings.bob = await bookAndPay(bob, 1, 1400, guestOfBob);
    await api.request('PUT', `/me/favorites/${weekdayRoom(2).id}`, { token: alice.token });
    await api.request('PUT', `/me/favorites/${weekdayRoom(3).id}`, { token: bob.token });
    await api.request('POST', '/support/messages', {
      token: alice.token,
      body: { email: alice.email, subject: 'Facture de mars', message: 'Bonjour' },
    });
    await api.request('POST', '/support/messages', {
      token: bob.token,
      body: { email: bob.email, subject: 'Question de Bob', message: 'Bonjour' },
    });
  }, 120_000);
  afterAll(() => api.close());

  it('downloads everything held about the signed-in user as a JSON attachment', async () => {
    const response = await api.request<Exported>('GET', '/me/export', { token: alice.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="nook-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.body;
    expect(data.profile.email).toBe(alice.email);
    expect(data.profile.notifications).toMatchObject({ booking_confirmation: true });
    expect(data.account?.i_own_it).toBe(true);
    expect(data.bookings.map((booking) => booking.id)).toEqual([bookings.alice]);
    const [booking] = data.bookings;
    expect(booking?.status).toBe('confirmed');
    expect(booking?.terms_version).toBe(TERMS_VERSION);
    expect(booking?.payments).toEqual([expect.objectContaining({ kind: 'charge' })]);
    expect(booking?.codes.map((code) => code.code)).toEqual(['BIENVENUE10']);
    expect(booking?.events[0]?.guests.map((guest) => guest.email)).toEqual([guestOfAlice]);
    expect(data.guests_i_invited.map((guest) => guest.email)).toEqual([guestOfAlice]);
    expect(data.favorites.map((favorite) => favorite.space_id)).toEqual([weekdayRoom(2).id]);
    expect(data.messages_i_sent_to_support.map((message) => message.payload.subject)).toEqual([
      'Facture de mars',
    ]);
  });

  it('holds nothing about another user', async () => {
    const text = JSON.stringify(
      (await api.request<Exported>('GET', '/me/export', { token: alice.token })).body,
    );
    for (const foreign of [bob.email, guestOfBob, bookings.bob ?? '', weekdayRoom(3).id, 'Question de Bob'])
      expect(text).not.toContain(foreign);
  });

  it('is for a signed-in user only', async () => {
    expect((await api.request('GET', '/me/export')).status).toBe(401);
  });
});
