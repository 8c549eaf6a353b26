import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import { TERMS_VERSION } from '../../src/domain/terms';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';

type Answer = Booking & { error?: { code: string } };
const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

describe('how many people come, and the extras counted for each', () => {
  let api: TestApi;
  let user: TestIdentity;
  const room = weekdayRoom(3);

  beforeAll(async () => {
    [api, user] = await Promise.all([startTestApi(), signUp()]);
  });
  afterAll(() => api.close());

  const hold = (body: Record<string, unknown>) =>
    api.request<Answer>('POST', '/bookings', {
      token: user.token,
      body: { space_id: room.id, start: '09:00', end: '10:00', ...body },
    });
  const patch = (id: string, body: Record<string, unknown>) =>
    api.request<Answer>('PATCH', `/bookings/${id}`, { token: user.token, body });

  it('counts a per-person extra for each attendee, whatever quantity is asked, and follows a change of attendees', async () => {
    const held = await hold({ day: workdayAhead(21), attendees: 3 });
    expect([held.status, held.body.attendees]).toEqual([201, 3]);
    const withExtras = await patch(held.body.id, {
      extras: [
        { id: 'coffee_break', quantity: 1 },
        { id: 'projector', quantity: 1 },
      ],
    });
    expect(withExtras.body.extras.map((extra) => [extra.id, extra.quantity, extra.per_person])).toEqual([
      ['coffee_break', 3, true],
      ['projector', 1, false],
    ]);
    const coffee = withExtras.body.extras.find((extra) => extra.id === 'coffee_break')?.unit_price ?? 0;
    const projector = withExtras.body.extras.find((extra) => extra.id === 'projector')?.unit_price ?? 0;
    expect(withExtras.body.extras_price).toBe(3 * coffee + projector);

    const more = await patch(held.body.id, { attendees: 5 });
    expect([
      more.body.attendees,
      more.body.extras.find((extra) => extra.id === 'coffee_break')?.quantity,
    ]).toEqual([5, 5]);
    expect(more.body.extras_price).toBe(5 * coffee + projector);
  });

  it('refuses more people than the space holds, and a change once the booking is paid', async () => {
    const tooMany = await hold({ day: workdayAhead(22), attendees: room.capacity + 1 });
    expect([tooMany.status, tooMany.body.error?.code]).toEqual([422, 'TOO_MANY_ATTENDEES']);
    const held = await hold({ day: workdayAhead(22), attendees: 2 });
    expect((await patch(held.body.id, { attendees: room.capacity + 1 })).body.error?.code).toBe(
      'TOO_MANY_ATTENDEES',
    );
    expect(
      (await api.request('POST', `/bookings/${held.body.id}/payment`, { token: user.token, body: card }))
        .status,
    ).toBe(200);
    const late = await patch(held.body.id, { attendees: 3 });
    expect([late.status, late.body.error?.code]).toEqual([422, 'ATTENDEES_PAID']);
  });
});
