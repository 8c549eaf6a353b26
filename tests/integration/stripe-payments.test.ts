import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../src/contracts/account';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import { invoices, paymentMethods, payments, users } from '../../src/server/db/schema';
import { createStripeProvider } from '../../src/server/integrations/payments/stripe-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';
import { TERMS_VERSION } from '../../src/domain/terms';

type ErrorBody = { error: { code: string; details: { field: string; code: string }[] } };
type StripeCall = { method: string; path: string; body: URLSearchParams; idempotencyKey: string | null };

const WEBHOOK_SECRET = 'whsec_test_payments';
const calls: StripeCall[] = [];
/** What Stripe answers to the next PaymentIntent creation. */
let intentAnswer: (params: URLSearchParams) => Response;

const intent = (params: URLSearchParams, status: string, extra: Record<string, unknown> = {}) => ({
  id: `pi_${calls.length}`,
  object: 'payment_intent',
  amount: Number(params.get('amount')),
  currency: 'eur',
  status,
  client_secret: `pi_${calls.length}_secret_x`,
  metadata: { booking_id: params.get('metadata[booking_id]') },
  ...extra,
});

// Stripe's API, as the Stripe SDK reaches it over HTTPS: every call is recorded.
const stripeApi = setupServer(
  http.all('https://api.stripe.com/*', async ({ request }) => {
    const url = new URL(request.url);
    const body = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
    calls.push({
      method: request.method,
      path: url.pathname,
      body,
      idempotencyKey: request.headers.get('idempotency-key'),
    });
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(url.pathname);
    if (detach && request.method === 'POST') {
      if (detach[1] === 'pm_detach_refused')
        return HttpResponse.json(
          { error: { type: 'invalid_request_error', message: 'not attached' } },
          { status: 400 },
        );
      return HttpResponse.json({ id: detach[1], object: 'payment_method', type: 'card', customer: null });
    }
    if (url.pathname.startsWith('/v1/payment_methods/')) {
      const id = url.pathname.split('/').at(-1);
      return HttpResponse.json({
        id,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: '3184', exp_month: 12, exp_year: 2034 },
      });
    }
    if (url.pathname === '/v1/payment_intents' && request.method === 'POST') return intentAnswer(body);
    if (url.pathname === '/v1/refunds' && request.method === 'POST') {
      return HttpResponse.json({
        id: `re_${calls.length}`,
        object: 'refund',
        amount: Number(body.get('amount')),
        payment_intent: body.get('payment_intent'),
        status: 'succeeded',
      });
    }
    return HttpResponse.json(
      { error: { type: 'invalid_request_error', message: `unexpected ${request.method} ${url.pathname}` } },
      { status: 404 },
    );
  }),
);

