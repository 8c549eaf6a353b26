import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Availability,
  SpaceDetail,
  SpaceSearchItem,
  SpaceSearchResponse,
  ZoneWithCount,
} from '../../src/contracts/spaces';
import { fitsCapacityBucket } from '../../src/domain/capacity';
import { addDays, parisDay, parisInstant, parisWeekday } from '../../src/domain/paris-time';
import { EARLY_BOOKING, computePrice } from '../../src/domain/pricing';
import { normalizeSearchText } from '../../src/domain/search-text';
import { openingWindow } from '../../src/domain/slots';
import {
  accounts,
  bookings,
  events,
  extras,
  favorites,
  spaceExtras,
  spaces,
  users,
} from '../../src/server/db/schema';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';

type Space = typeof spaces.$inferSelect;
type ErrorResponse = { error: { code: string; details: { field: string; code: string }[] } };
type Query = Record<string, string | string[]>;

const qs = (query: Query) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of [value].flat()) params.append(key, one);
  return params.toString();
};

describe.each(testDatabaseKinds())('spaces API on %s', (kind) => {
  let api: TestApi;
  let alice: TestIdentity;
  let paris: Space[];
  const day = workdayAhead(10);
  const slot = { day, start: '1400', end: '16:00' };
  const openForSlot = (space: Space) => {
    const window = openingWindow(space.openingHours, day);
    return window !== undefined && window.open <= 14 * 60 && window.close >= 16 * 60;
  };

  const search = (query: Query, token?: string) =>
    api.request<SpaceSearchResponse>('GET', `/spaces?${qs(query)}`, { token });
  /** Every page of a search, so that set assertions see all results. */
  async function searchAll(query: Query, token?: string): Promise<SpaceSearchItem[]> {
    const items: SpaceSearchItem[] = [];
    for (let page = 1; ; page += 1) {
      const response = await search({ ...query, page: String(page), page_size: '50' }, token);
      expect(response.status).toBe(200);
      items.push(...response.body.items);
      if (!response.body.has_more) return items;
    }
  }
  const ids = (items: { id: string }[]) => new Set(items.map((item) => item.id));

  /** A booking of `space` with one event on the test day, written straight to the database. */
  async function book(
    space: Space,
    start: number,
    end: number,
    status: 'held' | 'confirmed' | 'cancelled',
    expiresAt?: Date,
  ) {
    const { db } = api.database;
    const [account] = await db.insert(accounts).values({}).returning();
    if (!account) throw new Error('no account');
    const [user] = await db
      .insert(users)
      .values({ accountId: account.id, email: `booker-${account.id}@example.com` })
      .returning();
    if (!user) throw new Error('no user');
    const [booking] = await db
      .insert(bookings)
      .values({
        spaceId: space.id,
        accountId: account.id,
        organizerId: user.id,
        status,
        expiresAt,
        spacePriceCents: 1,
        totalPriceCents: 1,
      })
      .returning();
    if (!booking) throw new Error('no booking');
    await db.insert(events).values({
      bookingId: booking.id,
      spaceId: space.id,
      status,
      startsAt: parisInstant(day, start),
      endsAt: parisInstant(day, end),
    });
  }

  beforeAll(async () => {
    [api, alice] = await Promise.all([startTestApi(kind), signUp()]);
    paris = await api.database.db
      .select()
      .from(spaces)
      .where(and(eq(spaces.zoneId, 'paris'), eq(spaces.published, true)));
  });
  afterAll(() => api.close());

  it('lists the zones with their number of spaces, named in the asked language', async () => {
    const response = await api.request<ZoneWithCount[]>('GET', '/zones', {
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(response.status).toBe(200);
    expect(response.body.map((zone) => zone.id)).toEqual(['bordeaux', 'lyon', 'paris']);
    expect(response.body.find((zone) => zone.id === 'paris')).toMatchObject({
      name: 'Paris',
      space_count: paris.length,
    });
  });

  it('searches a zone cheapest first, 24 a page, without a slot price', async () => {
    const response = await search({ zone: 'paris' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ has_more: true, page: 1, page_size: 24 });
    expect(response.body.items).toHaveLength(24);
    const prices = response.body.items.map((item) => item.price_hour);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(
      response.body.items.every((item) => item.price === null && !item.favorite && item.rebates.length === 0),
    ).toBe(true);
    expect(ids(await searchAll({ zone: 'paris' }))).toEqual(ids(paris));
    const past = await search({ zone: 'paris', page: '9' });
    expect(past.body).toMatchObject({ items: [], has_more: false });
  });

  it('answers 404 for an unknown zone and 400 with one detail per invalid field', async () => {
    expect((await search({ zone: 'atlantis' })).status).toBe(404);
    // Text that cannot be a zone id, quotes included, is simply no zone: a 404 with the error body.
    for (const zone of ["paris' OR '1'='1", 'Paris', 'par is', 'pa\\ris']) {
      const response = await api.request<ErrorResponse>('GET', `/spaces?${qs({ zone })}`);
      expect(response.status, zone).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
    const cases: [Query, string, string?][] = [
      [{}, 'query.zone'],
      [{ zone: 'paris', capacity: '3-5' }, 'query.capacity'],
      [{ zone: 'paris', page_size: '51' }, 'query.page_size'],
      [{ zone: 'paris', features: ['wifi', 'jacuzzi'] }, 'query.features.1'],
      [{ zone: 'paris', sort: 'distance' }, 'query.sort', 'location_required'],
      [{ zone: 'paris', day, start: '1400' }, 'query.end', 'required'],
      [{ zone: 'paris', start: '1400', end: '1600' }, 'query.day', 'required'],
      [{ zone: 'paris', day, start: '1600', end: '1400' }, 'query.end', 'end_before_start'],
      [{ zone: 'paris', day, start: '07:00', end: '09:00' }, 'query.start', 'outside_bookable_hours'],
      [{ zone: 'paris', day, start: '1400', end: '2330' }, 'query.end', 'outside_bookable_hours'],
      [{ zone: 'paris', day, start: '0945', end: '1100' }, 'query.start', 'not_half_hour'],
      [
        { zone: 'paris', day: addDays(parisDay(new Date()), -1), start: '1000', end: '1100' },
        'query.day',
        'in_the_past',
      ],
      [{ zone: 'paris', day: addDays(parisDay(new Date()), 400) }, 'query.day', 'too_far_ahead'],
      [{ zone: 'paris', day: '2026-02-30' }, 'query.day'],
    ];
    for (const [query, field, code] of cases) {
      const response = await api.request<ErrorResponse>('GET', `/spaces?${qs(query)}`);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      const fields = response.body.error.details.map((detail) => detail.field);
      expect(new Set(fields).size).toBe(fields.length);
      expect(response.body.error.details, JSON.stringify(query)).toContainEqual(
        expect.objectContaining({ field, ...(code && { code }) }),
      );
    }
  });

  it('keeps only spaces open and free for the whole slot, priced by the pricing module', async () => {
    const open = paris.filter(openForSlot);
    const [overlapped, adjacent, expiredHold, liveHold, cancelled] = open;
    if (!overlapped || !adjacent || !expiredHold || !liveHold || !cancelled)
      throw new Error('not enough open spaces');
    await book(overlapped, 15 * 60, 17 * 60, 'confirmed');
    await book(adjacent, 16 * 60, 17 * 60, 'confirmed');
    await book(adjacent, 12 * 60, 14 * 60, 'confirmed');
    await book(expiredHold, 14 * 60, 16 * 60, 'held', new Date(Date.now() - 60_000));
    await book(liveHold, 13 * 60, 14 * 60 + 30, 'held', new Date(Date.now() + 15 * 60_000));
    await book(cancelled, 14 * 60, 16 * 60, 'cancelled');

    const items = await searchAll({ zone: 'paris', ...slot });
    const expected = open.filter((space) => space !== overlapped && space !== liveHold);
    expect(ids(items)).toEqual(ids(expected));
    const today = parisDay(new Date());
    for (const item of items) {
      const price = computePrice({
        priceHourCents: item.price_hour,
        occurrences: [{ day, start: 840, end: 960 }],
        today,
        extras: [],
      });
      expect(item.price).toBe(price.total);
      expect(item.rebates).toEqual(price.rebates);
    }
  });

  it('deducts the early-booking rebate when the day is 30 days ahead or more', async () => {
    const later = workdayAhead(40);
    const [item] = (await search({ zone: 'paris', day: later, start: '1000', end: '1200', page_size: '1' }))
      .body.items;
    if (!item) throw new Error('no result');
    const expected = computePrice({
      priceHourCents: item.price_hour,
      occurrences: [{ day: later, start: 600, end: 720 }],
      today: parisDay(new Date()),
      extras: [],
    });
    expect(item.rebates.map((rebate) => rebate.code)).toContain(EARLY_BOOKING.code);
    expect(item.price).toBe(expected.total);
    expect(item.price).toBeLessThan(item.price_hour * 2);
  });

  it('filters by type, capacity bucket, features and accent-free words for every result', async () => {
    const items = await searchAll({
      zone: 'paris',
      type: 'meeting_room',
      capacity: '4-8',
      features: ['wifi', 'screen'],
    });
    const expected = paris.filter(
      (s) =>
        s.type === 'meeting_room' &&
        fitsCapacityBucket(s.capacity, '4-8') &&
        s.features.includes('wifi') &&
        s.features.includes('screen'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(items)).toEqual(ids(expected));

    const accented = paris.find((s) => /[éèêà]/.test(s.titleFr));
    if (!accented) throw new Error('no accented title');
    const word = accented.titleFr.split(/[\s’']+/).find((w) => /[éèêà]/.test(w)) ?? '';
    const query = `${normalizeSearchText(word).toUpperCase()} ${normalizeSearchText(accented.district)}`;
    const found = await searchAll({ zone: 'paris', text: query });
    expect(ids(found)).toContain(accented.id);
    const byId = new Map(paris.map((s) => [s.id, s]));
    const words = normalizeSearchText(query).split(' ');
    expect(found.every((item) => words.every((w) => byId.get(item.id)?.searchText.includes(w)))).toBe(true);
    expect((await search({ zone: 'paris', text: '100%_nowhere' })).body).toMatchObject({
      items: [],
      has_more: false,
    });
  });

  it('sorts by distance from a point and by capacity', async () => {
    const near = (await search({ zone: 'paris', lat: '48.8606', lng: '2.3376', page_size: '50' })).body.items;
    const distances = near.map((item) => item.distance_m ?? -1);
    expect(distances.every((d) => d >= 0)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const bySize = (await search({ zone: 'paris', sort: 'capacity', page_size: '50' })).body.items.map(
      (item) => item.capacity,
    );
    expect(bySize).toEqual([...bySize].sort((a, b) => a - b));
  });

  it('marks the favorites of a signed-in user, never for guests, in the asked language', async () => {
    const space = paris[0];
    if (!space) throw new Error('no space');
    expect((await search({ zone: 'paris' }, alice.token)).status).toBe(200);
    const [me] = await api.database.db.select().from(users).where(eq(users.firebaseUid, alice.uid));
    if (!me) throw new Error('user not created');
    await api.database.db.insert(favorites).values({ userId: me.id, spaceId: space.id });

    const mine = await searchAll({ zone: 'paris' }, alice.token);
    expect(mine.filter((item) => item.favorite).map((item) => item.id)).toEqual([space.id]);
    expect((await searchAll({ zone: 'paris' })).some((item) => item.favorite)).toBe(false);
    const detail = await api.request<SpaceDetail>('GET', `/spaces/paris/${space.slug}`, {
      token: alice.token,
    });
    expect(detail.body.favorite).toBe(true);
    const english = await api.request<SpaceSearchResponse>('GET', `/spaces?zone=paris&page_size=50`, {
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.items.find((item) => item.id === space.id)?.title).toBe(space.titleEn);
  });

  it('shows one space in full with the active extras it offers at its prices, and day rates; 404 for an unknown one', async () => {
    const space = paris[1];
    if (!space) throw new Error('no space');
    await api.database.db.insert(extras).values([
      {
        id: 'test-coffee',
        nameFr: 'Café',
        nameEn: 'Coffee',
        descriptionFr: 'Un café',
        descriptionEn: 'A coffee',
        unitPriceCents: 250,
      },
      {
        id: 'test-old',
        nameFr: 'Ancien',
        nameEn: 'Old',
        descriptionFr: 'x',
        descriptionEn: 'x',
        unitPriceCents: 100,
        active: false,
      },
      {
        id: 'test-elsewhere',
        nameFr: 'Ailleurs',
        nameEn: 'Elsewhere',
        descriptionFr: 'x',
        descriptionEn: 'x',
        unitPriceCents: 100,
      },
    ]);
    await api.database.db.insert(spaceExtras).values([
      { spaceId: space.id, extraId: 'test-coffee', unitPriceCents: 300 },
      { spaceId: space.id, extraId: 'test-old', unitPriceCents: 100 },
    ]);
    const response = await api.request<SpaceDetail>('GET', `/spaces/paris/${space.slug}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: space.id,
      title: space.titleEn,
      description: space.descriptionEn,
      address: {
        street: space.street,
        postal_code: space.postalCode,
        city: space.city,
        district: space.district,
      },
      photos: space.photos,
      price_hour: space.priceHourCents,
      favorite: false,
      day_rates: { weekday: 8 * space.priceHourCents, weekend: 6 * space.priceHourCents },
    });
    expect(response.body.opening_hours).toHaveLength(7);
    expect(response.body.extras.find((extra) => extra.id === 'test-coffee')?.unit_price).toBe(300);
    expect(response.body.extras.map((extra) => extra.id)).not.toContain('test-old');
    expect(response.body.extras.map((extra) => extra.id)).not.toContain('test-elsewhere');
    expect((await api.request<ErrorResponse>('GET', '/spaces/paris/no-such-space')).body.error.code).toBe(
      'NOT_FOUND',
    );
    expect((await api.request('GET', `/spaces/atlantis/${space.slug}`)).status).toBe(404);
  });

  it("gives a day's half-hour cells, taken where a live booking overlaps", async () => {
    const space = paris.filter(openForSlot)[0];
    if (!space) throw new Error('no space');
    const response = await api.request<Availability>('GET', `/spaces/${space.id}/availability?day=${day}`);
    expect(response.status).toBe(200);
    const window = openingWindow(space.openingHours, day);
    expect(response.body.opening).toEqual(space.openingHours[parisWeekday(day)]);
    expect(response.body.cells).toHaveLength(((window?.close ?? 0) - (window?.open ?? 0)) / 30);
    const taken = response.body.cells.filter((cell) => !cell.free).map((cell) => cell.start);
    expect(taken).toEqual(['15:00', '15:30', '16:00', '16:30']);

    const expiredHold = paris.filter(openForSlot)[2];
    const free = await api.request<Availability>('GET', `/spaces/${expiredHold?.id}/availability?day=${day}`);
    expect(free.body.cells.every((cell) => cell.free)).toBe(true);

    expect(
      (await api.request<ErrorResponse>('GET', `/spaces/not-a-uuid/availability?day=${day}`)).status,
    ).toBe(400);
    const badDay = await api.request<ErrorResponse>('GET', `/spaces/${space.id}/availability?day=tomorrow`);
    expect(badDay.body.error.details.map((detail) => detail.field)).toEqual(['query.day']);
    expect(
      (await api.request('GET', `/spaces/00000000-0000-4000-8000-000000000000/availability?day=${day}`))
        .status,
    ).toBe(404);
  });

  it('describes every spaces route and its response in the OpenAPI document', async () => {
    const doc = await api.request<{
      paths: Record<string, { get?: { responses: Record<string, { content?: unknown }> } }>;
    }>('GET', '/openapi.json');
    for (const path of [
      '/v1/zones',
      '/v1/spaces',
      '/v1/spaces/{zone}/{slug}',
      '/v1/spaces/{id}/availability',
    ]) {
      expect(doc.body.paths[path]?.get?.responses['200']?.content, path).toBeDefined();
    }
  });
});
