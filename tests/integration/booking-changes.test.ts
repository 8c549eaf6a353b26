import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import type { ErrorBody } from '../../src/server/core/errors';
import { bookingHistory, payments } from '../../src/server/db/schema';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { expireLapsedHolds } from '../../src/server/lifecycle/expiry';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';
import { TERMS_VERSION } from '../../src/domain/terms';

type Answer = Booking & ErrorBody;
const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

// docs/business-rules.md §1: a confirmed booking never holds more than it paid for. A dearer change
// is held until its difference is paid and only then moves; a cheaper one moves and refunds the
// difference.
describe.each(testDatabaseKinds())('changes of a confirmed booking, on %s', (kind) => {
  let api: TestApi;
  let alice: TestIdentity;
  let bob: TestIdentity;
  let clock = Date.now();
  const room = weekdayRoom(7);
  let nextDay = 12;

  beforeAll(async () => {
    [api, alice, bob] = await Promise.all([
      startTestApi(kind, { now: () => new Date(clock) }),
      signUp(),
      signUp(),
    ]);
  });
  afterAll(() => api.close());

  const confirmed = async (start: string, end: string) => {
    const day = workdayAhead(nextDay++, new Date(clock));
    const held = await api.request<Answer>('POST', '/bookings', {
      token: alice.token,
      body: { space_id: room.id, day, start, end },
    });
    const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
      token: alice.token,
      body: card,
    });
    expect(paid.body.booking.status).toBe('confirmed');
    return paid.body.booking;
  };
  const charges = async (id: string) =>
    (await api.database.db.select().from(payments).where(eq(payments.bookingId, id))).map((p) => [
      p.kind,
      p.amountCents,
    ]);

  it('holds a longer slot until its difference is paid, then moves; others cannot take it meanwhile', async () => {
    const booking = await confirmed('10:00', '11:00');
    const extended = await api.request<Answer>('POST', `/bookings/${booking.id}/extend`, {
      token: alice.token,
      body: { end: '13:00' },
    });
    expect(extended.status).toBe(200);
    // Still the paid hour; the two more wait for their payment.
    expect(extended.body).toMatchObject({
      status: 'confirmed',
      end: '11:00',
      total_price: booking.total_price,
      paid: booking.total_price,
    });
    expect(extended.body.pending_change).toMatchObject({
      kind: 'extend',
      day: booking.day,
      start: '10:00',
      end: '13:00',
    });
    const due = extended.body.pending_change?.amount_due ?? 0;
    expect(due).toBeGreaterThan(0);
    expect(extended.body.balance).toBe(due);

    const taken = await api.request<Answer>('POST', '/bookings', {
      token: bob.token,
      body: { space_id: room.id, day: booking.day, start: '12:00', end: '13:00' },
    });
    expect([taken.status, taken.body.error?.code]).toEqual([409, 'SLOT_TAKEN']);

    const paid = await api.request<PaymentResult>('POST', `/bookings/${booking.id}/payment`, {
      token: alice.token,
      body: card,
    });
    expect(paid.body.payment.amount).toBe(due);
    expect(paid.body.booking).toMatchObject({
      status: 'confirmed',
      end: '13:00',
      total_price: booking.total_price + due,
      paid: booking.total_price + due,
      balance: 0,
      pending_change: null,
    });
    expect(paid.body.booking.occurrences).toHaveLength(1);
    const history = await api.database.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, booking.id))
      .orderBy(asc(bookingHistory.at), asc(bookingHistory.seq));
    expect(history.map((h) => h.action)).toEqual(['held', 'paid', 'change_requested', 'change_paid']);
  });

  it('lets an unpaid change lapse: nothing moved, nothing charged, the slot free again', async () => {
    const booking = await confirmed('14:00', '15:00');
    const moved = await api.request<Answer>('POST', `/bookings/${booking.id}/change`, {
      token: alice.token,
      body: { day: booking.day, start: '15:00', end: '17:00' },
    });
    expect(moved.body.pending_change).toMatchObject({ kind: 'move', start: '15:00', end: '17:00' });

    clock += 16 * 60_000;
    try {
      const late = await api.request<Answer>('POST', `/bookings/${booking.id}/payment`, {
        token: alice.token,
        body: card,
      });
      expect([late.status, late.body.error.code]).toEqual([409, 'CHANGE_LAPSED']);
      expect(await expireLapsedHolds(api.database.db, new Date(clock))).toBeGreaterThanOrEqual(1);
      const after = await api.request<Answer>('GET', `/bookings/${booking.id}`, { token: alice.token });
      expect(after.body).toMatchObject({ start: '14:00', end: '15:00', balance: 0, pending_change: null });
      const free = await api.request<Answer>('POST', '/bookings', {
        token: bob.token,
        body: { space_id: room.id, day: booking.day, start: '16:00', end: '17:00' },
      });
      expect(free.status).toBe(201);
    } finally {
      clock -= 16 * 60_000;
    }
    expect(await charges(booking.id)).toEqual([['charge', booking.total_price]]);
  });

  it('withdraws an unpaid change with the booking it belongs to: the slot it held is free at once, and only what was paid goes back', async () => {
    const booking = await confirmed('14:00', '15:00');
    const extended = await api.request<Answer>('POST', `/bookings/${booking.id}/extend`, {
      token: alice.token,
      body: { end: '17:00' },
    });
    expect(extended.body.pending_change).toMatchObject({ kind: 'extend', end: '17:00' });

    const cancelled = await api.request<Answer>('POST', `/bookings/${booking.id}/cancel`, {
      token: alice.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paid: 0, pending_change: null });
    expect((await charges(booking.id)).sort()).toEqual([
      ['charge', booking.total_price],
      ['refund', booking.total_price],
    ]);
    // Both the paid hour and the two the change held.
    const free = await api.request<Answer>('POST', '/bookings', {
      token: bob.token,
      body: { space_id: room.id, day: booking.day, start: '14:00', end: '17:00' },
    });
    expect(free.status).toBe(201);
  });

  it('moves to a cheaper slot at once and refunds the difference in full 48 hours or more ahead', async () => {
    const booking = await confirmed('09:00', '12:00');
    const shorter = await api.request<Answer>('POST', `/bookings/${booking.id}/change`, {
      token: alice.token,
      body: { day: booking.day, start: '09:00', end: '10:00' },
    });
    expect(shorter.body).toMatchObject({
      status: 'confirmed',
      start: '09:00',
      end: '10:00',
      balance: 0,
      pending_change: null,
    });
    expect(shorter.body.paid).toBe(shorter.body.total_price);
    expect((await charges(booking.id)).sort()).toEqual([
      ['charge', booking.total_price],
      ['refund', booking.total_price - shorter.body.total_price],
    ]);
  });

  it('never gives one charge back twice: after a longer slot, a shorter one and a cancellation, each charge is refunded once, in full', async () => {
    const booking = await confirmed('10:00', '11:00');
    await api.request('POST', `/bookings/${booking.id}/extend`, {
      token: alice.token,
      body: { end: '12:00' },
    });
    const balance = await api.request<PaymentResult>('POST', `/bookings/${booking.id}/payment`, {
      token: alice.token,
      body: card,
    });
    const second = balance.body.payment.amount;
    expect(balance.body.booking).toMatchObject({ end: '12:00', paid: booking.total_price + second });
    // Back to one hour: the newest charge (the extension's) is given back.
    const shorter = await api.request<Answer>('POST', `/bookings/${booking.id}/change`, {
      token: alice.token,
      body: { day: booking.day, start: '10:00', end: '11:00' },
    });
    expect(shorter.body).toMatchObject({ end: '11:00', paid: booking.total_price });
    // Cancelled weeks ahead: what is left, the first charge, goes back, not the extension's again.
    const cancelled = await api.request<Answer>('POST', `/bookings/${booking.id}/cancel`, {
      token: alice.token,
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paid: 0 });
    const rows = await api.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    const charged = rows.filter((row) => row.kind === 'charge');
    const refundedOf = (chargeId: string) =>
      rows.filter((row) => row.refundOf === chargeId).reduce((sum, row) => sum + row.amountCents, 0);
    expect(charged.map((c) => [c.amountCents, refundedOf(c.id)]).sort()).toEqual(
      [
        [booking.total_price, booking.total_price],
        [second, second],
      ].sort(),
    );
    expect(rows.filter((row) => row.kind === 'refund').every((row) => row.status === 'succeeded')).toBe(true);
  });

  it('gives back what a hold had paid when it lapses part paid (paid, then its total raised, while the card was being checked)', async () => {
    const day = workdayAhead(nextDay++, new Date(clock));
    const held = await api.request<Answer>('POST', '/bookings', {
      token: alice.token,
      body: { space_id: room.id, day, start: '10:00', end: '11:00' },
    });
    // What a 3-D Secure payment settled after the hold had grown leaves behind: a hold part paid.
    await api.database.db.insert(payments).values({
      bookingId: held.body.id,
      kind: 'charge',
      provider: 'offline',
      providerRef: `part_${held.body.id}`,
      amountCents: 500,
      status: 'succeeded',
    });
    clock += 16 * 60_000;
    try {
      expect(await expireLapsedHolds(api.database.db, new Date(clock))).toBeGreaterThanOrEqual(1);
    } finally {
      clock -= 16 * 60_000;
    }
    const after = await api.request<Answer>('GET', `/bookings/${held.body.id}`, { token: alice.token });
    expect(after.body).toMatchObject({ status: 'expired', paid: 0 });
    expect((await charges(held.body.id)).sort()).toEqual([
      ['charge', 500],
      ['refund', 500],
    ]);
  });
});
