import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import type { ErrorBody } from '../../src/server/core/errors';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';
import { TERMS_VERSION } from '../../src/domain/terms';

type Address = { url: string; webcal_url: string };
const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

// The private calendar feed: a secret address that calendar apps subscribe to, listing the user's
// own events and the ones they are invited to, and nobody else's.
describe.each(testDatabaseKinds())('the calendar feed, on %s', (kind) => {
  let api: TestApi;
  let alice: TestIdentity;
  let bob: TestIdentity;
  let carol: TestIdentity;
  const room = weekdayRoom(6);
  let nextDay = 40;

  beforeAll(async () => {
    [api, alice, bob, carol] = await Promise.all([startTestApi(kind), signUp(), signUp(), signUp()]);
  });
  afterAll(() => api.close());

  const confirmed = async (who: TestIdentity) => {
    const day = workdayAhead(nextDay++);
    const held = await api.request<Booking>('POST', '/bookings', {
      token: who.token,
      body: { space_id: room.id, day, start: '14:00', end: '15:30' },
    });
    const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
      token: who.token,
      body: card,
    });
    return paid.body.booking;
  };
  /** The feed as a calendar app fetches it: no key, no token, only its address. */
  const fetchFeed = async (address: Address) => {
    const file = address.url.split('/').pop() ?? '';
    const response = await fetch(`${api.baseUrl}/calendar/${file}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      text: await response.text(),
    };
  };
  const uidsOf = (text: string) =>
    Object.values(ical.sync.parseICS(text))
      .filter((component): component is VEvent => component?.type === 'VEVENT')
      .map((event) => event.uid)
      .sort();

  it("lists the user's own events and those they are invited to, and nobody else's", async () => {
    const own = await confirmed(alice);
    const invitedTo = await confirmed(bob);
    const bobsOther = await confirmed(bob);
    const carols = await confirmed(carol);
    const invitedEvent = invitedTo.occurrences[0]?.event_id ?? '';
    expect(
      (
        await api.request('POST', `/events/${invitedEvent}/guests`, {
          token: bob.token,
          body: { email: alice.email },
        })
      ).status,
    ).toBe(201);

    const address = await api.request<Address>('GET', '/me/calendar-feed', { token: alice.token });
    expect(address.status).toBe(200);
    expect(address.body.webcal_url).toMatch(/^webcal:\/\/.+\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    // Asked again, the same address.
    expect((await api.request<Address>('GET', '/me/calendar-feed', { token: alice.token })).body.url).toBe(
      address.body.url,
    );

    const feed = await fetchFeed(address.body);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    expect(feed.cache).toMatch(/^private, max-age=\d+$/);
    const uids = uidsOf(feed.text);
    expect(uids).toEqual([`${own.occurrences[0]?.event_id}@nook`, `${invitedEvent}@nook`].sort());
    for (const foreign of [bobsOther, carols])
      expect(feed.text).not.toContain(foreign.occurrences[0]?.event_id);
    expect(feed.text).not.toContain(carol.email);
  });

  it('stops answering at the old address once the user asks for a new one', async () => {
    const before = (await api.request<Address>('GET', '/me/calendar-feed', { token: alice.token })).body;
    const after = await api.request<Address>('POST', '/me/calendar-feed/reset', { token: alice.token });
    expect(after.body.url).not.toBe(before.url);
    const old = await fetchFeed(before);
    expect(old.status).toBe(404);
    expect((JSON.parse(old.text) as ErrorBody).error.code).toBe('NOT_FOUND');
    expect((await fetchFeed(after.body)).status).toBe(200);
    // A made-up address finds nothing either.
    expect((await fetchFeed({ url: 'x/calendar/not-a-real-token-at-all.ics', webcal_url: '' })).status).toBe(
      404,
    );
  });

  it('is only for a verified e-mail', async () => {
    const unverified = await signUp(undefined, undefined, { verified: false });
    const answer = await api.request<ErrorBody>('GET', '/me/calendar-feed', { token: unverified.token });
    expect([answer.status, answer.body.error.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
  });
});
