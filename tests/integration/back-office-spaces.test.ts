import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/contracts/admin';
import type {
  AdminClosure,
  AdminClosureCreated,
  AdminSpace,
  AdminSpacePage,
} from '../../src/contracts/admin-spaces';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import type { Me } from '../../src/contracts/me';
import type { Availability, SpaceDetail, SpaceSearchResponse } from '../../src/contracts/spaces';
import type { ErrorBody } from '../../src/server/core/errors';
import { users } from '../../src/server/db/schema';
import { SEED_EXTRAS } from '../../src/server/db/seed/extras-and-codes';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { spaceInput, uniqueTag } from '../helpers/admin-space-fixtures';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead } from '../helpers/booking-fixtures';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';
import { TERMS_VERSION } from '../../src/domain/terms';

const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

// docs/business-rules.md §7: staff make and edit the catalogue, close spaces and price their
// extras.
describe.each(testDatabaseKinds())('the back office: spaces, closures and their extras, on %s', (kind) => {
  let api: TestApi;
  let admin: TestIdentity;
  let superAdmin: TestIdentity;
  let customer: TestIdentity;

  async function person(role: 'user' | 'admin' | 'super_admin'): Promise<TestIdentity> {
    const identity = await signUp(uniqueEmail(role.replace('_', '-')));
    const me = await api.request<Me>('GET', '/me', { token: identity.token });
    await api.database.db.update(users).set({ role }).where(eq(users.id, me.body.id));
    return identity;
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    [admin, superAdmin, customer] = [
      await person('admin'),
      await person('super_admin'),
      await person('user'),
    ];
  });
  afterAll(() => api.close());

  const asAdmin = <T>(method: string, path: string, body?: unknown) =>
    api.request<T>(method, path, { token: admin.token, body });

  /** A new space made by staff, published unless asked otherwise. */
  async function publishedSpace(tag: string, published = true): Promise<AdminSpace> {
    const created = await asAdmin<AdminSpace>('POST', '/admin/spaces', spaceInput(tag, { published }));
    expect(created.status).toBe(201);
    return created.body;
  }

  /** What an anonymous visitor finds in Paris with these words, on that day or slot. */
  async function found(tag: string, query = ''): Promise<string[]> {
    const response = await api.request<SpaceSearchResponse>('GET', `/spaces?zone=paris&text=${tag}${query}`);
    expect(response.status).toBe(200);
    return response.body.items.map((item) => item.id);
  }

  const hold = (spaceId: string, day: string, start: string, end: string) =>
    api.request<Booking & ErrorBody>('POST', '/bookings', {
      token: customer.token,
      body: { space_id: spaceId, day, start, end },
    });

  async function auditOf(spaceId: string): Promise<AuditEntry[]> {
    const response = await api.request<AuditEntry[]>(
      'GET',
      `/admin/audit?target_type=space&target_id=${spaceId}`,
      { token: superAdmin.token },
    );
    return response.body;
  }

  it('creates a space unpublished, edits it, publishes it for an anonymous visitor to find, and unpublishes it; each write audited', async () => {
    const tag = uniqueTag();
    const created = await asAdmin<AdminSpace>('POST', '/admin/spaces', spaceInput(tag));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      published: false,
      slug: `atelier-lumiere-${tag}`,
      zone: 'paris',
      capacity: 6,
      price_hour_cents: 4500,
      closures: [],
    });
    // Without extras, a new space offers the whole catalogue at its prices.
    expect(created.body.extras.map((extra) => [extra.id, extra.unit_price_cents]).sort()).toEqual(
      SEED_EXTRAS.map((extra) => [extra.id, extra.unitPriceCents]).sort(),
    );
    const { id, slug } = created.body;
    expect(await found(tag)).toEqual([]);
    expect((await api.request('GET', `/spaces/paris/${slug}`)).status).toBe(404);

    const renamed = uniqueTag();
    const edited = await asAdmin<AdminSpace>(
      'PUT',
      `/admin/spaces/${id}`,
      spaceInput(renamed, {
        capacity: 10,
        price_hour_cents: 5000,
        extras: [{ id: 'coffee_break', unit_price_cents: 450 }],
      }),
    );
    expect(edited.status).toBe(200);
    // The slug stays as it was when an edit gives none: links to the space keep working.
    expect(edited.body).toMatchObject({
      slug,
      title_fr: `Atelier Lumière ${renamed}`,
      capacity: 10,
      price_hour_cents: 5000,
      published: false,
    });
    expect(edited.body.extras.map((extra) => [extra.id, extra.unit_price_cents])).toEqual([
      ['coffee_break', 450],
    ]);

    expect((await asAdmin<AdminSpace>('POST', `/admin/spaces/${id}/publish`)).body.published).toBe(true);
    // The search reads the new title, not the old one.
    expect(await found(renamed)).toEqual([id]);
    expect(await found(tag)).toEqual([]);
    const page = await api.request<SpaceDetail>('GET', `/spaces/paris/${slug}`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(page.body).toMatchObject({
      id,
      title: `Atelier Lumière ${renamed}`,
      capacity: 10,
      price_hour: 5000,
    });
    expect(page.body.extras.map((extra) => [extra.id, extra.unit_price])).toEqual([['coffee_break', 450]]);

    expect((await asAdmin<AdminSpace>('POST', `/admin/spaces/${id}/unpublish`)).body.published).toBe(false);
    expect(await found(renamed)).toEqual([]);
    expect((await api.request('GET', `/spaces/paris/${slug}`)).status).toBe(404);

    const audit = await auditOf(id);
    expect(audit.map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['space.unpublish', admin.email],
      ['space.publish', admin.email],
      ['space.update', admin.email],
      ['space.create', admin.email],
    ]);
    const update = audit[2];
    expect(update?.before).toMatchObject({ price_hour_cents: 4500, capacity: 6 });
    expect(update?.after).toMatchObject({
      price_hour_cents: 5000,
      capacity: 10,
      extras: [{ id: 'coffee_break', unit_price_cents: 450 }],
    });
  });

  it('keeps how to get in, in both languages, as staff write it, and an edit without it leaves it', async () => {
    const tag = uniqueTag();
    const created = await asAdmin<AdminSpace>(
      'POST',
      '/admin/spaces',
      spaceInput(tag, { access_fr: '3e étage, code 4821.', access_en: '3rd floor, code 4821.' }),
    );
    expect([created.body.access_fr, created.body.access_en]).toEqual([
      '3e étage, code 4821.',
      '3rd floor, code 4821.',
    ]);
    const edited = await asAdmin<AdminSpace>(
      'PUT',
      `/admin/spaces/${created.body.id}`,
      spaceInput(tag, { capacity: 12 }),
    );
    expect([edited.body.capacity, edited.body.access_fr]).toEqual([12, '3e étage, code 4821.']);
    const cleared = await asAdmin<AdminSpace>(
      'PUT',
      `/admin/spaces/${created.body.id}`,
      spaceInput(tag, { access_fr: '', access_en: '' }),
    );
    expect([cleared.body.access_fr, cleared.body.access_en]).toEqual(['', '']);
  });

  it('lists spaces for staff, unpublished ones too, by a part of the title or address, zone, type and published, a page at a time', async () => {
    const tag = uniqueTag();
    const shown = await publishedSpace(tag);
    const hidden = await publishedSpace(`${tag} desk`, false);
    await asAdmin('PUT', `/admin/spaces/${hidden.id}`, spaceInput(`${tag} desk`, { type: 'desk' }));
    const list = (query: string) =>
      asAdmin<AdminSpacePage>('GET', `/admin/spaces?q=${tag}${query}`).then((response) => response.body);

    expect((await list('')).items.map((space) => space.id).sort()).toEqual([shown.id, hidden.id].sort());
    expect((await list('&published=false')).items.map((space) => space.id)).toEqual([hidden.id]);
    expect((await list('&published=true&type=meeting_room')).items.map((space) => space.id)).toEqual([
      shown.id,
    ]);
    expect((await list('&zone=lyon')).total).toBe(0);
    const first = await list('&limit=1');
    expect([first.items.length, first.total]).toEqual([1, 2]);
    // By the address as well: the street is the fixture's, the tag narrows it to this test's.
    const byStreet = await asAdmin<AdminSpacePage>(
      'GET',
      `/admin/spaces?q=${encodeURIComponent('oberkampf')}&limit=100`,
    );
    expect(byStreet.body.items.map((space) => space.id)).toEqual(
      expect.arrayContaining([shown.id, hidden.id]),
    );
    const detail = await asAdmin<AdminSpace>('GET', `/admin/spaces/${hidden.id}`);
    expect(detail.body).toMatchObject({
      id: hidden.id,
      type: 'desk',
      published: false,
      description_en: 'A bright workshop under a glass roof.',
    });
  });

  it('refuses invalid input with a detail per field (400 when malformed, 422 for an unknown zone or extra), and writes nothing', async () => {
    const tag = uniqueTag();
    const bad = await asAdmin<ErrorBody>('POST', '/admin/spaces', {
      ...spaceInput(tag),
      capacity: 0,
      price_hour_cents: 0,
      latitude: 91,
      features: ['wifi', 'pool'],
      opening_hours: [{ open: 1000, close: 900 }, { open: 910, close: 1800 }, null, null, null, null, null],
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(bad.body.error.details.map((detail) => detail.field).sort()).toEqual(
      [
        'body.capacity',
        'body.features.1',
        'body.latitude',
        'body.opening_hours.0.close',
        'body.opening_hours.1.open',
        'body.price_hour_cents',
      ].sort(),
    );
    // Well formed, but the zone and an extra do not exist.
    const unknown = await asAdmin<ErrorBody>(
      'POST',
      '/admin/spaces',
      spaceInput(tag, {
        zone: 'atlantis',
        extras: [
          { id: 'coffee_break', unit_price_cents: 500 },
          { id: 'caviar', unit_price_cents: 9000 },
        ],
      }),
    );
    expect([unknown.status, unknown.body.error.details.map((detail) => [detail.field, detail.code])]).toEqual(
      [
        422,
        [
          ['body.zone', 'unknown_zone'],
          ['body.extras.1.id', 'unknown_extra'],
        ],
      ],
    );
    expect((await asAdmin<AdminSpacePage>('GET', `/admin/spaces?q=${tag}`)).body.total).toBe(0);

    const space = await publishedSpace(tag);
    const refused = await asAdmin<ErrorBody>(
      'PUT',
      `/admin/spaces/${space.id}`,
      spaceInput(tag, { zone: 'atlantis', capacity: 40 }),
    );
    expect(refused.status).toBe(422);
    expect((await asAdmin<AdminSpace>('GET', `/admin/spaces/${space.id}`)).body).toMatchObject({
      zone: 'paris',
      capacity: 6,
    });
    const closure = await asAdmin<ErrorBody>('POST', `/admin/spaces/${space.id}/closures`, {
      from_day: workdayAhead(30),
      from_time: '15:00',
      to_time: '12:00',
    });
    expect([closure.status, closure.body.error.details[0]?.field]).toEqual([400, 'body.to_time']);
    expect((await auditOf(space.id)).map((entry) => entry.action)).toEqual(['space.create']);
  });

  it('keeps slugs unique in a zone (409), derived from the French title or given', async () => {
    const tag = uniqueTag();
    await publishedSpace(tag);
    const twin = await asAdmin<ErrorBody>('POST', '/admin/spaces', spaceInput(tag));
    expect([twin.status, twin.body.error.code]).toEqual([409, 'SPACE_SLUG_TAKEN']);
    // Another zone may have the same slug.
    const inLyon = await asAdmin<AdminSpace>(
      'POST',
      '/admin/spaces',
      spaceInput(tag, { zone: 'lyon', city: 'Lyon', postal_code: '69002' }),
    );
    expect([inLyon.status, inLyon.body.slug]).toEqual([201, `atelier-lumiere-${tag}`]);
    const other = await publishedSpace(uniqueTag());
    const clash = await asAdmin<ErrorBody>(
      'PUT',
      `/admin/spaces/${other.id}`,
      spaceInput(tag, { slug: `atelier-lumiere-${tag}` }),
    );
    expect([clash.status, clash.body.error.code]).toEqual([409, 'SPACE_SLUG_TAKEN']);
    expect((await asAdmin<AdminSpace>('GET', `/admin/spaces/${other.id}`)).body.slug).toBe(other.slug);
  });

  it('closes a space for a day: out of that day’s search and grid, holds refused with SPACE_CLOSED, bookings already made left alone', async () => {
    const tag = uniqueTag();
    const space = await publishedSpace(tag);
    const [day, otherDay] = [workdayAhead(12), workdayAhead(13)];
    const earlier = await hold(space.id, day, '10:00', '11:00');
    expect(earlier.status).toBe(201);
    expect(
      (
        await api.request<PaymentResult>('POST', `/bookings/${earlier.body.id}/payment`, {
          token: customer.token,
          body: card,
        })
      ).body.booking.status,
    ).toBe('confirmed');

    const closed = await asAdmin<AdminClosureCreated>('POST', `/admin/spaces/${space.id}/closures`, {
      from_day: day,
      reason: 'Travaux',
    });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({
      closure: { from_day: day, to_day: day, from_time: null, to_time: null, reason: 'Travaux' },
      overlapping_bookings: 1,
      overlapping_booking_ids: [earlier.body.id],
    });
    expect(
      (await api.request<Booking>('GET', `/bookings/${earlier.body.id}`, { token: customer.token })).body
        .status,
    ).toBe('confirmed');

    expect(await found(tag, `&day=${day}`)).toEqual([]);
    expect(await found(tag, `&day=${day}&start=1400&end=1600`)).toEqual([]);
    expect(await found(tag, `&day=${otherDay}&start=1400&end=1600`)).toEqual([space.id]);
    const grid = await api.request<Availability>('GET', `/spaces/${space.id}/availability?day=${day}`);
    expect(grid.body.cells.some((cell) => cell.free)).toBe(false);

    const refused = await hold(space.id, day, '14:00', '15:00');
    expect([refused.status, refused.body.error.code, refused.body.error.details[0]?.field]).toEqual([
      409,
      'SPACE_CLOSED',
      `slot.${day}`,
    ]);
    expect((await hold(space.id, otherDay, '14:00', '15:00')).status).toBe(201);

    const listed = await asAdmin<AdminClosure[]>('GET', `/admin/spaces/${space.id}/closures`);
    expect(listed.body.map((closure) => closure.id)).toEqual([closed.body.closure.id]);
    expect(
      (await asAdmin('DELETE', `/admin/spaces/${space.id}/closures/${closed.body.closure.id}`)).status,
    ).toBe(204);
    expect(await found(tag, `&day=${day}&start=1400&end=1600`)).toEqual([space.id]);
    expect((await hold(space.id, day, '14:00', '15:00')).status).toBe(201);
    expect((await auditOf(space.id)).map((entry) => entry.action)).toEqual([
      'space.closure.delete',
      'space.closure.create',
      'space.create',
    ]);
  });

  it('closes hours of a day, or a range of days: only that time is refused, to searches, holds and changes', async () => {
    const tag = uniqueTag();
    const space = await publishedSpace(tag);
    const day = workdayAhead(15);
    const hours = await asAdmin<AdminClosureCreated>('POST', `/admin/spaces/${space.id}/closures`, {
      from_day: day,
      from_time: '12:00',
      to_time: 1500,
    });
    expect(hours.body.closure).toMatchObject({
      from_day: day,
      to_day: day,
      from_time: '12:00',
      to_time: '15:00',
    });
    expect(hours.body.overlapping_bookings).toBe(0);

    // The day is still open before and after: a search of the day alone lists the space.
    expect(await found(tag, `&day=${day}`)).toEqual([space.id]);
    expect(await found(tag, `&day=${day}&start=1300&end=1400`)).toEqual([]);
    expect(await found(tag, `&day=${day}&start=1500&end=1700`)).toEqual([space.id]);
    const grid = await api.request<Availability>('GET', `/spaces/${space.id}/availability?day=${day}`);
    expect(grid.body.cells.filter((cell) => !cell.free).map((cell) => cell.start)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ]);

    expect((await hold(space.id, day, '14:30', '15:30')).body.error.code).toBe('SPACE_CLOSED');
    const after = await hold(space.id, day, '15:00', '16:00');
    expect(after.status).toBe(201);
    const moved = await api.request<ErrorBody>('POST', `/bookings/${after.body.id}/change`, {
      token: customer.token,
      body: { day, start: '11:00', end: '12:30' },
    });
    expect([moved.status, moved.body.error.code]).toEqual([409, 'SPACE_CLOSED']);
    expect(
      (
        await api.request('POST', `/bookings/${after.body.id}/extend`, {
          token: customer.token,
          body: { end: '17:00' },
        })
      ).status,
    ).toBe(200);

    const [first, last] = [workdayAhead(16), workdayAhead(17)];
    const range = await asAdmin<AdminClosureCreated>('POST', `/admin/spaces/${space.id}/closures`, {
      from_day: first,
      to_day: last,
    });
    expect(range.body.closure).toMatchObject({
      from_day: first,
      to_day: last,
      from_time: null,
      to_time: null,
    });
    expect(await found(tag, `&day=${first}`)).toEqual([]);
    expect(await found(tag, `&day=${last}`)).toEqual([]);
    expect(await found(tag, `&day=${workdayAhead(18)}`)).toEqual([space.id]);
  });

  it('prices extras as the space offers them, and refuses one it does not offer', async () => {
    const space = await asAdmin<AdminSpace>(
      'POST',
      '/admin/spaces',
      spaceInput(uniqueTag(), { published: true, extras: [{ id: 'coffee_break', unit_price_cents: 450 }] }),
    );
    const held = await hold(space.body.id, workdayAhead(18), '10:00', '12:00');
    const priced = await api.request<Booking>('PATCH', `/bookings/${held.body.id}`, {
      token: customer.token,
      body: { attendees: 2, extras: [{ id: 'coffee_break', quantity: 2 }] },
    });
    expect([priced.status, priced.body.extras_price]).toEqual([200, 900]);
    const refused = await api.request<ErrorBody>('PATCH', `/bookings/${held.body.id}`, {
      token: customer.token,
      body: { extras: [{ id: 'projector', quantity: 1 }] },
    });
    expect([refused.status, refused.body.error.code, refused.body.error.details[0]?.field]).toEqual([
      422,
      'EXTRA_NOT_OFFERED',
      'body.extras.0.id',
    ]);
  });
});
