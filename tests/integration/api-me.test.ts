import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FavoriteSpace, Me, OnboardingStep } from '../../src/contracts/me';
import { bookings, eventGuests, events, favorites, spaces, users } from '../../src/server/db/schema';
import { TERMS_VERSION } from '../../src/domain/terms';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signIn, signUp, type TestIdentity } from '../helpers/identity';

type ErrorBody = { error: { code: string; details: { field: string; code: string }[] } };

const HOUR = 3_600_000;

describe('v1 /me', () => {
  let api: TestApi;
  let alice: TestIdentity;
  let spaceIds: string[];

  const me = async (identity: TestIdentity) =>
    (await api.request<Me>('GET', '/me', { token: identity.token })).body;
  const suspend = async (identity: TestIdentity) => {
    const { id } = await me(identity);
    await api.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, id));
  };
  const fields = (body: unknown) => (body as ErrorBody).error.details.map((detail) => detail.field).sort();

  beforeAll(async () => {
    [api, alice] = await Promise.all([startTestApi(), signUp()]);
    const rows = await api.database.db.select({ id: spaces.id }).from(spaces).orderBy(spaces.id).limit(3);
    spaceIds = rows.map((row) => row.id);
  });
  afterAll(() => api.close());

  describe('GET /me', () => {
    it('creates the user on their first call with a personal account they manage', async () => {
      const response = await api.request<Me>('GET', '/me', { token: alice.token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        email: alice.email,
        locale: 'fr',
        role: 'user',
        status: 'enabled',
        phone: null,
        notifications: { booking_confirmation: true, reminder: true, guest_invitation: true },
        can_manage_account: true,
      });
      expect(response.body.account_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.body.distinct_id).not.toBe(response.body.analytics_id);
    });

    it('answers 401 without a token', async () => {
      expect((await api.request('GET', '/me')).status).toBe(401);
    });
  });

  describe('PATCH /me', () => {
    it('updates only the fields sent and merges notification switches', async () => {
      const response = await api.request<Me>('PATCH', '/me', {
        token: alice.token,
        body: {
          first_name: ' Alice ',
          phone: '+33612345678',
          locale: 'en',
          photo_url: 'https://img.example.com/a.jpg',
          notifications: { reminder: false },
        },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        first_name: 'Alice',
        last_name: null,
        phone: '+33612345678',
        locale: 'en',
        photo_url: 'https://img.example.com/a.jpg',
        notifications: { booking_confirmation: true, reminder: false, guest_invitation: true },
      });
      const cleared = await api.request<Me>('PATCH', '/me', {
        token: alice.token,
        body: { phone: null, notifications: { guest_invitation: false } },
      });
      expect(cleared.body).toMatchObject({
        first_name: 'Alice',
        phone: null,
        notifications: { reminder: false, guest_invitation: false },
      });
      expect(await me(alice)).toEqual(cleared.body);
    });

    it.each(['06 12 34 56 78', '06.12.34.56.78', '0612345678'])(
      'keeps %j, a French number as typed, in E.164',
      async (typed) => {
        const response = await api.request<Me>('PATCH', '/me', {
          token: alice.token,
          body: { phone: typed },
        });
        expect(response.status).toBe(200);
        expect(response.body.phone).toBe('+33612345678');
        const [row] = await api.database.db
          .select({ phone: users.phone })
          .from(users)
          .where(eq(users.id, response.body.id));
        expect(row?.phone).toBe('+33612345678');
        await api.request('PATCH', '/me', { token: alice.token, body: { phone: null } });
      },
    );

    it('refuses what is not a phone number with the translated message', async () => {
      const response = await api.request<{ error: { details: { field: string; message: string }[] } }>(
        'PATCH',
        '/me',
        { token: alice.token, body: { phone: '06 12' } },
      );
      expect(response.status).toBe(400);
      expect(response.body.error.details).toMatchObject([
        { field: 'body.phone', message: 'errors:forms.invalidPhone' },
      ]);
    });

    it('answers 400 with one detail per invalid field', async () => {
      const response = await api.request<ErrorBody>('PATCH', '/me', {
        token: alice.token,
        body: {
          phone: '06 12',
          locale: 'de',
          photo_url: 'http://img.example.com/a.jpg',
          first_name: '',
          notifications: { reminder: 'no' },
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(fields(response.body)).toEqual([
        'body.first_name',
        'body.locale',
        'body.notifications.reminder',
        'body.phone',
        'body.photo_url',
      ]);
    });

    it('refuses unknown fields, the e-mail included (the identity provider owns it)', async () => {
      const response = await api.request<ErrorBody>('PATCH', '/me', {
        token: alice.token,
        body: { email: 'other@example.com' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.details[0]?.code).toBe('unrecognized_keys');
      expect((await me(alice)).email).toBe(alice.email);
    });

    it('answers 401 without a token and 403 to a suspended user', async () => {
      expect((await api.request('PATCH', '/me', { body: { first_name: 'X' } })).status).toBe(401);
      const suspended = await signUp();
      await suspend(suspended);
      const response = await api.request<ErrorBody>('PATCH', '/me', {
        token: suspended.token,
        body: { first_name: 'X' },
      });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('ACCOUNT_SUSPENDED');
    });
  });

  describe('favorites', () => {
    it('adds idempotently, lists in the requested language, and removes idempotently', async () => {
      const [first] = spaceIds;
      for (let i = 0; i < 2; i++)
        expect((await api.request('PUT', `/me/favorites/${first}`, { token: alice.token })).status).toBe(204);
      const [space] = await api.database.db
        .select()
        .from(spaces)
        .where(eq(spaces.id, String(first)));
      const listed = await api.request<FavoriteSpace[]>('GET', '/me/favorites', {
        token: alice.token,
        headers: { 'accept-language': 'en-GB' },
      });
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([
        expect.objectContaining({
          id: first,
          title: space?.titleEn,
          zone: space?.zoneId,
          price_hour: space?.priceHourCents,
          favorite: true,
        }),
      ]);
      const french = await api.request<FavoriteSpace[]>('GET', '/me/favorites', { token: alice.token });
      expect(french.body[0]?.title).toBe(space?.titleFr);
      for (let i = 0; i < 2; i++)
        expect((await api.request('DELETE', `/me/favorites/${first}`, { token: alice.token })).status).toBe(
          204,
        );
      expect(
        (await api.request<FavoriteSpace[]>('GET', '/me/favorites', { token: alice.token })).body,
      ).toEqual([]);
    });

    it('answers 404 for an unknown space and 400 for a malformed id', async () => {
      const unknown = await api.request<ErrorBody>(
        'PUT',
        '/me/favorites/00000000-0000-4000-8000-000000000000',
        { token: alice.token },
      );
      expect(unknown.status).toBe(404);
      const malformed = await api.request<ErrorBody>('PUT', '/me/favorites/not-a-uuid', {
        token: alice.token,
      });
      expect(malformed.status).toBe(400);
      expect(fields(malformed.body)).toEqual(['path.id']);
    });

    it('answers 401 without a token and 403 to a suspended user', async () => {
      expect((await api.request('PUT', `/me/favorites/${spaceIds[0]}`)).status).toBe(401);
      expect((await api.request('GET', '/me/favorites')).status).toBe(401);
      const suspended = await signUp();
      await suspend(suspended);
      expect(
        (await api.request('PUT', `/me/favorites/${spaceIds[0]}`, { token: suspended.token })).status,
      ).toBe(403);
    });
  });

  describe('onboarding', () => {
    it('marks and unmarks steps, listing all four', async () => {
      expect(
        (await api.request('PUT', '/me/onboarding/billing_address', { token: alice.token })).status,
      ).toBe(204);
      expect(
        (await api.request('PUT', '/me/onboarding/billing_address', { token: alice.token })).status,
      ).toBe(204);
      const listed = await api.request<OnboardingStep[]>('GET', '/me/onboarding', { token: alice.token });
      expect(listed.body.map((step) => [step.code, step.done])).toEqual([
        ['complete_profile', false],
        ['billing_address', true],
        ['payment_method', false],
        ['first_booking', false],
      ]);
      expect(listed.body[1]?.completed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(
        (await api.request('DELETE', '/me/onboarding/billing_address', { token: alice.token })).status,
      ).toBe(204);
      const after = await api.request<OnboardingStep[]>('GET', '/me/onboarding', { token: alice.token });
      expect(after.body.every((step) => !step.done && step.completed_at === null)).toBe(true);
    });

    it('shows each step done once the user has done it, without anyone marking it', async () => {
      const newcomer = await signUp();
      const done = async () =>
        (await api.request<OnboardingStep[]>('GET', '/me/onboarding', { token: newcomer.token })).body
          .filter((step) => step.done)
          .map((step) => step.code);
      expect(await done()).toEqual([]);
      expect(
        (
          await api.request('PATCH', '/me', {
            token: newcomer.token,
            body: { first_name: 'Jeanne', last_name: 'Dupont', phone: '+33612345678' },
          })
        ).status,
      ).toBe(200);
      const billing = {
        billing_address: { address: '12 rue de la Paix', city: 'Paris', country: 'FR', postal_code: '75002' },
      };
      expect((await api.request('PATCH', '/account', { token: newcomer.token, body: billing })).status).toBe(
        200,
      );
      expect(await done()).toEqual(['complete_profile', 'billing_address']);
      const card = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' };
      expect(
        (await api.request('POST', '/account/payment_methods', { token: newcomer.token, body: card })).status,
      ).toBe(201);
      const held = await api.request<{ id: string }>('POST', '/bookings', {
        token: newcomer.token,
        body: { space_id: weekdayRoom(5).id, day: workdayAhead(23), start: '09:00', end: '10:00' },
      });
      expect(await done()).toEqual(['complete_profile', 'billing_address', 'payment_method']);
      const pay = {
        card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
        terms_version: TERMS_VERSION,
      };
      expect(
        (await api.request('POST', `/bookings/${held.body.id}/payment`, { token: newcomer.token, body: pay }))
          .status,
      ).toBe(200);
      expect(await done()).toEqual([
        'complete_profile',
        'billing_address',
        'payment_method',
        'first_booking',
      ]);
    });

    it('answers 400 for an unknown step, 401 without a token', async () => {
      const response = await api.request<ErrorBody>('PUT', '/me/onboarding/take_a_nap', {
        token: alice.token,
      });
      expect(response.status).toBe(400);
      expect(fields(response.body)).toEqual(['path.code']);
      expect((await api.request('DELETE', '/me/onboarding/first_booking')).status).toBe(401);
    });
  });

  describe('DELETE /me', () => {
    it('anonymises the user, cancels their future bookings, removes them as a guest, and refuses their token', async () => {
      // The identity is kept here, as a production token stays valid for up to an hour after deletion.
      const deleteIdentity = vi.fn(async () => {});
      const live = await startTestApi('pglite', { deleteIdentity });
      onTestFinished(() => live.close());
      const db = live.database.db;
      const [leaving, organizer] = await Promise.all([signUp(), signUp()]);
      const as = async (identity: TestIdentity) =>
        (await live.request<Me>('GET', '/me', { token: identity.token })).body;
      const [profile, other] = await Promise.all([as(leaving), as(organizer)]);
      await live.request('PATCH', '/me', {
        token: leaving.token,
        body: { first_name: 'Léa', phone: '+33611111111' },
      });
      await live.request('PUT', `/me/favorites/${spaceIds[1]}`, { token: leaving.token });
      await live.request('PUT', '/me/onboarding/first_booking', { token: leaving.token });

      const now = Date.now();
      /** A confirmed booking with one event per offset (hours from now), numbered by nth. */
      const book = async (organizer: Me, spaceId: string, ...offsets: number[]) => {
        const [booking] = await db
          .insert(bookings)
          .values({
            spaceId,
            accountId: organizer.account_id,
            organizerId: organizer.id,
            status: 'confirmed',
            spacePriceCents: 5000,
            totalPriceCents: 5000,
          })
          .returning();
        if (!booking) throw new Error('no booking');
        const rows = offsets.map((hours, index) => {
          const startsAt = new Date(now + hours * HOUR);
          return {
            bookingId: booking.id,
            spaceId,
            nth: index + 1,
            status: 'confirmed' as const,
            startsAt,
            endsAt: new Date(startsAt.getTime() + HOUR),
          };
        });
        const [event] = await db.insert(events).values(rows).returning();
        if (!event) throw new Error('no event');
        return { booking, event };
      };
      const future = await book(profile, String(spaceIds[2]), 48);
      const past = await book(profile, String(spaceIds[2]), -48);
      const recurring = await book(profile, String(spaceIds[0]), -24 * 7, 24 * 7);
      const invitedTo = await book(other, String(spaceIds[1]), 72);
      await db
        .insert(eventGuests)
        .values({ eventId: invitedTo.event.id, email: leaving.email.toUpperCase(), invitedBy: other.id });

      expect((await live.request('DELETE', '/me', { token: leaving.token })).status).toBe(204);

      expect(deleteIdentity).toHaveBeenCalledWith(leaving.uid);
      for (const path of ['/me', '/account']) {
        const again = await live.request<ErrorBody>('GET', path, { token: leaving.token });
        expect(again.status).toBe(401);
        expect(again.body.error.code).toBe('ACCOUNT_DELETED');
      }

      const [row] = await db.select().from(users).where(eq(users.id, profile.id));
      expect(row).toMatchObject({
        email: `deleted-${profile.id}@deleted.invalid`,
        firstName: null,
        lastName: null,
        phone: null,
        photoUrl: null,
        firebaseUid: leaving.uid,
      });
      expect(row?.deletedAt).toBeInstanceOf(Date);

      const statusOf = async (bookingId: string) => {
        const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
        const rows = await db
          .select()
          .from(events)
          .where(eq(events.bookingId, bookingId))
          .orderBy(events.nth);
        return {
          booking: booking?.status,
          cancelledAt: booking?.cancelledAt ?? null,
          event: rows.map((event) => event.status).join(','),
        };
      };
      expect(await statusOf(future.booking.id)).toMatchObject({
        booking: 'cancelled',
        event: 'cancelled',
        cancelledAt: expect.any(Date),
      });
      expect(await statusOf(past.booking.id)).toEqual({
        booking: 'confirmed',
        cancelledAt: null,
        event: 'confirmed',
      });
      // A series that already started keeps its past occurrence and loses the coming one.
      expect(await statusOf(recurring.booking.id)).toEqual({
        booking: 'confirmed',
        cancelledAt: null,
        event: 'confirmed,cancelled',
      });
      expect(await statusOf(invitedTo.booking.id)).toMatchObject({
        booking: 'confirmed',
        event: 'confirmed',
      });
      expect(await db.select().from(eventGuests).where(eq(eventGuests.eventId, invitedTo.event.id))).toEqual(
        [],
      );
      expect(
        await db
          .select()
          .from(favorites)
          .where(and(eq(favorites.userId, profile.id))),
      ).toEqual([]);
    });

    it('removes the identity, so the person cannot sign in again', async () => {
      const leaving = await signUp();
      await me(leaving);
      expect((await api.request('DELETE', '/me', { token: leaving.token })).status).toBe(204);
      expect((await api.request('GET', '/me', { token: leaving.token })).status).toBe(401);
      await expect(signIn(leaving.email, leaving.password)).rejects.toThrow(
        /EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/,
      );
    });

    it('lets the same e-mail sign up again as a new person', async () => {
      const first = await signUp();
      const before = await me(first);
      await api.request('DELETE', '/me', { token: first.token });
      const second = await signUp(first.email);
      const after = await me(second);
      expect(after.id).not.toBe(before.id);
      expect(after.email).toBe(first.email);
    });

    it('answers 401 without a token and 403 to a suspended user', async () => {
      expect((await api.request('DELETE', '/me')).status).toBe(401);
      const suspended = await signUp();
      await suspend(suspended);
      expect((await api.request('DELETE', '/me', { token: suspended.token })).status).toBe(403);
    });
  });
});