// On PostgreSQL too when CI gives one: the webhook and the request race there for real.
describe.each(testDatabaseKinds())('card payments with Stripe, on %s', (kind) => {
  let api: TestApi;
  let alice: TestIdentity;
  let card: PaymentMethod;
  let nextStart = 900;

  beforeAll(async () => {
    stripeApi.listen({ onUnhandledRequest: 'bypass' });
    [api, alice] = await Promise.all([
      startTestApi(kind, { payments: createStripeProvider('sk_test_intercepted', WEBHOOK_SECRET) }),
      signUp(),
    ]);
    const saved = await api.request<PaymentMethod>('POST', '/account/payment_methods', {
      token: alice.token,
      body: { payment_method_id: 'pm_card_3ds' },
    });
    expect(saved.status).toBe(201);
    card = saved.body;
  });
  afterEach(() => {
    calls.length = 0;
  });
  afterAll(async () => {
    stripeApi.close();
    await api.close();
  });

  /** A fresh one-hour hold of a seeded room, with an extra so its total is not the room price alone. */
  async function hold(): Promise<Booking> {
    const start = nextStart;
    nextStart += 100;
    const held = await api.request<Booking>('POST', '/bookings', {
      token: alice.token,
      body: { space_id: weekdayRoom(5).id, day: workdayAhead(6), start, end: start + 100 },
    });
    expect(held.status).toBe(201);
    const priced = await api.request<Booking>('PATCH', `/bookings/${held.body.id}`, {
      token: alice.token,
      body: { extras: [{ id: 'coffee_break', quantity: 3 }] },
    });
    return priced.body;
  }

  const pay = (booking: Booking, headers?: Record<string, string>) =>
    api.request<PaymentResult & ErrorBody>('POST', `/bookings/${booking.id}/payment`, {
      token: alice.token,
      body: { payment_method_id: card.id, terms_version: TERMS_VERSION },
      headers,
    });

  const sendWebhook = (
    payload: string,
    signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    api.request<ErrorBody>('POST', '/webhooks/stripe', {
      rawBody: payload,
      apiKey: null,
      headers: { 'stripe-signature': signature },
    });

  const succeededEvent = (eventId: string, paymentIntentId: string, booking: Booking) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: paymentIntentId,
          object: 'payment_intent',
          amount: booking.total_price,
          amount_received: booking.total_price,
          metadata: { booking_id: booking.id },
        },
      },
    });

  it('creates the PaymentIntent with the amount the API priced and an idempotency key, and charges a retried request once', async () => {
    intentAnswer = (params) => HttpResponse.json(intent(params, 'succeeded'));
    const booking = await hold();
    const headers = { 'idempotency-key': `pay-${booking.id}` };
    const first = await pay(booking, headers);
    expect(first.status).toBe(200);
    expect(first.body.payment).toMatchObject({
      provider: 'stripe',
      status: 'succeeded',
      amount: booking.total_price,
    });
    expect(first.body.booking).toMatchObject({ status: 'confirmed', balance: 0 });

    const created = calls.filter((call) => call.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    const [call] = created;
    expect(call?.body.get('amount')).toBe(String(booking.total_price));
    expect(call?.body.get('currency')).toBe('eur');
    expect(call?.body.get('confirm')).toBe('true');
    expect(call?.body.get('payment_method')).toBe('pm_card_3ds');
    expect(call?.body.get('metadata[booking_id]')).toBe(booking.id);
    expect(call?.idempotencyKey).toMatch(
      new RegExp(`^booking-${booking.id}-0-${booking.total_price}-[0-9a-f]{16}$`),
    );

    // The same request retried (a lost answer): the first answer again, Stripe not called again.
    const retry = await pay(booking, headers);
    expect(retry.body).toEqual(first.body);
    expect(calls.filter((c) => c.path === '/v1/payment_intents')).toHaveLength(1);
  });

  it('keeps the hold and says why when Stripe declines the card', async () => {
    intentAnswer = () =>
      HttpResponse.json(
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: { id: 'pi_declined', object: 'payment_intent' },
          },
        },
        { status: 402 },
      );
    const booking = await hold();
    const declined = await pay(booking);
    expect(declined.status).toBe(422);
    expect(declined.body.error.code).toBe('PAYMENT_FAILED');
    expect(declined.body.error.details[0]?.code).toBe('card_declined');
    const after = await api.request<Booking>('GET', `/bookings/${booking.id}`, { token: alice.token });
    expect(after.body).toMatchObject({ status: 'held', paid: 0 });
  });

  it('after 3-D Secure, the signed payment_intent.succeeded confirms the booking exactly once', async () => {
    intentAnswer = (params) =>
      HttpResponse.json(
        intent(params, 'requires_action', {
          id: 'pi_3ds',
          client_secret: 'pi_3ds_secret_abc',
          next_action: { type: 'use_stripe_sdk' },
        }),
      );
    const booking = await hold();
    const answer = await pay(booking);
    expect(answer.body.payment).toEqual({
      provider: 'stripe',
      status: 'requires_action',
      amount: booking.total_price,
      client_secret: 'pi_3ds_secret_abc',
    });
    expect(answer.body.booking.status).toBe('held');

    // The tab is closed; Stripe tells the webhook, and may send the same event again.
    const event = succeededEvent('evt_3ds_1', 'pi_3ds', booking);
    for (let i = 0; i < 3; i++) expect((await sendWebhook(event)).status).toBe(200);
    // A second event about the same PaymentIntent (e.g. sent to two endpoints) pays nothing more.
    expect((await sendWebhook(succeededEvent('evt_3ds_2', 'pi_3ds', booking))).status).toBe(200);

    const after = await api.request<Booking>('GET', `/bookings/${booking.id}`, { token: alice.token });
    expect(after.body).toMatchObject({
      status: 'confirmed',
      paid: booking.total_price,
      balance: 0,
      expires_at: null,
    });
    const rows = await api.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.map((row) => [row.providerRef, row.status, row.amountCents])).toEqual([
      ['pi_3ds', 'succeeded', booking.total_price],
    ]);
  });

  it('refunds in full, through Stripe, a payment confirmed after its booking was cancelled, and leaves the booking cancelled', async () => {
    intentAnswer = (params) =>
      HttpResponse.json(
        intent(params, 'requires_action', { id: 'pi_late', client_secret: 'pi_late_secret' }),
      );
    const booking = await hold();
    expect((await pay(booking)).body.payment?.status).toBe('requires_action');
    const cancelled = await api.request<Booking>('POST', `/bookings/${booking.id}/cancel`, {
      token: alice.token,
    });
    expect(cancelled.body.status).toBe('cancelled');

    // 3-D Secure completes in the closed tab: Stripe took the money and says so, twice.
    for (let i = 0; i < 2; i++)
      expect((await sendWebhook(succeededEvent('evt_late', 'pi_late', booking))).status).toBe(200);

    const after = await api.request<Booking>('GET', `/bookings/${booking.id}`, { token: alice.token });
    expect(after.body).toMatchObject({ status: 'cancelled', paid: 0 });
    const refundCalls = calls.filter((call) => call.path === '/v1/refunds');
    expect(refundCalls.map((call) => [call.body.get('payment_intent'), call.body.get('amount')])).toEqual([
      ['pi_late', String(booking.total_price)],
    ]);
    expect(refundCalls[0]?.idempotencyKey).toMatch(/^refund-/);
    const rows = await api.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.map((row) => [row.kind, row.status, row.amountCents]).sort()).toEqual([
      ['charge', 'succeeded', booking.total_price],
      ['refund', 'succeeded', booking.total_price],
    ]);
    // Invoiced and credited in the same step: the credit note repeats the new invoice's lines.
    const documents = await api.database.db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        creditsId: invoices.creditsId,
        document: invoices.document,
      })
      .from(invoices)
      .where(eq(invoices.bookingId, booking.id));
    const invoice = documents.find((row) => row.kind === 'invoice');
    const creditNote = documents.find((row) => row.kind === 'credit_note');
    expect(documents).toHaveLength(2);
    expect(creditNote?.creditsId).toBe(invoice?.id);
    expect(creditNote?.document.lines).toEqual(invoice?.document.lines);
    expect(creditNote?.document.totals).toEqual(invoice?.document.totals);
  });

  it('settles an overstay paid after 3-D Secure through the webhook, once', async () => {
    intentAnswer = (params) => HttpResponse.json(intent(params, 'succeeded'));
    const booking = await hold();
    expect((await pay(booking)).body.booking.status).toBe('confirmed');
    const staff = await signUp();
    await api.request('GET', '/me', { token: staff.token });
    await api.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, staff.email));
    const eventId = booking.occurrences[0]?.event_id ?? '';
    const recorded = await api.request<{ id: string; amount: number }>(
      'POST',
      `/events/${eventId}/overstays`,
      { token: staff.token, body: { minutes: 30 } },
    );
    expect(recorded.status).toBe(201);

    intentAnswer = (params) =>
      HttpResponse.json(
        intent(params, 'requires_action', {
          id: 'pi_overstay',
          client_secret: 'pi_overstay_secret',
          metadata: { overstay_id: recorded.body.id },
        }),
      );
    const paying = await api.request<{ status: string }>('POST', `/overstays/${recorded.body.id}/payment`, {
      token: alice.token,
      body: { payment_method_id: card.id },
    });
    expect(paying.status).toBe(200);
    expect(
      (await api.request<{ status: string }>('GET', `/overstays/${recorded.body.id}`, { token: alice.token }))
        .body.status,
    ).toBe('due');

    const event = JSON.stringify({
      id: 'evt_overstay',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_overstay',
          object: 'payment_intent',
          amount: recorded.body.amount,
          amount_received: recorded.body.amount,
          metadata: { overstay_id: recorded.body.id },
        },
      },
    });
    for (let i = 0; i < 2; i++) expect((await sendWebhook(event)).status).toBe(200);
    expect(
      (await api.request<{ status: string }>('GET', `/overstays/${recorded.body.id}`, { token: alice.token }))
        .body.status,
    ).toBe('paid');
    const rows = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.overstayId, recorded.body.id));
    expect(rows.map((row) => [row.kind, row.status, row.amountCents])).toEqual([
      ['charge', 'succeeded', recorded.body.amount],
    ]);
  });

  it('refuses forged or tampered webhooks and changes nothing', async () => {
    const booking = await hold();
    const event = succeededEvent('evt_forged', 'pi_forged', booking);
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload: event,
      secret: 'whsec_someone_else',
    });
    const tampered = event.replace(String(booking.total_price), '1');
    const genuineSignatureOfOriginal = Stripe.webhooks.generateTestHeaderString({
      payload: event,
      secret: WEBHOOK_SECRET,
    });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: event,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });

    for (const [payload, signature] of [
      [event, otherSecret],
      [tampered, genuineSignatureOfOriginal],
      [event, stale],
      [event, 't=1,v1=deadbeef'],
    ] as const) {
      const response = await sendWebhook(payload, signature);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('INVALID_SIGNATURE');
    }
    const after = await api.request<Booking>('GET', `/bookings/${booking.id}`, { token: alice.token });
    expect(after.body).toMatchObject({ status: 'held', paid: 0 });
  });

  const saveCard = async (identity: TestIdentity, paymentMethodId: string) => {
    const saved = await api.request<PaymentMethod>('POST', '/account/payment_methods', {
      token: identity.token,
      body: { payment_method_id: paymentMethodId },
    });
    expect(saved.status).toBe(201);
    return saved.body;
  };
  const detached = () =>
    calls.filter((call) => call.method === 'POST' && call.path.endsWith('/detach')).map((call) => call.path);
  const stored = (cardId: string) =>
    api.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, cardId));

  it('a removed card is detached from its Stripe customer; if Stripe refuses, the card is removed all the same', async () => {
    const spare = await saveCard(alice, 'pm_card_spare');
    expect(
      (await api.request('DELETE', `/account/payment_methods/${spare.id}`, { token: alice.token })).status,
    ).toBe(204);
    expect(detached()).toEqual(['/v1/payment_methods/pm_card_spare/detach']);
    expect(await stored(spare.id)).toEqual([]);

    const refused = await saveCard(alice, 'pm_detach_refused');
    expect(
      (await api.request('DELETE', `/account/payment_methods/${refused.id}`, { token: alice.token })).status,
    ).toBe(204);
    expect(await stored(refused.id)).toEqual([]);
    // The card the bookings above were paid with is untouched.
    expect(await stored(card.id)).toHaveLength(1);
  });

  it("deleting one's account removes and detaches the cards nobody else can use", async () => {
    const bob = await signUp();
    const bobs = await saveCard(bob, 'pm_card_bob');
    calls.length = 0;
    expect((await api.request('DELETE', '/me', { token: bob.token })).status).toBe(204);
    expect(detached()).toEqual(['/v1/payment_methods/pm_card_bob/detach']);
    expect(await stored(bobs.id)).toEqual([]);
  });
});
