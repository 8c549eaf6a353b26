import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import type { EventDetail, EventSummary } from '../../src/contracts/events';
import { outboxMessages, payments, users } from '../../src/server/db/schema';
import {
  createOfflineProvider,
  OFFLINE_TEST_CARDS,
} from '../../src/server/integrations/payments/offline-provider';
import { createStripeProvider } from '../../src/server/integrations/payments/stripe-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';
import { TERMS_VERSION } from '../../src/domain/terms';

type ErrorBody = { error: { code: string } };
const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2030, cvc: '123' },
  terms_version: TERMS_VERSION,
};

async function bookAndPay(
  api: TestApi,
  who: TestIdentity,
  day: string,
  start: number,
  end: number,
  index = 2,
): Promise<Booking> {
  const held = await api.request<Booking>('POST', '/bookings', {
    token: who.token,
    body: { space_id: weekdayRoom(index).id, day, start, end },
  });
  expect(held.status).toBe(201);
  const paid = await api.request<{ booking: Booking }>('POST', `/bookings/${held.body.id}/payment`, {
    token: who.token,
    body: card,
  });
  return paid.body.booking;
}

describe('events, guests and overstays', () => {
  let api: TestApi;
  let organizer: TestIdentity;
  let stranger: TestIdentity;
  let booking: Booking;
  let eventId: string;
  const guestEmail = uniqueEmail('guest');

  beforeAll(async () => {
    [api, organizer, stranger] = await Promise.all([startTestApi(), signUp(), signUp()]);
    booking = await bookAndPay(api, organizer, workdayAhead(2), 900, 1100);
    eventId = booking.occurrences[0]?.event_id ?? '';
  });
  afterAll(() => api.close());

  it('lists the confirmed booking among the organizer’s upcoming events, with the booking’s amounts', async () => {
    const list = await api.request<EventSummary[]>('GET', '/events', { token: organizer.token });
    expect(list.status).toBe(200);
    const event = list.body.find((e) => e.id === eventId);
    expect(event).toMatchObject({
      booking_id: booking.id,
      is_organizer: true,
      duration: 7200,
      total_price: booking.total_price,
      status: 'confirmed',
      nth: 1,
    });
    const past = await api.request<EventSummary[]>('GET', '/events?scope=past', { token: organizer.token });
    expect(past.body.some((e) => e.id === eventId)).toBe(false);
    const bad = await api.request<ErrorBody>('GET', '/events?scope=soon', { token: organizer.token });
    expect(bad.status).toBe(400);
  });

  it('invites a guest, who sees the event as a guest once signed in with that e-mail and cannot change it', async () => {
    const invited = await api.request<EventDetail>('POST', `/events/${eventId}/guests`, {
      token: organizer.token,
      body: { email: guestEmail.toUpperCase() },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.participants.guests.map((g) => g.email)).toEqual([guestEmail]);
    const twice = await api.request<ErrorBody>('POST', `/events/${eventId}/guests`, {
      token: organizer.token,
      body: { email: guestEmail },
    });
    expect(twice.status).toBe(409);

    const guest = await signUp(guestEmail);
    const list = await api.request<EventSummary[]>('GET', '/events', { token: guest.token });
    expect(list.body.find((e) => e.id === eventId)).toMatchObject({ is_organizer: false });
    const detail = await api.request<EventDetail>('GET', `/events/${eventId}`, { token: guest.token });
    expect(detail.body.participants.organizer.email).toBe(organizer.email);
    const sneaky = await api.request<ErrorBody>('POST', `/events/${eventId}/guests`, {
      token: guest.token,
      body: { email: uniqueEmail() },
    });
    expect(sneaky.status).toBe(403);
    expect(sneaky.body.error.code).toBe('NOT_ORGANIZER');
  });

  it('hides the event from strangers and lets the organizer remove a guest', async () => {
    expect((await api.request('GET', `/events/${eventId}`, { token: stranger.token })).status).toBe(404);
    const detail = await api.request<EventDetail>('GET', `/events/${eventId}`, { token: organizer.token });
    const guestId = detail.body.participants.guests[0]?.id ?? '';
    expect(
      (await api.request('DELETE', `/events/${eventId}/guests/${guestId}`, { token: stranger.token })).status,
    ).toBe(404);
    expect(
      (await api.request('DELETE', `/events/${eventId}/guests/${guestId}`, { token: organizer.token }))
        .status,
    ).toBe(204);
    expect(
      (await api.request('DELETE', `/events/${eventId}/guests/${guestId}`, { token: organizer.token }))
        .status,
    ).toBe(404);
  });

  it('bills an overstay at the hourly price and lets the organizer pay it once', async () => {
    const denied = await api.request<ErrorBody>('POST', `/events/${eventId}/overstays`, {
      token: organizer.token,
      body: { minutes: 45 },
    });
    expect(denied.status).toBe(403);
    const staff = await signUp();
    await api.request('GET', '/events', { token: staff.token });
    await api.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, staff.email));
    const created = await api.request<{ id: string; amount: number; status: string }>(
      'POST',
      `/events/${eventId}/overstays`,
      { token: staff.token, body: { minutes: 45 } },
    );
    expect(created.status).toBe(201);
    // 45 minutes are billed as one started hour and a half: two half hours.
    expect(created.body.amount).toBe(booking.space.price_hour);
    const view = await api.request<{ status: string }>('GET', `/overstays/${created.body.id}`, {
      token: organizer.token,
    });
    expect(view.body.status).toBe('due');
    // The organizer is told what to pay (docs/business-rules.md §6), once.
    const told = await api.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'overstay_due'));
    expect(
      told
        .filter((message) => (message.payload as { overstay_id: string }).overstay_id === created.body.id)
        .map((message) => message.recipient),
    ).toEqual([organizer.email]);
    expect(
      (await api.request('GET', `/overstays/${created.body.id}`, { token: stranger.token })).status,
    ).toBe(404);
    // Two cards at the same moment: the overstay is paid once, whatever came through twice is refunded.
    const second = { card: { ...card.card, number: OFFLINE_TEST_CARDS.mastercard } };
    const both = await Promise.all(
      [card, second].map((body) =>
        api.request<{ status: string }>('POST', `/overstays/${created.body.id}/payment`, {
          token: organizer.token,
          body,
        }),
      ),
    );
    expect(both.some((answer) => answer.status === 200 && answer.body.status === 'paid')).toBe(true);
    expect(both.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const rows = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.overstayId, created.body.id));
    const net = rows.reduce(
      (sum, row) =>
        sum +
        (row.kind === 'charge'
          ? row.status === 'succeeded'
            ? row.amountCents
            : 0
          : row.status === 'failed'
            ? 0
            : -row.amountCents),
      0,
    );
    expect(net).toBe(created.body.amount);
    const again = await api.request<ErrorBody>('POST', `/overstays/${created.body.id}/payment`, {
      token: organizer.token,
      body: card,
    });
    expect(again.status).toBe(409);
  });
});

