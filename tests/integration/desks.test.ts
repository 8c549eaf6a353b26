import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import type { Availability, SpaceSearchResponse } from '../../src/contracts/spaces';
import { TERMS_VERSION } from '../../src/domain/terms';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { weekdayDesk, weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';

type Answer = Booking & { error?: { code: string } };

const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

// A desk space sells each of its desks (its capacity). On PostgreSQL (CI sets DATABASE_URL) the
// requests of a race really run in parallel transactions; on PGlite they are serialised, and the
// rule must hold all the same.
describe.each(testDatabaseKinds())('desks sold one by one, on %s', (kind) => {
  let api: TestApi;
  let people: TestIdentity[];
  const desk = weekdayDesk(4);
  const hold = (who: TestIdentity | undefined, body: Record<string, unknown>) => {
    if (!who) throw new Error('no identity');
    return api.request<Answer>('POST', '/bookings', {
      token: who.token,
      body: { space_id: desk.id, ...body },
    });
  };
  const cellsOf = async (day: string) =>
    (await api.request<Availability>('GET', `/spaces/${desk.id}/availability?day=${day}`)).body.cells;
  const listed = async (query: string) =>
    (
      await api.request<SpaceSearchResponse>('GET', `/spaces?zone=paris&page_size=50&${query}`)
    ).body.items.find((item) => item.id === desk.id);

  beforeAll(async () => {
    [api, ...people] = await Promise.all([startTestApi(kind), ...Array.from({ length: 10 }, () => signUp())]);
  });
  afterAll(() => api.close());

  it('lets two people book desks of one space for the same hour, and counts what is left', async () => {
    const day = workdayAhead(11);
    const first = await hold(people[0], { day, start: '10:00', end: '12:00' });
    const second = await hold(people[1], { day, start: '11:00', end: '12:00', desks: 2 });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect([first.body.desks, second.body.desks]).toEqual([1, 2]);
    // Each desk at the space's hourly price: two desks for an hour cost what one costs for two.
    expect(second.body.space_price).toBe(first.body.space_price);

    const left = Object.fromEntries((await cellsOf(day)).map((cell) => [cell.start, cell.desks_left]));
    expect([left['09:30'], left['10:00'], left['11:30'], left['12:00']]).toEqual([
      desk.capacity,
      desk.capacity - 1,
      desk.capacity - 3,
      desk.capacity,
    ]);
    expect((await listed(`type=desk&day=${day}&start=11:00&end=12:00`))?.desks_left).toBe(desk.capacity - 3);
    expect((await listed(`type=desk&day=${day}&start=10:00&end=11:00`))?.desks_left).toBe(desk.capacity - 1);
    // A day alone: the desks free all day long.
    expect((await listed(`day=${day}`))?.desks_left).toBe(desk.capacity - 3);
  });

  it('never sells more desks than the space has, and sells a meeting room whole', async () => {
    const day = workdayAhead(12);
    expect(
      (await hold(people[2], { day, start: '14:00', end: '15:00', desks: desk.capacity - 1 })).status,
    ).toBe(201);
    const tooMany = await hold(people[3], { day, start: '14:30', end: '15:30', desks: 2 });
    expect([tooMany.status, tooMany.body.error?.code]).toEqual([409, 'SLOT_TAKEN']);
    expect((await hold(people[3], { day, start: '14:30', end: '15:30' })).status).toBe(201);
    expect((await cellsOf(day)).find((cell) => cell.start === '14:30')).toMatchObject({
      free: false,
      desks_left: 0,
    });
    // Full for the slot: a search for it no longer lists the space.
    expect(await listed(`day=${day}&start=14:30&end=15:00`)).toBeUndefined();

    const beyond = await hold(people[4], {
      day: workdayAhead(13),
      start: '09:00',
      end: '10:00',
      desks: desk.capacity + 1,
    });
    expect([beyond.status, beyond.body.error?.code]).toEqual([422, 'TOO_MANY_DESKS']);
    const wholeRoom = await api.request<Answer>('POST', '/bookings', {
      token: people[4]?.token,
      body: { space_id: weekdayRoom(2).id, day: workdayAhead(13), start: '09:00', end: '10:00', desks: 2 },
    });
    expect([wholeRoom.status, wholeRoom.body.error?.code]).toEqual([422, 'DESKS_NOT_SOLD']);
  });

  it('sells the last desk once when 50 people want it at the same moment', async () => {
    const day = workdayAhead(14);
    expect(
      (await hold(people[5], { day, start: '09:00', end: '18:00', desks: desk.capacity - 1 })).status,
    ).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        hold(people[i % people.length], { day, start: '13:00', end: '14:00' }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409 && r.body.error?.code === 'SLOT_TAKEN')).toHaveLength(49);
    expect((await cellsOf(day)).find((cell) => cell.start === '13:00')?.desks_left).toBe(0);
  }, 60_000);

  it('sells every desk left, and no more, when more people want them at once', async () => {
    const day = workdayAhead(15);
    expect(
      (await hold(people[6], { day, start: '09:00', end: '18:00', desks: desk.capacity - 2 })).status,
    ).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        hold(people[i % people.length], { day, start: '16:00', end: '17:00' }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(2);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(18);
  }, 60_000);

  it('moves and extends a booking of several desks only where as many are free, the desks counted again', async () => {
    const day = workdayAhead(16);
    const mine = await hold(people[7], { day, start: '09:00', end: '10:00', desks: 2 });
    expect(
      (await hold(people[8], { day, start: '11:00', end: '12:00', desks: desk.capacity - 1 })).status,
    ).toBe(201);
    const token = people[7]?.token;

    // One desk is free at 11:00: two cannot move there, and nothing moves.
    const refused = await api.request<Answer>('POST', `/bookings/${mine.body.id}/change`, {
      token,
      body: { day, start: '11:00', end: '12:00' },
    });
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'SLOT_TAKEN']);
    expect((await cellsOf(day)).find((cell) => cell.start === '09:00')?.desks_left).toBe(desk.capacity - 2);

    const extended = await api.request<Answer>('POST', `/bookings/${mine.body.id}/extend`, {
      token,
      body: { end: '10:30' },
    });
    expect(extended.status).toBe(200);
    const moved = await api.request<Answer>('POST', `/bookings/${mine.body.id}/change`, {
      token,
      body: { day, start: '13:00', end: '14:30' },
    });
    expect(moved.status).toBe(200);
    const left = Object.fromEntries((await cellsOf(day)).map((cell) => [cell.start, cell.desks_left]));
    expect([left['09:00'], left['11:00'], left['13:00'], left['14:00']]).toEqual([
      desk.capacity,
      1,
      desk.capacity - 2,
      desk.capacity - 2,
    ]);
    // Each desk at the hourly price, for the hour and a half.
    expect(moved.body.space_price).toBe(3 * desk.priceHourCents);
  });

  it('holds as many desks for the dearer change of a paid booking as it has, and moves them once the difference is paid', async () => {
    const day = workdayAhead(17);
    const token = people[9]?.token;
    const mine = await hold(people[9], { day, start: '09:00', end: '10:00', desks: 2 });
    expect(
      (await api.request<Answer>('POST', `/bookings/${mine.body.id}/payment`, { token, body: card })).status,
    ).toBe(200);

    const extended = await api.request<Answer>('POST', `/bookings/${mine.body.id}/extend`, {
      token,
      body: { end: '11:00' },
    });
    expect(extended.body.pending_change?.amount_due).toBe(2 * desk.priceHourCents);
    // The hour it asks for is held, both desks, until it is paid; the booking itself has not moved.
    const held = Object.fromEntries((await cellsOf(day)).map((cell) => [cell.start, cell.desks_left]));
    expect([held['09:00'], held['10:00'], held['11:00']]).toEqual([
      desk.capacity - 2,
      desk.capacity - 2,
      desk.capacity,
    ]);

    const paid = await api.request<{ booking: Booking }>('POST', `/bookings/${mine.body.id}/payment`, {
      token,
      body: card,
    });
    expect([paid.body.booking.end, paid.body.booking.desks]).toEqual(['11:00', 2]);
    expect((await cellsOf(day)).find((cell) => cell.start === '10:30')?.desks_left).toBe(desk.capacity - 2);
  });
});
