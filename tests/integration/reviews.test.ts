import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import type { EventSummary } from '../../src/contracts/events';
import type { Me } from '../../src/contracts/me';
import type { AdminReview, EventReview } from '../../src/contracts/reviews';
import type { SpaceDetail, SpaceSearchResponse } from '../../src/contracts/spaces';
import { parisInstant } from '../../src/domain/paris-time';
import type { ErrorBody } from '../../src/server/core/errors';
import { auditLog, outboxMessages, spaces, users } from '../../src/server/db/schema';
import { DEMO_REVIEWED_SPACE, seedDemoReviews } from '../../src/server/db/seed/seed-demo-reviews';
import { TERMS_VERSION } from '../../src/domain/terms';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { completeEndedBookings } from '../../src/server/lifecycle/completion';
import { renderMessage } from '../../src/server/messages/render';
import type { MessageKind } from '../../src/server/messages/outbox';
import { startTestApi, type TestApi } from '../helpers/api';
import { weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';

const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

describe.each(testDatabaseKinds())('reviews of spaces, on %s', (kind) => {
  let api: TestApi;
  let clock: number | undefined;
  let alice: TestIdentity;
  let bob: TestIdentity;
  let staff: TestIdentity;
  const room = weekdayRoom(2);

  const meOf = async (who: TestIdentity) => (await api.request<Me>('GET', '/me', { token: who.token })).body;

  beforeAll(async () => {
    api = await startTestApi(kind, { now: () => new Date(clock ?? Date.now()) });
    [alice, bob, staff] = await Promise.all([
      signUp(uniqueEmail('alice')),
      signUp(uniqueEmail('bob')),
      signUp(uniqueEmail('staff')),
    ]);
    const [a, s] = await Promise.all([meOf(alice), meOf(staff), meOf(bob)]);
    await api.database.db
      .update(users)
      .set({ firstName: 'Alice', lastName: 'martin' })
      .where(eq(users.id, a.id));
    await api.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, s.id));
  });
  afterAll(() => api.close());

  /** A booking of `who` on a past working day, paid before it started; completed unless told not to. */
  async function pastBooking(
    who: TestIdentity,
    daysAgo: number,
    { complete = true } = {},
  ): Promise<{ booking: Booking; eventId: string }> {
    const day = workdayAhead(-daysAgo);
    clock = parisInstant(day, 8 * 60).getTime();
    try {
      const held = await api.request<Booking & ErrorBody>('POST', '/bookings', {
        token: who.token,
        body: { space_id: room.id, day, start: '10:00', end: '11:00' },
      });
      expect(held.status, JSON.stringify(held.body)).toBe(201);
      expect(
        (await api.request('POST', `/bookings/${held.body.id}/payment`, { token: who.token, body: card }))
          .status,
      ).toBe(200);
      clock = undefined;
      if (complete) await completeEndedBookings(api.database.db, new Date());
      const past = await api.request<EventSummary[]>('GET', '/events?scope=past', { token: who.token });
      const event = past.body.find((e) => e.booking_id === held.body.id);
      if (!event) throw new Error('no event for the booking');
      return { booking: held.body, eventId: event.id };
    } finally {
      clock = undefined;
    }
  }

  const ratingOf = async () =>
    (
      await api.database.db
        .select({ count: spaces.ratingCount, sum: spaces.ratingSum })
        .from(spaces)
        .where(eq(spaces.id, room.id))
    )[0];

  it('lets the organizer of a completed booking rate it once, edit it, and nobody else', async () => {
    const { booking, eventId } = await pastBooking(alice, 3);
    const before = await ratingOf();

    // Bob is nobody to this booking: it does not exist for him.
    expect((await api.request('GET', `/events/${eventId}/review`, { token: bob.token })).status).toBe(404);
    expect(
      (await api.request('PUT', `/events/${eventId}/review`, { token: bob.token, body: { rating: 1 } }))
        .status,
    ).toBe(404);
    expect((await api.request('PUT', `/events/${eventId}/review`, { body: { rating: 1 } })).status).toBe(401);

    const open = await api.request<EventReview>('GET', `/events/${eventId}/review`, { token: alice.token });
    expect(open.body).toEqual({ state: 'open', review: null, editable_until: null });

    const written = await api.request<EventReview>('PUT', `/events/${eventId}/review`, {
      token: alice.token,
      body: { rating: 4, comment: '  Calme et lumineux.  ' },
    });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      state: 'open',
      review: { rating: 4, comment: 'Calme et lumineux.' },
    });
    expect(await ratingOf()).toEqual({ count: (before?.count ?? 0) + 1, sum: (before?.sum ?? 0) + 4 });

    // Once per booking: a second PUT edits the same review, the space counts it once.
    const edited = await api.request<EventReview>('PUT', `/events/${eventId}/review`, {
      token: alice.token,
      body: { rating: 5, comment: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({ id: written.body.review?.id, rating: 5, comment: null });
    expect(await ratingOf()).toEqual({ count: (before?.count ?? 0) + 1, sum: (before?.sum ?? 0) + 5 });

    // Past its edit window, it stays as it is.
    clock = Date.now() + 15 * 24 * 3600_000;
    try {
      const locked = await api.request<ErrorBody>('PUT', `/events/${eventId}/review`, {
        token: alice.token,
        body: { rating: 1 },
      });
      expect([locked.status, locked.body.error.code]).toEqual([409, 'REVIEW_LOCKED']);
      expect(
        (await api.request<EventReview>('GET', `/events/${eventId}/review`, { token: alice.token })).body
          .state,
      ).toBe('closed');
    } finally {
      clock = undefined;
    }

    // The space page shows it, the author by first name and initial only.
    const detail = await api.request<SpaceDetail>('GET', `/spaces/${room.zone}/${room.slug}`);
    expect(detail.body.rating?.count).toBe((before?.count ?? 0) + 1);
    expect(detail.body.reviews?.[0]).toMatchObject({ rating: 5, comment: null, author: 'Alice M.' });
    expect(JSON.stringify(detail.body)).not.toContain('martin');
    expect(booking.id).toBeTruthy();
  });

  it('refuses a review before the booking completes, and out-of-bounds input with a validation error', async () => {
    const { eventId } = await pastBooking(bob, 5, { complete: false });
    expect(
      (await api.request<EventReview>('GET', `/events/${eventId}/review`, { token: bob.token })).body.state,
    ).toBe('not_yet');
    const early = await api.request<ErrorBody>('PUT', `/events/${eventId}/review`, {
      token: bob.token,
      body: { rating: 3 },
    });
    expect([early.status, early.body.error.code]).toEqual([409, 'BOOKING_NOT_COMPLETED']);

    await completeEndedBookings(api.database.db, new Date());
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      {},
      { rating: 3, comment: 'x'.repeat(1001) },
      { rating: 3, extra: true },
    ]) {
      const bad = await api.request<ErrorBody>('PUT', `/events/${eventId}/review`, {
        token: bob.token,
        body,
      });
      expect([bad.status, bad.body.error.code], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(
      (
        await api.request('PUT', `/events/${eventId}/review`, {
          token: bob.token,
          body: { rating: 3, comment: 'x'.repeat(1000) },
        })
      ).status,
    ).toBe(201);
  });

  it('asks the organizer for a review by e-mail when the booking completes, once, in their language', async () => {
    const { booking, eventId } = await pastBooking(alice, 7);
    await completeEndedBookings(api.database.db, new Date());
    const requests = await api.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `review_request:${booking.id}`));
    expect(requests).toHaveLength(1);
    const [request] = requests;
    if (!request) throw new Error('no review request');
    expect(request.recipient).toBe(alice.email);
    const fr = await renderMessage(request.kind as MessageKind, request.payload, 'fr', {
      appUrl: 'https://nook.test',
      now: new Date(),
      recipient: request.recipient,
    });
    expect(fr.subject).toContain('Comment s’est passé');
    expect(fr.html).toContain(`https://nook.test/events/${eventId}#review`);
    const en = await renderMessage(request.kind as MessageKind, request.payload, 'en', {
      appUrl: 'https://nook.test',
      now: new Date(),
      recipient: request.recipient,
    });
    expect(en.text).toContain(`https://nook.test/en/events/${eventId}#review`);
    expect(en.subject).toMatch(/^How was your time at /);
  });

  it('lets staff hide a review, which then counts nowhere, and show it again; audited, and for staff only', async () => {
    const { eventId } = await pastBooking(bob, 9);
    await api.request('PUT', `/events/${eventId}/review`, {
      token: bob.token,
      body: { rating: 1, comment: 'Bruyant.' },
    });
    const listed = await api.request<AdminReview[]>('GET', '/admin/reviews', { token: staff.token });
    const review = listed.body.find((r) => r.comment === 'Bruyant.');
    if (!review) throw new Error('the review is not listed');
    expect((await api.request('GET', '/admin/reviews', { token: bob.token })).status).toBe(404);
    expect((await api.request('POST', `/admin/reviews/${review.id}/hide`, { token: bob.token })).status).toBe(
      404,
    );

    const shown = await ratingOf();
    const search = async () => {
      for (let page = 1; page <= 20; page++) {
        const found = await api.request<SpaceSearchResponse>(
          'GET',
          `/spaces?zone=${room.zone}&type=meeting_room&page_size=50&page=${page}`,
        );
        const item = found.body.items.find((i) => i.id === room.id);
        if (item) return item.rating;
        if (!found.body.has_more) break;
      }
      throw new Error('the room is not in the search results');
    };
    const average = (count: number, sum: number) => Math.round((sum / count) * 10) / 10;
    expect(await search()).toEqual({
      count: shown?.count,
      average: average(shown?.count ?? 1, shown?.sum ?? 0),
    });

    const hidden = await api.request<AdminReview>('POST', `/admin/reviews/${review.id}/hide`, {
      token: staff.token,
    });
    expect(hidden.body.hidden_at).not.toBeNull();
    const after = await ratingOf();
    expect(after).toEqual({ count: (shown?.count ?? 0) - 1, sum: (shown?.sum ?? 0) - 1 });
    expect(await search()).toEqual({
      count: after?.count,
      average: after?.count ? average(after.count, after.sum) : null,
    });
    const page = await api.request<SpaceDetail>('GET', `/spaces/${room.zone}/${room.slug}`);
    expect(page.body.reviews?.some((r) => r.id === review.id)).toBe(false);
    // Hiding twice changes nothing more.
    await api.request('POST', `/admin/reviews/${review.id}/hide`, { token: staff.token });
    expect(await ratingOf()).toEqual(after);

    const visible = await api.request<AdminReview>('POST', `/admin/reviews/${review.id}/unhide`, {
      token: staff.token,
    });
    expect(visible.body.hidden_at).toBeNull();
    expect(await ratingOf()).toEqual(shown);
    const audit = await api.database.db.select().from(auditLog).where(eq(auditLog.targetId, review.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['review.hide', 'review.hide', 'review.unhide']);
  });

  it('seeds a few demo reviews once, counted on their space', async () => {
    expect(await seedDemoReviews(api.database.db)).toBe(3);
    expect(await seedDemoReviews(api.database.db)).toBe(0);
    const detail = await api.request<SpaceDetail>(
      'GET',
      `/spaces/${DEMO_REVIEWED_SPACE.zone}/${DEMO_REVIEWED_SPACE.slug}`,
    );
    expect(detail.body.rating).toEqual({ count: 3, average: 4.7 });
    expect(detail.body.reviews?.map((r) => r.author)).toEqual(['Camille D.', 'Hugo L.', 'Inès M.']);
  });
});
