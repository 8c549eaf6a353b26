import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import type { EventDetail } from '../../src/contracts/events';
import { TERMS_VERSION } from '../../src/domain/terms';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';

type ErrorBody = { error: { code: string } };

// On PostgreSQL (CI sets DATABASE_URL) the invitations really run in parallel transactions; on
// PGlite they are serialised, and the limit must hold all the same.
describe.each(testDatabaseKinds())('20 invitations to one event at once, on %s', (kind) => {
  let api: TestApi;
  let organizer: TestIdentity;
  // The smallest of the first rooms: twenty invitations are well beyond what it holds.
  const room = [0, 1, 2, 3].map(weekdayRoom).reduce((a, b) => (b.capacity < a.capacity ? b : a));
  const seatsForGuests = room.capacity - 1; // the organizer takes one

  beforeAll(async () => {
    [api, organizer] = await Promise.all([startTestApi(kind), signUp()]);
  });
  afterAll(() => api.close());

  it('keeps as many guests as the space seats besides its organizer; the others get CAPACITY_REACHED', async () => {
    expect(seatsForGuests).toBeLessThan(20);
    const held = await api.request<Booking>('POST', '/bookings', {
      token: organizer.token,
      body: { space_id: room.id, day: workdayAhead(4), start: '10:00', end: '12:00' },
    });
    expect(held.status).toBe(201);
    const paid = await api.request<{ booking: Booking }>('POST', `/bookings/${held.body.id}/payment`, {
      token: organizer.token,
      body: {
        card: {
          number: OFFLINE_TEST_CARDS.visa,
          exp_month: 12,
          exp_year: new Date().getFullYear() + 2,
          cvc: '123',
        },
        terms_version: TERMS_VERSION,
      },
    });
    expect(paid.status).toBe(200);
    const eventId = paid.body.booking.occurrences[0]?.event_id;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.request<ErrorBody>('POST', `/events/${eventId}/guests`, {
          token: organizer.token,
          body: { email: uniqueEmail('guest') },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(seatsForGuests);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.error.code])).toEqual(
      Array.from({ length: 20 - seatsForGuests }, () => [422, 'CAPACITY_REACHED']),
    );

    const event = await api.request<EventDetail>('GET', `/events/${eventId}`, { token: organizer.token });
    expect(event.body.participants.guests).toHaveLength(seatsForGuests);
  }, 60_000);
});