describe('Stripe webhook', () => {
  const secret = 'whsec_test_secret';
  let api: TestApi;
  let alice: TestIdentity;
  beforeAll(async () => {
    [api, alice] = await Promise.all([
      startTestApi('pglite', { payments: createStripeProvider('sk_test_offline', secret) }),
      signUp(),
    ]);
  });
  afterAll(() => api.close());

  const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const succeeded = (id: string, bookingId: string, amount: number) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: `pi_${id}`,
          object: 'payment_intent',
          amount,
          amount_received: amount,
          metadata: { booking_id: bookingId },
        },
      },
    });

  it('refuses a forged signature and confirms a paid booking exactly once', async () => {
    const held = await api.request<Booking>('POST', '/bookings', {
      token: alice.token,
      body: { space_id: weekdayRoom(3).id, day: workdayAhead(3), start: 1400, end: 1500 },
    });
    const payload = succeeded('evt_1', held.body.id, held.body.total_price);
    const forged = await api.request<ErrorBody>('POST', '/webhooks/stripe', {
      rawBody: payload,
      apiKey: null,
      headers: { 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('INVALID_SIGNATURE');

    for (let i = 0; i < 2; i++) {
      const response = await api.request('POST', '/webhooks/stripe', {
        rawBody: payload,
        apiKey: null,
        headers: { 'stripe-signature': sign(payload) },
      });
      expect(response.status).toBe(200);
    }
    const after = await api.request<Booking>('GET', `/bookings/${held.body.id}`, { token: alice.token });
    expect(after.body).toMatchObject({ status: 'confirmed', paid: held.body.total_price, balance: 0 });
  });

  it('has no webhook with the demo provider', async () => {
    const offline = await startTestApi('pglite', { payments: createOfflineProvider() });
    try {
      expect(
        (
          await offline.request('POST', '/webhooks/stripe', {
            rawBody: '{}',
            apiKey: null,
            headers: { 'stripe-signature': 'x' },
          })
        ).status,
      ).toBe(404);
    } finally {
      await offline.close();
    }
  });
});
