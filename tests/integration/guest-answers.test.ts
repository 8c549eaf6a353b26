import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import type { EventDetail, EventSummary } from '../../src/contracts/events';
import { TERMS_VERSION } from '../../src/domain/terms';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';

type ErrorBody = { error: { code: string } };
const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

describe('guests who answer, and what a guest sees of an event', () => {
  let api: TestApi;
  let organizer: TestIdentity;
  let first: TestIdentity;
  let second: TestIdentity;
  let eventId: string;
  const emails = [uniqueEmail('first-guest'), uniqueEmail('second-guest')] as const;
  let clock = Date.now();

  beforeAll(async () => {
    [api, organizer, first, second] = await Promise.all([
      startTestApi('pglite', { now: () => new Date(clock) }),
      signUp(),
      signUp(emails[0]),
      signUp(emails[1]),
    ]);
    // A room whose seeded space has access instructions: they go to the guests.
    const room = weekdayRoom(0);
    const held = await api.request<Booking>('POST', '/bookings', {
      token: organizer.token,
      body: { space_id: room.id, day: workdayAhead(8), start: '14:00', end: '16:00' },
    });
    await api.request('PATCH', `/bookings/${held.body.id}`, {
      token: organizer.token,
      body: { coupon_code: 'COSY20' },
    });
    const paid = await api.request<{ booking: Booking }>('POST', `/bookings/${held.body.id}/payment`, {
      token: organizer.token,
      body: card,
    });
    eventId = paid.body.booking.occurrences[0]?.event_id ?? '';
    for (const email of emails)
      expect(
        (await api.request('POST', `/events/${eventId}/guests`, { token: organizer.token, body: { email } }))
          .status,
      ).toBe(201);
  });
  afterAll(() => api.close());

  const detailFor = async (who: TestIdentity) =>
    (await api.request<EventDetail>('GET', `/events/${eventId}`, { token: who.token })).body;

  it('shows a guest the time, the place and how to get in, and whom to write to, but no price, code or other guest’s address', async () => {
    const seen = await detailFor(first);
    expect(seen.place.street).not.toBe('');
    expect(seen.place.access).toMatch(/étage/);
    expect(seen.participants.organizer.email).toBe(organizer.email);
    expect([
      seen.total_price,
      seen.space_price,
      seen.extras_price,
      seen.price_hour,
      seen.rebates,
      seen.extras,
    ]).toEqual([null, null, null, null, null, null]);
    expect(JSON.stringify(seen)).not.toContain('COSY20');
    expect(seen.participants.guests.map((guest) => guest.email)).toEqual([emails[0], '']);
    expect(seen.my_response).toBe('pending');
    const listed = (await api.request<EventSummary[]>('GET', '/events', { token: first.token })).body.find(
      (event) => event.id === eventId,
    );
    expect(listed?.total_price).toBeNull();

    // The organizer sees it all.
    const own = await detailFor(organizer);
    expect(own.total_price).toBeGreaterThan(0);
    expect(own.rebates?.map((rebate) => rebate.code)).toContain('COSY20');
    expect(own.participants.guests.map((guest) => guest.email)).toEqual([...emails]);
    expect(own.my_response).toBeNull();
  });

  it('lets each guest accept or decline, and change their mind; the organizer sees each answer', async () => {
    const yes = await api.request<EventDetail>('POST', `/events/${eventId}/response`, {
      token: first.token,
      body: { response: 'accepted' },
    });
    expect([yes.status, yes.body.my_response]).toEqual([200, 'accepted']);
    await api.request('POST', `/events/${eventId}/response`, {
      token: second.token,
      body: { response: 'accepted' },
    });
    await api.request('POST', `/events/${eventId}/response`, {
      token: second.token,
      body: { response: 'declined' },
    });
    expect(
      (await detailFor(organizer)).participants.guests.map((guest) => [guest.email, guest.response]),
    ).toEqual([
      [emails[0], 'accepted'],
      [emails[1], 'declined'],
    ]);
  });

  it('refuses an answer from anyone but a guest, a made-up answer, and any answer once the event has started', async () => {
    const fromOrganizer = await api.request<ErrorBody>('POST', `/events/${eventId}/response`, {
      token: organizer.token,
      body: { response: 'accepted' },
    });
    expect([fromOrganizer.status, fromOrganizer.body.error.code]).toEqual([403, 'NOT_GUEST']);
    const stranger = await signUp();
    expect(
      (
        await api.request<ErrorBody>('POST', `/events/${eventId}/response`, {
          token: stranger.token,
          body: { response: 'accepted' },
        })
      ).status,
    ).toBe(404);
    const maybe = await api.request<ErrorBody>('POST', `/events/${eventId}/response`, {
      token: first.token,
      body: { response: 'maybe' },
    });
    expect(maybe.status).toBe(400);

    clock += 40 * 24 * 3_600_000;
    const late = await api.request<ErrorBody>('POST', `/events/${eventId}/response`, {
      token: first.token,
      body: { response: 'declined' },
    });
    expect([late.status, late.body.error.code]).toEqual([422, 'INVITATION_CLOSED']);
    expect((await detailFor(organizer)).participants.guests[0]?.response).toBe('accepted');
  });
});
