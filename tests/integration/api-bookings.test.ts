import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import { parisDay } from '../../src/domain/paris-time';
import { computePrice, EARLY_BOOKING } from '../../src/domain/pricing';
import { bookings, idempotencyKeys, payments } from '../../src/server/db/schema';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { forgetExpiredIdempotencyKeys } from '../../src/server/services/idempotency-keys';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { TERMS_VERSION } from '../../src/domain/terms';

type ErrorBody = { error: { code: string; details: { field: string; code: string }[] } };

const card = (number: string = OFFLINE_TEST_CARDS.visa) => ({
  card: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
  terms_version: TERMS_VERSION,
});

describe('bookings', () => {
  let api: TestApi;
  let alice: TestIdentity;
  let bob: TestIdentity;
  const room = weekdayRoom(0);
  const day = workdayAhead(3);

  beforeAll(async () => {
    [api, alice, bob] = await Promise.all([startTestApi(), signUp(), signUp()]);
  });
  afterAll(() => api.close());

  const hold = (who: TestIdentity, body: Record<string, unknown>, headers?: Record<string, string>) =>
    api.request<Booking & ErrorBody>('POST', '/bookings', {
      token: who.token,
      body: { space_id: room.id, day, ...body },
      headers,
    });

  it('holds a free slot for 15 minutes at the price the pricing module computes', async () => {
    const before = Date.now();
    const response = await hold(alice, { start: 1000, end: '12:00' });
    expect(response.status).toBe(201);
    const booking = response.body;
    expect(booking).toMatchObject({
      status: 'held',
      day,
      start: '10:00',
      end: '12:00',
      balance: booking.total_price,
      paid: 0,
    });
    const expires = new Date(booking.expires_at ?? 0).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(15 * 60_000 + 5000);
    const expected = computePrice({
      priceHourCents: room.priceHourCents,
      occurrences: [{ day, start: 600, end: 720 }],
      today: parisDay(new Date(before)),
      extras: [],
    });
    expect(booking.space_price).toBe(2 * room.priceHourCents);
    expect(booking.total_price).toBe(expected.total);
  });

  it('refuses an overlapping slot with 409 SLOT_TAKEN, and accepts the adjacent one', async () => {
    const taken = await hold(bob, { start: '11:00', end: '13:00' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('SLOT_TAKEN');
    const adjacent = await hold(bob, { start: '12:00', end: '13:00' });
    expect(adjacent.status).toBe(201);
  });

  it('answers 400 with a detail per field for malformed input, and 422 for a slot the rules refuse', async () => {
    const malformed = await api.request<ErrorBody>('POST', '/bookings', {
      token: alice.token,
      body: { space_id: 'nope', day: '2026-13-40', start: 'noon' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details.map((d) => d.field).sort()).toEqual([
      'body.day',
      'body.end',
      'body.space_id',
      'body.start',
    ]);
    const quarter = await hold(alice, { start: 1015, end: 1100 });
    expect(quarter.status).toBe(400);
    const early = await hold(alice, { start: 600, end: 800 });
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe('SLOT_UNAVAILABLE');
    const past = await hold(alice, { day: workdayAhead(-7), start: 1000, end: 1100 });
    expect(past.status).toBe(422);
    const unknown = await api.request<ErrorBody>('POST', '/bookings', {
      token: alice.token,
      body: { space_id: '00000000-0000-4000-8000-000000000000', day, start: 1400, end: 1500 },
    });
    expect(unknown.status).toBe(404);
  });

  it('lists the early-booking rebate 30 days ahead, and prices extras and a coupon', async () => {
    const farDay = workdayAhead(35);
    const held = await hold(alice, { day: farDay, start: 1400, end: 1600 });
    expect(held.status).toBe(201);
    expect(held.body.rebates).toEqual([
      { code: EARLY_BOOKING.code, amount: Math.round((2 * room.priceHourCents) / 10) },
    ]);
    const updated = await api.request<Booking>('PATCH', `/bookings/${held.body.id}`, {
      token: alice.token,
      body: { attendees: 4, extras: [{ id: 'coffee_break', quantity: 4 }], coupon_code: 'bienvenue10' },
    });
    expect(updated.status).toBe(200);
    const expected = computePrice({
      priceHourCents: room.priceHourCents,
      occurrences: [{ day: farDay, start: 840, end: 960 }],
      today: parisDay(new Date()),
      extras: [{ code: 'coffee_break', unitPriceCents: 600, quantity: 4 }],
      coupon: { code: 'BIENVENUE10', kind: 'percent', value: 10 },
    });
    expect(updated.body).toMatchObject({
      extras_price: 2400,
      total_price: expected.total,
      coupon_code: 'BIENVENUE10',
      rebates: expected.rebates,
    });
    const unknown = await api.request<ErrorBody>('PATCH', `/bookings/${held.body.id}`, {
      token: alice.token,
      body: { coupon_code: 'NOPE' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('COUPON_UNKNOWN');
  });

  it('pays a hold with the demo provider: confirmed, nothing left to pay, coupon used once', async () => {
    const held = await hold(alice, { start: 1500, end: 1600 });
    await api.request('PATCH', `/bookings/${held.body.id}`, {
      token: alice.token,
      body: { coupon_code: 'BIENVENUE10' },
    });
    const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
      token: alice.token,
      body: card(),
    });
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({
      provider: 'offline',
      status: 'succeeded',
      amount: paid.body.booking.total_price,
    });
    expect(paid.body.booking).toMatchObject({ status: 'confirmed', balance: 0, expires_at: null });
    const again = await api.request<ErrorBody>('POST', `/bookings/${held.body.id}/payment`, {
      token: alice.token,
      body: card(),
    });
    expect(again.status).toBe(409);
    const next = await hold(alice, { start: 1600, end: 1700 });
    const reuse = await api.request<ErrorBody>('PATCH', `/bookings/${next.body.id}`, {
      token: alice.token,
      body: { coupon_code: 'BIENVENUE10' },
    });
    expect(reuse.body.error.code).toBe('COUPON_USED');
  });

  it('refuses to pay without the terms of sale in force, charges nothing, and records them once accepted', async () => {
    const held = await hold(bob, { start: 1400, end: 1500 });
    const { terms_version: _accepted, ...withoutTerms } = card();
    const missing = await api.request<ErrorBody>('POST', `/bookings/${held.body.id}/payment`, {
      token: bob.token,
      body: withoutTerms,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error.code).toBe('TERMS_NOT_ACCEPTED');
    expect(missing.body.error.details).toEqual([expect.objectContaining({ field: 'body.terms_version' })]);
    const outdated = await api.request<ErrorBody>('POST', `/bookings/${held.body.id}/payment`, {
      token: bob.token,
      body: { ...withoutTerms, terms_version: '2000-01-01' },
    });
    expect(outdated.status).toBe(422);
    expect(outdated.body.error.code).toBe('TERMS_NOT_ACCEPTED');
    const db = api.database.db;
    expect(await db.select().from(payments).where(eq(payments.bookingId, held.body.id))).toEqual([]);
    const still = await api.request<Booking>('GET', `/bookings/${held.body.id}`, { token: bob.token });
    expect(still.body).toMatchObject({ status: 'held', paid: 0 });

    const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
      token: bob.token,
      body: card(),
    });
    expect(paid.status).toBe(200);
    const [recorded] = await db
      .select({ version: bookings.termsVersion, at: bookings.termsAcceptedAt })
      .from(bookings)
      .where(eq(bookings.id, held.body.id));
    expect(recorded?.version).toBe(TERMS_VERSION);
    expect(recorded?.at).toBeInstanceOf(Date);
  });

  it('keeps the hold when the card is declined', async () => {
    const held = await hold(bob, { start: 900, end: 1000 });
    const declined = await api.request<ErrorBody>('POST', `/bookings/${held.body.id}/payment`, {
      token: bob.token,
      body: card(OFFLINE_TEST_CARDS.declined),
    });
    expect(declined.status).toBe(422);
    expect(declined.body.error.code).toBe('PAYMENT_FAILED');
    const after = await api.request<Booking>('GET', `/bookings/${held.body.id}`, { token: bob.token });
    expect(after.body.status).toBe('held');
  });

  it('replays the first answer to a retried request with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `hold-${Date.now()}` };
    const first = await hold(bob, { start: 1700, end: 1800 }, headers);
    const retry = await hold(bob, { start: 1700, end: 1800 }, headers);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const payHeaders = { 'idempotency-key': `pay-${first.body.id}` };
    const pay = () =>
      api.request<PaymentResult>('POST', `/bookings/${first.body.id}/payment`, {
        token: bob.token,
        body: card(),
        headers: payHeaders,
      });
    const [one, two] = [await pay(), await pay()];
    expect(two.body).toEqual(one.body);
    const rows = await api.database.db.select().from(payments).where(eq(payments.bookingId, first.body.id));
    expect(rows).toHaveLength(1);
  });

  it('frees a key left in progress by an instance that died, and forgets keys after a day', async () => {
    const key = `hold-stuck-${Date.now()}`;
    const body = { space_id: room.id, day: workdayAhead(6), start: '15:00', end: '16:00' };
    const send = () =>
      api.request<Booking & Partial<ErrorBody>>('POST', '/bookings', {
        token: bob.token,
        body,
        headers: { 'idempotency-key': key },
      });
    // An instance claims the key, then dies before its hold commits: the key stays in progress.
    const lost = await send();
    await api.database.db.delete(bookings).where(eq(bookings.id, lost.body.id));
    const stuckSince = async (ageMs: number) =>
      api.database.db
        .update(idempotencyKeys)
        .set({
          statusCode: 0,
          body: {},
          createdAt: new Date(Date.now() - ageMs),
          claimedAt: new Date(Date.now() - ageMs),
        })
        .where(eq(idempotencyKeys.key, key));
    // Claimed a moment ago, maybe still running: the retry waits its turn.
    await stuckSince(10_000);
    expect((await send()).body.error?.code).toBe('REQUEST_IN_PROGRESS');
    // Three minutes on, no request runs that long: the retry runs afresh, once.
    await stuckSince(3 * 60_000);
    const ran = await send();
    expect(ran.status).toBe(201);
    const replayed = await send();
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body.id).toBe(ran.body.id);
    expect(await api.database.db.select().from(bookings).where(eq(bookings.id, ran.body.id))).toHaveLength(1);
    // A day later the key is forgotten by the scheduler's sweep.
    expect(
      await forgetExpiredIdempotencyKeys(api.database.db, new Date(Date.now() + 25 * 60 * 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await api.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(0);
  });

  it('refuses to pay a hold that has expired', async () => {
    const held = await hold(alice, { day: workdayAhead(4), start: 900, end: 1000 });
    await api.database.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, held.body.id));
    const late = await api.request<ErrorBody>('POST', `/bookings/${held.body.id}/payment`, {
      token: alice.token,
      body: card(),
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('HOLD_EXPIRED');
    // ...and its slot is free again for someone else.
    expect((await hold(bob, { day: workdayAhead(4), start: 900, end: 1000 })).status).toBe(201);
  });

  it('cancels, extends and moves a booking, the database guarding every overlap', async () => {
    const otherDay = workdayAhead(5);
    const mine = await hold(alice, { day: otherDay, start: 1000, end: 1100 });
    await hold(bob, { day: otherDay, start: 1200, end: 1300 });
    const extended = await api.request<Booking>('POST', `/bookings/${mine.body.id}/extend`, {
      token: alice.token,
      body: { end: '11:30' },
    });
    expect(extended.body).toMatchObject({ end: '11:30', space_price: Math.round(1.5 * room.priceHourCents) });
    const blocked = await api.request<ErrorBody>('POST', `/bookings/${mine.body.id}/extend`, {
      token: alice.token,
      body: { end: 1230 },
    });
    expect(blocked.body.error.code).toBe('SLOT_TAKEN');
    const moved = await api.request<Booking>('POST', `/bookings/${mine.body.id}/change`, {
      token: alice.token,
      body: { day: otherDay, start: 1400, end: 1500 },
    });
    expect(moved.body).toMatchObject({ start: '14:00', end: '15:00' });
    const cancelled = await api.request<Booking>('POST', `/bookings/${mine.body.id}/cancel`, {
      token: alice.token,
    });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await hold(bob, { day: otherDay, start: 1400, end: 1500 })).status).toBe(201);
  });

  it('holds a recurring series, one event per day, billed with the weekly offer', async () => {
    // Past every other day of this file: on some weekdays 7 days ahead meets the slots held above.
    const first = workdayAhead(60);
    const response = await hold(alice, {
      day: first,
      start: 900,
      end: 1700,
      recurrence: { weekdays: [0, 3], weeks: 2 },
    });
    expect(response.status).toBe(201);
    expect(response.body.occurrences.map((o) => o.nth)).toEqual(
      response.body.occurrences.map((_, i) => i + 1),
    );
    expect(response.body.rebates.map((r) => r.code)).toContain('offer.recurring_2');
  });

  it('hides a booking from anyone but its organizer', async () => {
    const mine = await hold(alice, { day: workdayAhead(12), start: 1700, end: 1800 });
    expect(mine.status).toBe(201);
    const peek = await api.request<ErrorBody>('GET', `/bookings/${mine.body.id}`, { token: bob.token });
    expect(peek.status).toBe(404);
    const cancel = await api.request<ErrorBody>('POST', `/bookings/${mine.body.id}/cancel`, {
      token: bob.token,
    });
    expect(cancel.status).toBe(404);
  });
});

describe('paying after a refused card', () => {
  let api: TestApi;
  let carol: TestIdentity;
  beforeAll(async () => {
    [api, carol] = await Promise.all([startTestApi(), signUp()]);
  });
  afterAll(() => api.close());

  it('accepts another card for the same hold, and charges it once', async () => {
    const held = await api.request<Booking>('POST', '/bookings', {
      token: carol.token,
      body: { space_id: weekdayRoom(6).id, day: workdayAhead(8), start: 1000, end: 1100 },
    });
    const declined = await api.request<ErrorBody>('POST', `/bookings/${held.body.id}/payment`, {
      token: carol.token,
      body: card(OFFLINE_TEST_CARDS.declined),
    });
    expect(declined.status).toBe(422);
    const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
      token: carol.token,
      body: card(OFFLINE_TEST_CARDS.mastercard),
    });
    expect(paid.status).toBe(200);
    expect(paid.body.booking.status).toBe('confirmed');
    const rows = await api.database.db.select().from(payments).where(eq(payments.bookingId, held.body.id));
    expect(rows.map((row) => row.status)).toEqual(['succeeded']);
  });
});
