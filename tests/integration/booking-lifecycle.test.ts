import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CancellationQuote, PaymentResult } from '../../src/contracts/bookings';
import { clockString } from '../../src/domain/clock';
import { parisInstant } from '../../src/domain/paris-time';
import type { ErrorBody } from '../../src/server/core/errors';
import { DEFAULT_HOLD_LIMITS } from '../../src/server/lifecycle/hold';
import { lockBooking } from '../../src/server/lifecycle/ledger';
import {
  bookingHistory,
  couponRedemptions,
  events,
  outboxMessages,
  payments,
} from '../../src/server/db/schema';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';
import { TERMS_VERSION } from '../../src/domain/terms';

type Answer = Booking & ErrorBody;
const card = (number: string = OFFLINE_TEST_CARDS.visa) => ({
  card: { number, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
});

// docs/business-rules.md §1–3 where two requests meet. On PostgreSQL the requests run in parallel
// transactions; on PGlite they are serialised, and every rule must hold all the same.
describe.each(testDatabaseKinds())('the booking lifecycle under concurrent requests, on %s', (kind) => {
  let api: TestApi;
  let alice: TestIdentity;
  let bob: TestIdentity;
  // A clock the tests move: cancellations are priced by how far ahead the start is.
  let clock = Date.now();
  const room = weekdayRoom(2);
  let nextDay = 20;

  beforeAll(async () => {
    [api, alice, bob] = await Promise.all([
      startTestApi(kind, { now: () => new Date(clock) }),
      signUp(),
      signUp(),
    ]);
    // The product's limits, not the test helper's generous ones.
    api.deps.config.holdLimits = DEFAULT_HOLD_LIMITS;
  });
  afterAll(() => api.close());

  /** A one-hour hold on a working day no other test of this file uses. */
  const hold = async (who: TestIdentity, hours = 1) => {
    const day = workdayAhead(nextDay++, new Date(clock));
    const held = await api.request<Answer>('POST', '/bookings', {
      token: who.token,
      body: { space_id: room.id, day, start: '10:00', end: clockString(600 + hours * 60) },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    return held.body;
  };
  const get = (who: TestIdentity, id: string) =>
    api.request<Answer>('GET', `/bookings/${id}`, { token: who.token });
  const pay = (who: TestIdentity, id: string, number?: string) =>
    api.request<PaymentResult & ErrorBody>('POST', `/bookings/${id}/payment`, {
      token: who.token,
      body: card(number),
    });
  const cancel = (who: TestIdentity, id: string) =>
    api.request<Answer>('POST', `/bookings/${id}/cancel`, { token: who.token });
  const rowsOf = (bookingId: string) =>
    api.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .orderBy(asc(payments.createdAt));
  const charged = async (bookingId: string) =>
    (await rowsOf(bookingId))
      .filter((row) => row.kind === 'charge' && row.status === 'succeeded')
      .reduce((sum, row) => sum + row.amountCents, 0);

  it('charges once when one booking is paid twice at the same moment with two cards', async () => {
    const booking = await hold(alice);
    const answers = await Promise.all([
      pay(alice, booking.id, OFFLINE_TEST_CARDS.visa),
      pay(alice, booking.id, OFFLINE_TEST_CARDS.mastercard),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toMatch(
      /^(PAYMENT_IN_PROGRESS|NOTHING_TO_PAY)$/,
    );
    expect(await charged(booking.id)).toBe(booking.total_price);
    expect((await get(alice, booking.id)).body).toMatchObject({
      status: 'confirmed',
      paid: booking.total_price,
      balance: 0,
    });
  });

  it('ends a payment and a cancellation sent together either paid with its slot or cancelled with nothing kept, ten times out of ten', async () => {
    for (let round = 0; round < 10; round++) {
      const booking = await hold(alice);
      await Promise.all([pay(alice, booking.id), cancel(alice, booking.id)]);
      const after = (await get(alice, booking.id)).body;
      const [event] = await api.database.db.select().from(events).where(eq(events.bookingId, booking.id));
      if (after.status === 'confirmed') {
        expect(event?.status).toBe('confirmed');
        expect(after.paid).toBe(booking.total_price);
      } else {
        expect(after.status).toBe('cancelled');
        expect(event?.status).toBe('cancelled');
        // A charge made before the cancel is given back in full (more than 48 hours ahead).
        expect(after.paid).toBe(0);
      }
    }
  });

  it('never leaves a hold part paid when it is moved while its payment is under way (found by the property test, seed -169172998)', async () => {
    for (let round = 0; round < 10; round++) {
      const booking = await hold(alice);
      await Promise.all([
        pay(alice, booking.id),
        api.request('POST', `/bookings/${booking.id}/change`, {
          token: alice.token,
          body: { day: booking.day, start: '12:00', end: '15:00' },
        }),
      ]);
      const after = (await get(alice, booking.id)).body;
      if (after.status === 'held') {
        expect(after.paid).toBe(0);
      } else {
        // Paid first: confirmed on the paid slot, the longer one waiting as a change to pay.
        expect(after).toMatchObject({ status: 'confirmed', paid: after.total_price });
        expect(after.balance).toBe(after.pending_change?.amount_due ?? 0);
      }
    }
  });

  it('reserves a once-per-account code for one hold: a second hold gets 409 COUPON_USED, twenty at once reserve it once, and a cancelled hold frees it', async () => {
    const first = await hold(bob);
    const second = await hold(bob);
    const applied = await api.request<Answer>('PATCH', `/bookings/${first.id}`, {
      token: bob.token,
      body: { coupon_code: 'BIENVENUE10' },
    });
    expect(applied.status).toBe(200);
    const again = await api.request<Answer>('PATCH', `/bookings/${second.id}`, {
      token: bob.token,
      body: { coupon_code: 'BIENVENUE10' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('COUPON_USED');

    await cancel(bob, first.id);
    const holds = [second, await hold(bob)];
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.request<Answer>('PATCH', `/bookings/${holds[i % 2]?.id}`, {
          token: bob.token,
          body: { coupon_code: 'BIENVENUE10' },
        }),
      ),
    );
    const discounted = new Set(tries.filter((t) => t.status === 200).map((t) => t.body.id));
    expect(discounted.size).toBe(1);
    expect(
      tries.every((t) => t.status === 200 || (t.status === 409 && t.body.error.code === 'COUPON_USED')),
    ).toBe(true);
    const reservations = await api.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.bookingId, [...discounted][0] ?? ''));
    expect(reservations).toHaveLength(1);
    // Paying both: only the one with the reservation carries the rebate.
    for (const booking of holds) expect((await pay(bob, booking.id)).status).toBe(200);
    const paid = await Promise.all(holds.map(async (b) => (await get(bob, b.id)).body));
    expect(paid.filter((b) => b.coupon_code === 'BIENVENUE10')).toHaveLength(1);
  });

  it('confirms a hold whose code brings the total to zero, without a card', async () => {
    // Half an hour of a 40 €/h room, less COSY20's 20 €.
    const cheap = weekdayRoom(9);
    expect(cheap.priceHourCents).toBeLessThanOrEqual(4000);
    const booking = await api.request<Answer>('POST', '/bookings', {
      token: alice.token,
      body: {
        space_id: cheap.id,
        day: workdayAhead(nextDay++, new Date(clock)),
        start: '10:00',
        end: '10:30',
      },
    });
    const free = await api.request<Answer>('PATCH', `/bookings/${booking.body.id}`, {
      token: alice.token,
      body: { coupon_code: 'COSY20' },
    });
    expect(free.body.total_price).toBe(0);
    // Nothing to pay, but the terms of sale still to accept: refused without them, and still held.
    const unaccepted = await api.request<Answer>('POST', `/bookings/${booking.body.id}/confirm`, {
      token: alice.token,
    });
    expect(unaccepted.status).toBe(422);
    expect(unaccepted.body.error.code).toBe('TERMS_NOT_ACCEPTED');
    expect((await get(alice, booking.body.id)).body.status).toBe('held');
    const confirmed = await api.request<Answer>('POST', `/bookings/${booking.body.id}/confirm`, {
      token: alice.token,
      body: { terms_version: TERMS_VERSION },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', paid: 0, balance: 0 });
    expect(await rowsOf(booking.body.id)).toEqual([]);
    const owing = await hold(alice);
    const refused = await api.request<Answer>('POST', `/bookings/${owing.id}/confirm`, {
      token: alice.token,
      body: { terms_version: TERMS_VERSION },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('BALANCE_DUE');
  });

  it('refunds a cancelled booking under the policy of its start, records it as a refund and in the history, and never twice', async () => {
    const early = await hold(alice);
    expect((await pay(alice, early.id)).status).toBe(200);
    const cancelled = await Promise.all([cancel(alice, early.id), cancel(alice, early.id)]);
    expect(cancelled.every((c) => c.status === 200 && c.body.status === 'cancelled')).toBe(true);
    expect(cancelled[0]?.body.paid).toBe(0);
    const refunds = (await rowsOf(early.id)).filter((row) => row.kind === 'refund');
    expect(refunds.map((r) => [r.status, r.amountCents])).toEqual([['succeeded', early.total_price]]);

    // 30 hours before the start: half the space price is kept.
    const late = await hold(bob, 2);
    expect((await pay(bob, late.id)).status).toBe(200);
    const saved = clock;
    clock = parisInstant(late.day, 600).getTime() - 30 * 3_600_000;
    try {
      const quote = await api.request<CancellationQuote>('GET', `/bookings/${late.id}/cancellation`, {
        token: bob.token,
      });
      const kept = Math.floor((late.total_price * 50 + 50) / 100);
      expect(quote.body).toMatchObject({
        rule: 'partial',
        paid: late.total_price,
        refund: late.total_price - kept,
      });
      const answer = await cancel(bob, late.id);
      expect(answer.body).toMatchObject({ status: 'cancelled', paid: kept });
    } finally {
      clock = saved;
    }
    const history = await api.database.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, late.id))
      .orderBy(asc(bookingHistory.at), asc(bookingHistory.seq));
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([
      ['held', null, 'held'],
      ['paid', 'held', 'confirmed'],
      ['cancelled', 'confirmed', 'cancelled'],
    ]);
    expect(history[2]?.details).toEqual({ rule: 'partial' });
  });

  it('frees a lapsed hold with its code, and answers a late payment with 409 without charging', async () => {
    const booking = await hold(alice);
    await api.request('PATCH', `/bookings/${booking.id}`, {
      token: alice.token,
      body: { coupon_code: 'BIENVENUE10' },
    });
    const saved = clock;
    clock += 16 * 60_000;
    try {
      const late = await pay(alice, booking.id);
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('HOLD_EXPIRED');
    } finally {
      clock = saved;
    }
    expect(await charged(booking.id)).toBe(0);
  });

  it('holds at most 3 unpaid bookings per user, even asked at once, 60 occurrences across them, and series of 26 weeks', async () => {
    const carol = await signUp();
    const days = Array.from({ length: 6 }, () => workdayAhead(nextDay++, new Date(clock)));
    const tries = await Promise.all(
      days.map((day) =>
        api.request<Answer>('POST', '/bookings', {
          token: carol.token,
          body: { space_id: room.id, day, start: '10:00', end: '11:00' },
        }),
      ),
    );
    expect(tries.filter((t) => t.status === 201)).toHaveLength(3);
    expect(tries.filter((t) => t.status === 409).map((t) => t.body.error.code)).toEqual([
      'HOLD_LIMIT',
      'HOLD_LIMIT',
      'HOLD_LIMIT',
    ]);

    // Paying one frees a place; lapsed holds no longer count.
    const first = tries.find((t) => t.status === 201)?.body;
    expect((await pay(carol, first?.id ?? '')).status).toBe(200);
    const series = (weeks: number, start = '14:00', end = '15:00') =>
      api.request<Answer>('POST', '/bookings', {
        token: carol.token,
        body: {
          space_id: weekdayRoom(4).id,
          day: workdayAhead(nextDay++, new Date(clock)),
          start,
          end,
          recurrence: { weekdays: [1, 3], weeks },
        },
      });
    const tooLong = await series(27);
    expect(tooLong.status).toBe(400);
    const saved = clock;
    clock += 16 * 60_000;
    try {
      const long = await series(26);
      expect(long.status).toBe(201);
      expect(long.body.occurrences.length).toBeGreaterThan(48);
      const more = await series(6, '16:00', '17:00');
      expect(more.status).toBe(422);
      expect(more.body.error.code).toBe('OCCURRENCE_LIMIT');
    } finally {
      clock = saved;
    }
  });

  it('cancels and refunds what someone organises when they delete their account', async () => {
    const dave = await signUp();
    const booking = await hold(dave);
    expect((await pay(dave, booking.id)).status).toBe(200);
    const guest = `guest-of-dave-${booking.id.slice(0, 8)}@example.com`;
    await api.request('POST', `/events/${booking.occurrences[0]?.event_id}/guests`, {
      token: dave.token,
      body: { email: guest },
    });
    expect((await api.request('DELETE', '/me', { token: dave.token })).status).toBe(204);
    // The guest is told the event is off (docs/business-rules.md §6).
    const told = await api.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, booking.id), eq(outboxMessages.kind, 'booking_cancelled')));
    expect(told.map((message) => message.recipient)).toContain(guest);
    const [event] = await api.database.db.select().from(events).where(eq(events.bookingId, booking.id));
    expect(event?.status).toBe('cancelled');
    const rows = await rowsOf(booking.id);
    expect(rows.map((r) => [r.kind, r.status, r.amountCents])).toEqual([
      ['charge', 'succeeded', booking.total_price],
      ['refund', 'succeeded', booking.total_price],
    ]);
    const history = await api.database.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, booking.id))
      .orderBy(asc(bookingHistory.at), asc(bookingHistory.seq));
    expect(history.at(-1)).toMatchObject({
      action: 'cancelled_on_deletion',
      fromStatus: 'confirmed',
      toStatus: 'cancelled',
      amountCents: -booking.total_price,
    });
  });

  // Two transactions at once are what this is about: PGlite has one connection and runs them in turn.
  if (kind === 'postgres') {
    it('refunds a payment that lands while a cancellation is under way: the cancellation is decided again from the booking as it then is', async () => {
      const booking = await hold(alice);
      expect((await pay(alice, booking.id)).status).toBe(200);
      let cancelling: Promise<{ status: number; body: Answer }> | undefined;
      // Another transition holds the booking: the cancellation reads it, then waits to write.
      await api.database.db.transaction(async (tx) => {
        await lockBooking(tx, booking.id);
        cancelling = cancel(alice, booking.id);
        // (A transaction sees the activity it first looked at until told to look again.)
        const waiting = async () => {
          await tx.execute(sql`select pg_stat_clear_snapshot()`);
          const found = await tx.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return (found as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
        };
        for (let tries = 0; (await waiting()) === 0; tries++) {
          if (tries > 500) throw new Error('the cancellation never waited for the booking');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        // …and pays 5 € more (say a balance confirmed by the provider) before letting go.
        await tx.insert(payments).values({
          bookingId: booking.id,
          kind: 'charge',
          provider: 'offline',
          providerRef: `balance-${booking.id}`,
          amountCents: 500,
          status: 'succeeded',
        });
      });
      const answer = await cancelling;
      expect(answer?.status).toBe(200);
      expect(answer?.body).toMatchObject({ status: 'cancelled', paid: 0 });
      const refunds = (await rowsOf(booking.id)).filter((row) => row.kind === 'refund');
      expect(refunds.reduce((sum, row) => sum + row.amountCents, 0)).toBe(booking.total_price + 500);
    });
  }

  it('lets nobody else see, pay or cancel a booking', async () => {
    const booking = await hold(alice);
    for (const answer of [
      await get(bob, booking.id),
      await pay(bob, booking.id),
      await cancel(bob, booking.id),
    ])
      expect(answer.status).toBe(404);
    const after = await api.database.db
      .select()
      .from(events)
      .where(and(eq(events.bookingId, booking.id), eq(events.status, 'held')));
    expect(after).toHaveLength(1);
  });
});
