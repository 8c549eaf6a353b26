import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Account, AccountUser, CouponCode, PaymentMethod } from '../../src/contracts/account';
import type { Me } from '../../src/contracts/me';
import {
  accounts,
  bookings,
  couponCodes,
  couponRedemptions,
  paymentMethods,
  spaces,
  users,
} from '../../src/server/db/schema';
import { createOfflineProvider } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';

type ErrorBody = { error: { code: string; details: { field: string }[] } };

const VISA = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };
const MASTERCARD = { ...VISA, card_number: '5555555555554444' };
const AMEX = { ...VISA, card_number: '378282246310005', cvc: '1234' };

describe('v1 /account', () => {
  let api: TestApi;
  let alice: TestIdentity;
  let bob: TestIdentity;
  let guest: TestIdentity;
  let aliceMe: Me;
  let bobMe: Me;

  const me = async (identity: TestIdentity) =>
    (await api.request<Me>('GET', '/me', { token: identity.token })).body;
  const fields = (body: unknown) => (body as ErrorBody).error.details.map((detail) => detail.field).sort();
  const codeOf = (body: unknown) => (body as ErrorBody).error.code;
  const setUser = async (identity: TestIdentity, values: Partial<typeof users.$inferInsert>) =>
    api.database.db
      .update(users)
      .set(values)
      .where(eq(users.id, (await me(identity)).id));

  /** Invites a new e-mail into the admin's account, then signs it up: the person lands there. */
  async function join(
    admin: TestIdentity,
    role: 'account_admin' | 'account_guest' | 'user',
  ): Promise<TestIdentity> {
    const email = uniqueEmail('member');
    const invited = await api.request('POST', '/account/users', {
      token: admin.token,
      body: { email, role },
    });
    expect(invited.status).toBe(201);
    const member = await signUp(email);
    await me(member);
    return member;
  }

  beforeAll(async () => {
    [api, alice, bob] = await Promise.all([startTestApi(), signUp(), signUp()]);
    [aliceMe, bobMe] = await Promise.all([me(alice), me(bob)]);
    guest = await join(alice, 'account_guest');
  });
  afterAll(() => api.close());

  describe('members', () => {
    it('an invited person who signs up lands in the account with the invited role', async () => {
      const email = uniqueEmail('Invited');
      const invited = await api.request<AccountUser>('POST', '/account/users', {
        token: alice.token,
        body: { email, role: 'account_admin', first_name: 'Inès' },
      });
      expect(invited.status).toBe(201);
      expect(invited.body).toMatchObject({
        email: email.toLowerCase(),
        role: 'account_admin',
        status: 'enabled',
        invited: true,
        first_name: 'Inès',
      });
      const person = await signUp(email);
      expect(await me(person)).toMatchObject({
        id: invited.body.id,
        account_id: aliceMe.account_id,
        role: 'account_admin',
        can_manage_account: true,
      });
      const listed = await api.request<AccountUser[]>('GET', '/account/users', { token: alice.token });
      expect(listed.body.find((member) => member.id === invited.body.id)?.invited).toBe(false);
    });

    it('lists members to the account managers and staff only', async () => {
      const listed = await api.request<AccountUser[]>('GET', '/account/users', { token: alice.token });
      expect(listed.status).toBe(200);
      expect(listed.body.map((member) => member.email)).toEqual(
        expect.arrayContaining([alice.email, guest.email]),
      );
      expect((await api.request('GET', '/account/users', { token: guest.token })).status).toBe(403);
      expect(
        (await api.request('GET', `/account/users?account_id=${aliceMe.account_id}`, { token: bob.token }))
          .status,
      ).toBe(403);
      expect((await api.request('GET', '/account/users')).status).toBe(401);
      const staff = await signUp();
      await setUser(staff, { role: 'admin' });
      const seen = await api.request<AccountUser[]>(
        'GET',
        `/account/users?account_id=${aliceMe.account_id}`,
        { token: staff.token },
      );
      expect(seen.body.map((member) => member.email)).toContain(alice.email);
    });

    it('refuses an e-mail already in use, a bad invitation, a guest member, and no token', async () => {
      const taken = await api.request<ErrorBody>('POST', '/account/users', {
        token: alice.token,
        body: { email: bob.email.toUpperCase(), role: 'user' },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('USER_EXISTS');
      const invalid = await api.request<ErrorBody>('POST', '/account/users', {
        token: alice.token,
        body: { email: 'nope', role: 'super_admin' },
      });
      expect(invalid.status).toBe(400);
      expect(fields(invalid.body)).toEqual(['body.email', 'body.role']);
      expect(
        (
          await api.request('POST', '/account/users', {
            token: guest.token,
            body: { email: uniqueEmail(), role: 'user' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await api.request('POST', '/account/users', { body: { email: uniqueEmail(), role: 'user' } }))
          .status,
      ).toBe(401);
    });

    it('changes roles and statuses, but never the own or the owner ones', async () => {
      const [admin, member] = await Promise.all([join(alice, 'account_admin'), join(alice, 'user')]);
      const { id: memberId } = await me(member);
      const changed = await api.request<AccountUser>('PATCH', `/account/users/${memberId}`, {
        token: admin.token,
        body: { role: 'account_guest', status: 'suspended' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ id: memberId, role: 'account_guest', status: 'suspended' });
      const suspendedWrite = await api.request<ErrorBody>('PATCH', '/me', {
        token: member.token,
        body: { first_name: 'Zoé' },
      });
      expect(suspendedWrite.body.error.code).toBe('ACCOUNT_SUSPENDED');

      const self = await api.request<ErrorBody>('PATCH', `/account/users/${(await me(admin)).id}`, {
        token: admin.token,
        body: { role: 'user' },
      });
      expect([self.status, self.body.error.code]).toEqual([422, 'CANNOT_CHANGE_SELF']);
      const owner = await api.request<ErrorBody>('PATCH', `/account/users/${aliceMe.id}`, {
        token: admin.token,
        body: { status: 'suspended' },
      });
      expect([owner.status, owner.body.error.code]).toEqual([422, 'CANNOT_CHANGE_OWNER']);
    });

    it('answers 404 across accounts, 400, 403 and 401', async () => {
      const across = await api.request('PATCH', `/account/users/${bobMe.id}`, {
        token: alice.token,
        body: { status: 'suspended' },
      });
      expect(across.status).toBe(404);
      const invalid = await api.request<ErrorBody>('PATCH', '/account/users/nope', {
        token: alice.token,
        body: { role: 'admin' },
      });
      expect(fields(invalid.body)).toEqual(['path.userId']);
      const wrongRole = await api.request<ErrorBody>('PATCH', `/account/users/${bobMe.id}`, {
        token: alice.token,
        body: { role: 'admin' },
      });
      expect([wrongRole.status, fields(wrongRole.body)]).toEqual([400, ['body.role']]);
      expect(
        (
          await api.request('PATCH', `/account/users/${aliceMe.id}`, {
            token: guest.token,
            body: { status: 'enabled' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await api.request('PATCH', `/account/users/${aliceMe.id}`, { body: { status: 'enabled' } })).status,
      ).toBe(401);
    });
  });

  describe('GET and PATCH /account', () => {
    it('reads the own account; staff read any; others get 403', async () => {
      const own = await api.request<Account>('GET', '/account', { token: alice.token });
      expect(own.body).toEqual({
        id: aliceMe.account_id,
        business: false,
        company_name: null,
        vat_number: null,
        billing_address: { address: null, city: null, country: null, postal_code: null },
        can_manage: true,
      });
      expect((await api.request<Account>('GET', '/account', { token: guest.token })).body).toMatchObject({
        id: aliceMe.account_id,
        can_manage: false,
      });
      expect(
        (await api.request('GET', `/account?account_id=${bobMe.account_id}`, { token: alice.token })).status,
      ).toBe(403);
      const staff = await signUp();
      await setUser(staff, { role: 'super_admin' });
      const seen = await api.request<Account>('GET', `/account?account_id=${bobMe.account_id}`, {
        token: staff.token,
      });
      expect(seen.body).toMatchObject({ id: bobMe.account_id, can_manage: false });
      expect(
        fields((await api.request('GET', '/account?account_id=1', { token: staff.token })).body),
      ).toEqual(['query.account_id']);
      expect((await api.request('GET', '/account')).status).toBe(401);
    });

    it('updates billing and business data, normalising the VAT number', async () => {
      const billing_address = {
        address: '12 rue de la Paix',
        city: 'Paris',
        country: 'fr',
        postal_code: '75002',
      };
      const response = await api.request<Account>('PATCH', '/account', {
        token: alice.token,
        body: {
          business: true,
          company_name: 'Atelier Alice',
          vat_number: 'fr 12 345678901',
          billing_address,
        },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        business: true,
        company_name: 'Atelier Alice',
        vat_number: 'FR12345678901',
        billing_address: { ...billing_address, country: 'FR' },
      });
      const cleared = await api.request<Account>('PATCH', '/account', {
        token: alice.token,
        body: { vat_number: null },
      });
      expect(cleared.body).toMatchObject({
        vat_number: null,
        company_name: 'Atelier Alice',
        billing_address: { city: 'Paris' },
      });
    });

    it('requires a company name for a business account', async () => {
      const response = await api.request<ErrorBody>('PATCH', '/account', {
        token: bob.token,
        body: { business: true },
      });
      expect([response.status, response.body.error.code]).toEqual([422, 'COMPANY_NAME_REQUIRED']);
      const dropped = await api.request<ErrorBody>('PATCH', '/account', {
        token: alice.token,
        body: { company_name: null },
      });
      expect(dropped.status).toBe(422);
    });

    it('answers 400 per field, 403 to a guest member, 403 when suspended, 401 without a token', async () => {
      const invalid = await api.request<ErrorBody>('PATCH', '/account', {
        token: alice.token,
        body: {
          vat_number: 'FR123',
          billing_address: { address: 'x', city: 'Paris', country: 'FR', postal_code: '7500' },
        },
      });
      expect(fields(invalid.body)).toEqual(['body.billing_address.postal_code', 'body.vat_number']);
      const country = await api.request<ErrorBody>('PATCH', '/account', {
        token: alice.token,
        body: { billing_address: { address: 'x', city: 'y', country: 'XX', postal_code: '1000' } },
      });
      expect(fields(country.body)).toEqual(['body.billing_address.country']);
      expect(
        (await api.request('PATCH', '/account', { token: alice.token, body: { owner_id: bobMe.id } })).status,
      ).toBe(400);
      expect(
        (await api.request('PATCH', '/account', { token: guest.token, body: { business: false } })).status,
      ).toBe(403);
      const suspended = await signUp();
      await setUser(suspended, { status: 'suspended' });
      expect(
        (await api.request('PATCH', '/account', { token: suspended.token, body: { business: false } }))
          .status,
      ).toBe(403);
      expect((await api.request('PATCH', '/account', { body: { business: false } })).status).toBe(401);
    });
  });

  describe('payment methods', () => {
    const list = async (identity: TestIdentity) =>
      (await api.request<PaymentMethod[]>('GET', '/account/payment_methods', { token: identity.token })).body;
    const add = async (identity: TestIdentity, card: object) =>
      api.request<PaymentMethod>('POST', '/account/payment_methods', { token: identity.token, body: card });

    it('keeps exactly one default through adding, setting the default and deleting', async () => {
      const owner = await signUp();
      const visa = await add(owner, VISA);
      expect(visa.status).toBe(201);
      expect(visa.body).toMatchObject({
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2040,
        is_default: true,
        provider: 'offline',
      });
      const mastercard = (await add(owner, MASTERCARD)).body;
      const amex = (await add(owner, AMEX)).body;
      expect([mastercard.is_default, amex.is_default]).toEqual([false, false]);

      expect(
        (
          await api.request('POST', `/account/payment_methods/${mastercard.id}/default`, {
            token: owner.token,
          })
        ).status,
      ).toBe(204);
      expect((await list(owner)).filter((method) => method.is_default).map((method) => method.id)).toEqual([
        mastercard.id,
      ]);

      expect(
        (await api.request('DELETE', `/account/payment_methods/${mastercard.id}`, { token: owner.token }))
          .status,
      ).toBe(204);
      const left = await list(owner);
      expect(left.map((method) => [method.id, method.is_default])).toEqual([
        [amex.id, true],
        [visa.body.id, false],
      ]);
      const stored = await api.database.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.accountId, (await me(owner)).account_id));
      expect(JSON.stringify(stored)).not.toMatch(/4242424242424242|378282246310005/);
    });

    it('lets a guest member list the cards but not change them', async () => {
      const card = (await add(alice, VISA)).body;
      expect((await list(guest)).map((method) => method.id)).toContain(card.id);
      expect((await add(guest, VISA)).status).toBe(403);
      expect(
        (await api.request('POST', `/account/payment_methods/${card.id}/default`, { token: guest.token }))
          .status,
      ).toBe(403);
      expect(
        (await api.request('DELETE', `/account/payment_methods/${card.id}`, { token: guest.token })).status,
      ).toBe(403);
    });

    it("a team's cards stay while one of its members remains, and go with the last one who deletes their account", async () => {
      const owner = await signUp();
      await me(owner);
      const card = (await add(owner, VISA)).body;
      const teammate = await join(owner, 'account_admin');
      expect((await api.request('DELETE', '/me', { token: owner.token })).status).toBe(204);
      expect((await list(teammate)).map((method) => method.id)).toEqual([card.id]);
      expect((await api.request('DELETE', '/me', { token: teammate.token })).status).toBe(204);
      expect(
        await api.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, card.id)),
      ).toEqual([]);
    });

    it('answers 404 for a card of another account', async () => {
      const card = (await add(alice, MASTERCARD)).body;
      expect(
        (await api.request('DELETE', `/account/payment_methods/${card.id}`, { token: bob.token })).status,
      ).toBe(404);
      expect(
        (await api.request('POST', `/account/payment_methods/${card.id}/default`, { token: bob.token }))
          .status,
      ).toBe(404);
      expect((await list(alice)).map((method) => method.id)).toContain(card.id);
    });

    it('answers 400 per field, 422 for a refused or expired card, 401 without a token', async () => {
      expect(fields((await add(alice, { card_number: '4242', exp_month: 13, cvc: 'ab' })).body)).toEqual([
        'body.card_number',
        'body.cvc',
        'body.exp_month',
        'body.exp_year',
      ]);
      expect(fields((await add(alice, { exp_month: 1 })).body)).toEqual([
        'body.card_number',
        'body.cvc',
        'body.exp_year',
      ]);
      expect(fields((await add(alice, { payment_method_id: 'pm_123' })).body)).toEqual([
        'body.card_number',
        'body.cvc',
        'body.exp_month',
        'body.exp_year',
      ]);
      const refused = await add(alice, { ...VISA, card_number: '4242424242424241' });
      expect([refused.status, codeOf(refused.body)]).toEqual([422, 'CARD_INVALID']);
      const expired = await add(alice, { ...VISA, exp_year: 2020 });
      expect([expired.status, codeOf(expired.body)]).toEqual([422, 'CARD_EXPIRED']);
      expect((await api.request('GET', '/account/payment_methods')).status).toBe(401);
      expect((await api.request('POST', '/account/payment_methods', { body: VISA })).status).toBe(401);
    });

    it('creates a SetupIntent on the account Customer with Stripe, and says NOT_AVAILABLE otherwise', async () => {
      const offline = await api.request<ErrorBody>('POST', '/account/payment_methods/setup_intent', {
        token: alice.token,
      });
      expect([offline.status, offline.body.error.code]).toEqual([409, 'NOT_AVAILABLE']);

      const createCustomer = vi.fn(async () => 'cus_test');
      const createSetupIntent = vi.fn(async () => ({ clientSecret: 'seti_secret' }));
      const stripeLike = await startTestApi('pglite', {
        payments: { ...createOfflineProvider(), createCustomer, createSetupIntent },
      });
      onTestFinished(() => stripeLike.close());
      const owner = await signUp();
      for (let i = 0; i < 2; i++) {
        const response = await stripeLike.request('POST', '/account/payment_methods/setup_intent', {
          token: owner.token,
        });
        expect(response.body).toEqual({ client_secret: 'seti_secret' });
      }
      expect(createCustomer).toHaveBeenCalledTimes(1);
      expect(createSetupIntent).toHaveBeenCalledWith('cus_test');
      const [account] = await stripeLike.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.stripeCustomerId, 'cus_test'));
      expect(account).toBeDefined();
    });
  });

  describe('GET /account/codes', () => {
    it("lists the account's codes and running public ones, with what it already used", async () => {
      const db = api.database.db;
      const day = 86_400_000;
      const [space] = await db.select({ id: spaces.id }).from(spaces).limit(1);
      const inserted = await db
        .insert(couponCodes)
        .values([
          {
            accountId: aliceMe.account_id,
            code: `ALICE-${aliceMe.id.slice(0, 6)}`,
            kind: 'amount',
            value: 1000,
          },
          {
            accountId: null,
            code: `PUBLIC-${aliceMe.id.slice(0, 6)}`,
            kind: 'percent',
            value: 10,
            validUntil: new Date(Date.now() + day),
            singleUse: false,
          },
          {
            accountId: null,
            code: `OLD-${aliceMe.id.slice(0, 6)}`,
            kind: 'percent',
            value: 20,
            validUntil: new Date(Date.now() - day),
          },
          { accountId: bobMe.account_id, code: `BOB-${bobMe.id.slice(0, 6)}`, kind: 'amount', value: 500 },
          {
            accountId: null,
            code: `ONCE-${aliceMe.id.slice(0, 6)}`,
            kind: 'percent',
            value: 5,
            validUntil: new Date(Date.now() + day),
            singleUse: true,
          },
          {
            accountId: null,
            code: `HELD-${aliceMe.id.slice(0, 6)}`,
            kind: 'percent',
            value: 5,
            validUntil: new Date(Date.now() + day),
            singleUse: true,
          },
        ])
        .returning();
      const [own, publicCode, , , once, held] = inserted;
      if (!own || !publicCode || !once || !held || !space) throw new Error('fixtures missing');
      const [booking] = await db
        .insert(bookings)
        .values({
          spaceId: space.id,
          accountId: aliceMe.account_id,
          organizerId: aliceMe.id,
          spacePriceCents: 1,
          totalPriceCents: 1,
        })
        .returning();
      if (!booking) throw new Error('no booking');
      // Paid with: the reusable code and a once-per-account one; another one only reserved by a hold.
      const paidAt = new Date();
      await db.insert(couponRedemptions).values([
        { couponId: publicCode.id, bookingId: booking.id, accountId: aliceMe.account_id, redeemedAt: paidAt },
        {
          couponId: once.id,
          bookingId: booking.id,
          accountId: aliceMe.account_id,
          singleUse: true,
          redeemedAt: paidAt,
        },
        { couponId: held.id, bookingId: booking.id, accountId: aliceMe.account_id, singleUse: true },
      ]);

      // The seed's public promotions show too; only the rows made here are checked.
      const ours = (codes: CouponCode[]) =>
        codes
          .filter((code) => inserted.some((row) => row.id === code.id))
          .map((code) => [code.code, code.used])
          .sort();
      const response = await api.request<CouponCode[]>('GET', '/account/codes', { token: guest.token });
      expect(response.status).toBe(200);
      // A reusable code stays available however often it was used; a once-per-account one is used once paid with.
      expect(ours(response.body)).toEqual(
        [
          [own.code, false],
          [held.code, false],
          [once.code, true],
          [publicCode.code, false],
        ].sort(),
      );
      expect(response.body.find((code) => code.id === publicCode.id)).toMatchObject({
        kind: 'percent',
        value: 10,
        single_use: false,
        valid_from: null,
      });
      const bobs = await api.request<CouponCode[]>('GET', '/account/codes', { token: bob.token });
      expect(ours(bobs.body)).toEqual(
        [
          [`BOB-${bobMe.id.slice(0, 6)}`, false],
          [held.code, false],
          [once.code, false],
          [publicCode.code, false],
        ].sort(),
      );
      expect((await api.request('GET', '/account/codes')).status).toBe(401);
    });
  });
});
