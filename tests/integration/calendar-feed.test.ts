import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import { parisInstant, parisWeekday } from '../../src/domain/paris-time';
import type { ErrorBody } from '../../src/server/core/errors';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { expectStandardCalendar, readCalendar, type ReadCalendar } from '../helpers/calendar-file';
import { signUp, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';
import { TERMS_VERSION } from '../../src/domain/terms';

type Address = { url: string; webcal_url: string };
const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};
/** The API's clock, set: every file is stamped with it. */
const NOW = new Date();
NOW.setUTCMilliseconds(0);

// The private calendar feed (a secret address that calendar apps subscribe to, listing the user's
// own events and the ones they are invited to, and nobody else's) and the files the event and
// confirmation pages download: all read back by ical.js.
describe.each(testDatabaseKinds())('the calendar feed and files, on %s', (kind) => {
  let api: TestApi;
  let alice: TestIdentity;
  let bob: TestIdentity;
  let carol: TestIdentity;
  const room = weekdayRoom(6);
  let nextDay = 40;

  beforeAll(async () => {
    [api, alice, bob, carol] = await Promise.all([
      startTestApi(kind, { now: () => new Date(NOW) }),
      signUp(),
      signUp(),
      signUp(),
    ]);
  });
  afterAll(() => api.close());

  /** A booking of 14:00–15:30, paid; with `weeks`, on that weekday of as many weeks. */
  const confirmed = async (who: TestIdentity, weeks?: number) => {
    const day = workdayAhead(nextDay++);
    const recurrence = weeks ? { weekdays: [parisWeekday(day)], weeks } : undefined;
    const held = await api.request<Booking>('POST', '/bookings', {
      token: who.token,
      body: { space_id: room.id, day, start: '14:00', end: '15:30', recurrence },
    });
    const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
      token: who.token,
      body: card,
    });
    return paid.body.booking;
  };
  const eventOf = (booking: Booking) => booking.occurrences[0]?.event_id ?? '';
  /** A calendar file as the API answers it, checked for what every file we write keeps. */
  const read = (text: string): ReadCalendar => {
    const calendar = readCalendar(text);
    expectStandardCalendar(calendar);
    for (const event of calendar.events) expect(event.stamp).toEqual(NOW);
    return calendar;
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
  const feedOf = async (who: TestIdentity) => {
    const address = await api.request<Address>('GET', '/me/calendar-feed', { token: who.token });
    return read((await fetchFeed(address.body)).text);
  };

  it("lists the user's own events and those they are invited to, and nobody else's", async () => {
    const own = await confirmed(alice);
    const invitedTo = await confirmed(bob);
    const bobsOther = await confirmed(bob);
    const carols = await confirmed(carol);
    const invitedEvent = eventOf(invitedTo);
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
    const calendar = read(feed.text);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.properties).toEqual(expect.arrayContaining(['NAME', 'X-WR-CALNAME', 'REFRESH-INTERVAL']));
    expect(calendar.events.map((event) => event.uid).sort()).toEqual(
      [`${eventOf(own)}@nook`, `${invitedEvent}@nook`].sort(),
    );
    const mine = calendar.events.find((event) => event.uid === `${eventOf(own)}@nook`);
    expect(mine).toMatchObject({
      start: parisInstant(own.day, 14 * 60),
      end: parisInstant(own.day, 15 * 60 + 30),
      sequence: 0,
      status: 'CONFIRMED',
    });
    expect(mine?.organizer?.email).toBe(alice.email);
    const invited = calendar.events.find((event) => event.uid === `${invitedEvent}@nook`);
    expect(invited?.organizer?.email).toBe(bob.email);
    for (const foreign of [bobsOther, carols]) expect(feed.text).not.toContain(eventOf(foreign));
    expect(feed.text).not.toContain(carol.email);
  });

  it('shows a moved event at its new time, one SEQUENCE higher, in the feed and the downloads', async () => {
    const booking = await confirmed(alice);
    const uid = `${eventOf(booking)}@nook`;
    const download = async () =>
      read(
        (await api.request<string>('GET', `/events/${eventOf(booking)}/calendar.ics`, { token: alice.token }))
          .body,
      ).events[0];
    expect((await feedOf(alice)).events.find((event) => event.uid === uid)?.sequence).toBe(0);
    expect(await download()).toMatchObject({ uid, sequence: 0 });

    const moved = await api.request('POST', `/bookings/${booking.id}/change`, {
      token: alice.token,
      body: { day: booking.day, start: '14:00', end: '15:00' },
    });
    expect(moved.status).toBe(200);
    const changed = {
      uid,
      sequence: 1,
      start: parisInstant(booking.day, 840),
      end: parisInstant(booking.day, 900),
    };
    expect((await feedOf(alice)).events.find((event) => event.uid === uid)).toMatchObject(changed);
    expect(await download()).toMatchObject(changed);
  });

  it("downloads an event's file for its organizer and its guests, in their language, and for nobody else", async () => {
    const booking = await confirmed(bob);
    const eventId = eventOf(booking);
    await api.request('POST', `/events/${eventId}/guests`, {
      token: bob.token,
      body: { email: alice.email },
    });
    const path = `/events/${eventId}/calendar.ics`;

    const organizer = await api.request<string>('GET', path, { token: bob.token });
    expect(organizer.status).toBe(200);
    expect(organizer.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(organizer.headers.get('content-disposition')).toBe(
      `attachment; filename="${room.slug}-${booking.day}.ics"`,
    );
    const calendar = read(organizer.body);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({
      uid: `${eventId}@nook`,
      start: parisInstant(booking.day, 840),
      end: parisInstant(booking.day, 930),
      summary: room.title.fr,
      url: `${new URL(api.baseUrl).origin}/events/${eventId}`,
    });
    expect(calendar.events[0]?.organizer?.email).toBe(bob.email);
    // A publication names no attendee: the guests' addresses are the organizer's to see.
    expect(calendar.events[0]?.attendees).toEqual([]);

    const guest = await api.request<string>('GET', path, {
      token: alice.token,
      headers: { 'accept-language': 'en' },
    });
    expect(guest.status).toBe(200);
    expect(read(guest.body).events[0]).toMatchObject({
      summary: room.title.en,
      url: `${new URL(api.baseUrl).origin}/en/events/${eventId}`,
    });
    expect((await api.request<ErrorBody>('GET', path, { token: carol.token })).status).toBe(404);
    expect((await api.request('GET', path)).status).toBe(401);
  });

  it("downloads a booking's every occurrence, and a cancelled one as cancelled, one version on", async () => {
    const series = await confirmed(carol, 3);
    expect(series.occurrences).toHaveLength(3);
    const path = `/bookings/${series.id}/calendar.ics`;
    const calendar = read((await api.request<string>('GET', path, { token: carol.token })).body);
    expect(calendar.events.map((event) => [event.uid, event.start, event.end, event.status])).toEqual(
      series.occurrences.map((occurrence) => [
        `${occurrence.event_id}@nook`,
        parisInstant(occurrence.day, 840),
        parisInstant(occurrence.day, 930),
        'CONFIRMED',
      ]),
    );
    expect((await api.request('GET', path, { token: alice.token })).status).toBe(404);

    expect((await api.request('POST', `/bookings/${series.id}/cancel`, { token: carol.token })).status).toBe(
      200,
    );
    const cancelled = read((await api.request<string>('GET', path, { token: carol.token })).body);
    expect(cancelled.events.map((event) => [event.status, event.sequence])).toEqual([
      ['CANCELLED', 1],
      ['CANCELLED', 1],
      ['CANCELLED', 1],
    ]);
    // Gone from the feed, which lists live events only.
    const uids = (await feedOf(carol)).events.map((event) => event.uid);
    for (const occurrence of series.occurrences) expect(uids).not.toContain(`${occurrence.event_id}@nook`);
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
