import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../src/contracts/me';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import type { EventSummary } from '../../src/contracts/events';
import type { ErrorBody } from '../../src/server/core/errors';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import {
  emulatorFetch,
  signIn,
  signUp,
  uniqueEmail,
  verifyEmail,
  type TestIdentity,
} from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';
import { TERMS_VERSION } from '../../src/domain/terms';

const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

// docs/business-rules.md §5: an invitation is claimed, and an invited event shown, only for an
// e-mail its owner has verified with the identity provider. Signing up (or renaming oneself) with
// someone else's address opens nothing.
describe.each(testDatabaseKinds())('invitations follow verified e-mails only, on %s', (kind) => {
  let api: TestApi;
  let owner: TestIdentity;

  beforeAll(async () => {
    [api, owner] = await Promise.all([startTestApi(kind), signUp()]);
  });
  afterAll(() => api.close());

  it('keeps an account out of reach of an unverified sign-up with an invited address, and lets it in once verified', async () => {
    const cfo = uniqueEmail('cfo');
    expect(
      (
        await api.request('POST', '/account/users', {
          token: owner.token,
          body: { email: cfo, role: 'account_admin' },
        })
      ).status,
    ).toBe(201);
    await api.request('POST', '/account/payment_methods', {
      token: owner.token,
      body: { card_number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
    });

    const impostor = await signUp(cfo, 'Secret123', { verified: false });
    for (const path of ['/me', '/account', '/account/payment_methods', '/account/users']) {
      const answer = await api.request<ErrorBody>('GET', path, { token: impostor.token });
      expect(answer.status, path).toBe(403);
      expect(answer.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    }

    await verifyEmail(impostor.uid);
    const verified = await signIn(cfo, impostor.password);
    const me = await api.request<Me>('GET', '/me', { token: verified.token });
    const ownerMe = await api.request<Me>('GET', '/me', { token: owner.token });
    expect(me.body).toMatchObject({ account_id: ownerMe.body.account_id, role: 'account_admin' });
    expect(
      (await api.request<unknown[]>('GET', '/account/payment_methods', { token: verified.token })).body,
    ).toHaveLength(1);
  });

  it('shows an invited event to its guest only once the address is verified, and never to someone who renamed themself to it', async () => {
    const held = await api.request<Booking>('POST', '/bookings', {
      token: owner.token,
      body: { space_id: weekdayRoom(3).id, day: workdayAhead(12), start: '10:00', end: '11:00' },
    });
    const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
      token: owner.token,
      body: card,
    });
    const eventId = paid.body.booking.occurrences[0]?.event_id ?? '';
    const guestEmail = uniqueEmail('guest');
    const otherGuest = uniqueEmail('colleague');
    for (const email of [guestEmail, otherGuest])
      expect(
        (await api.request('POST', `/events/${eventId}/guests`, { token: owner.token, body: { email } }))
          .status,
      ).toBe(201);

    const sees = async (token: string) => {
      const list = await api.request<EventSummary[]>('GET', '/events', { token });
      const detail = await api.request('GET', `/events/${eventId}`, { token });
      return { listed: list.body.some((e) => e.id === eventId), detail: detail.status };
    };

    const guest = await signUp(guestEmail, 'Secret123', { verified: false });
    expect(await sees(guest.token)).toEqual({ listed: false, detail: 404 });
    await verifyEmail(guest.uid);
    expect(await sees((await signIn(guestEmail, guest.password)).token)).toEqual({
      listed: true,
      detail: 200,
    });

    // Someone changes their own identity's address to the other guest's, without verifying it.
    const renamer = await signUp();
    await api.request('GET', '/me', { token: renamer.token });
    const renamed = await emulatorFetch(
      `/identitytoolkit.googleapis.com/v1/accounts:update?key=test-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          idToken: renamer.token,
          email: otherGuest.toUpperCase(),
          returnSecureToken: true,
        }),
      },
    );
    expect(renamed.status).toBe(200);
    // The change of address revokes the identity's earlier sessions (the token the update answers
    // with keeps the first sign-in's time), so the renamer signs in again under the new address.
    const renamedToken = (await signIn(otherGuest.toUpperCase(), renamer.password)).token;
    expect(await sees(renamedToken)).toEqual({ listed: false, detail: 404 });
    const me = await api.request<Me>('GET', '/me', { token: renamedToken });
    expect(me.body.email).toBe(renamer.email);
  });

  it('lets the owner of an account manage the bookings its members make on it, and no one outside it', async () => {
    const memberEmail = uniqueEmail('member');
    expect(
      (
        await api.request('POST', '/account/users', {
          token: owner.token,
          body: { email: memberEmail, role: 'user' },
        })
      ).status,
    ).toBe(201);
    const member = await signUp(memberEmail);
    const held = await api.request<Booking>('POST', '/bookings', {
      token: member.token,
      body: { space_id: weekdayRoom(3).id, day: workdayAhead(13), start: '10:00', end: '11:00' },
    });
    expect(held.status).toBe(201);
    expect((await api.request('GET', `/bookings/${held.body.id}`, { token: owner.token })).status).toBe(200);
    const stranger = await signUp();
    expect((await api.request('GET', `/bookings/${held.body.id}`, { token: stranger.token })).status).toBe(
      404,
    );
    const cancelled = await api.request<Booking>('POST', `/bookings/${held.body.id}/cancel`, {
      token: owner.token,
    });
    expect(cancelled.body.status).toBe('cancelled');
  });
});
