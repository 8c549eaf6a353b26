import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBookingDetail,
  AdminBookingPage,
  AdminCoupon,
  AdminUser,
  AdminUserDetail,
  AdminUserPage,
  AuditEntry,
} from '../../src/contracts/admin';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import type { InvoiceList } from '../../src/contracts/invoices';
import type { Me } from '../../src/contracts/me';
import type { ErrorBody } from '../../src/server/core/errors';
import { parisInstant } from '../../src/domain/paris-time';
import { couponCodes, outboxMessages, users } from '../../src/server/db/schema';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';
import { TERMS_VERSION } from '../../src/domain/terms';

const ROLES = ['user', 'account_admin', 'account_guest', 'guest', 'admin', 'super_admin'] as const;
type Caller = (typeof ROLES)[number] | 'anonymous' | 'suspended_admin';
const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

// docs/business-rules.md §7: the back office's users, for staff only, every write of theirs in the
// audit log.
describe.each(testDatabaseKinds())('the back office: users, bookings and the audit log, on %s', (kind) => {
  let api: TestApi;
  /** The API's clock: set to a moment for a test, else the real time. */
  let clock: number | undefined;
  const who = {} as Record<Exclude<Caller, 'anonymous'>, TestIdentity & { id: string }>;

  /** Someone signed in once, with `role` written as staff tools (or an account) would give it. */
  async function person(role: (typeof ROLES)[number], status: 'enabled' | 'suspended' = 'enabled') {
    const identity = await signUp(uniqueEmail(role.replace('_', '-')));
    const me = await api.request<Me>('GET', '/me', { token: identity.token });
    await api.database.db.update(users).set({ role, status }).where(eq(users.id, me.body.id));
    return { ...identity, id: me.body.id };
  }

  beforeAll(async () => {
    api = await startTestApi(kind, { now: () => new Date(clock ?? Date.now()) });
    for (const role of ROLES) who[role] = await person(role);
    who.suspended_admin = await person('admin', 'suspended');
  });
  afterAll(() => api.close());

  /** A customer's booking of `day` 10:00–11:00, paid by card; its booking_confirmed message's id. */
  async function paidBooking(
    customer: TestIdentity,
    day: string,
  ): Promise<{ booking: Booking; messageId: string }> {
    const held = await api.request<Booking>('POST', '/bookings', {
      token: customer.token,
      body: { space_id: weekdayRoom(5).id, day, start: '10:00', end: '11:00' },
    });
    expect(held.status).toBe(201);
    const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
      token: customer.token,
      body: card,
    });
    expect(paid.body.booking.status).toBe('confirmed');
    const [message] = await api.database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.bookingId, held.body.id));
    return { booking: paid.body.booking, messageId: message?.id ?? '' };
  }

  it('exists for staff only: 404 to everyone else, 403 to a suspended staff member, super_admin alone for roles and the audit', async () => {
    const target = await person('user');
    const { booking, messageId } = await paidBooking(await person('user'), workdayAhead(20));
    const [coupon] = await api.database.db
      .insert(couponCodes)
      .values({ code: `ENDS${Date.now()}`, kind: 'percent', value: 10 })
      .returning();
    const routes: { method: string; path: string; body?: () => unknown; superOnly?: boolean; ok: number }[] =
      [
        { method: 'GET', path: '/admin/coupons', ok: 200 },
        {
          method: 'POST',
          path: '/admin/coupons',
          body: () => ({ code: `NEW${crypto.randomUUID().slice(0, 8)}`, kind: 'amount', value: 500 }),
          ok: 201,
        },
        { method: 'POST', path: `/admin/coupons/${coupon?.id ?? ''}/expire`, ok: 200 },
        { method: 'GET', path: '/admin/bookings?q=example', ok: 200 },
        { method: 'GET', path: `/admin/bookings/${booking.id}`, ok: 200 },
        { method: 'POST', path: `/admin/bookings/${booking.id}/messages/${messageId}/resend`, ok: 202 },
        // Last of the bookings' routes: once cancelled, cancelling again changes nothing (200).
        {
          method: 'POST',
          path: `/admin/bookings/${booking.id}/cancel`,
          body: () => ({ refund: 'policy' }),
          ok: 200,
        },
        { method: 'GET', path: '/admin/users?q=example', ok: 200 },
        { method: 'GET', path: `/admin/users/${target.id}`, ok: 200 },
        { method: 'POST', path: `/admin/users/${target.id}/suspend`, ok: 200 },
        { method: 'POST', path: `/admin/users/${target.id}/enable`, ok: 200 },
        {
          method: 'PUT',
          path: `/admin/users/${target.id}/staff-role`,
          body: () => ({ role: null }),
          superOnly: true,
          ok: 200,
        },
        { method: 'GET', path: '/admin/audit', superOnly: true, ok: 200 },
        { method: 'GET', path: '/admin/zones', ok: 200 },
        {
          method: 'POST',
          path: '/admin/zones',
          body: () => ({
            id: `z-${crypto.randomUUID().slice(0, 8)}`,
            name_fr: 'Zone',
            name_en: 'Zone',
            latitude: 45,
            longitude: 5,
          }),
          superOnly: true,
          ok: 201,
        },
        {
          method: 'PUT',
          path: '/admin/zones/bordeaux',
          body: () => ({ name_fr: 'Bordeaux', name_en: 'Bordeaux', latitude: 44.8378, longitude: -0.5792 }),
          superOnly: true,
          ok: 200,
        },
      ];
    const expected = (caller: Caller, route: (typeof routes)[number]) => {
      if (caller === 'anonymous') return 401;
      if (caller === 'suspended_admin') return route.superOnly ? 404 : 403;
      if (caller === 'super_admin' || (caller === 'admin' && !route.superOnly)) return route.ok;
      return 404;
    };
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const caller of ['anonymous', ...ROLES, 'suspended_admin'] as Caller[]) {
        const answer = await api.request<ErrorBody>(route.method, route.path, {
          token: caller === 'anonymous' ? undefined : who[caller].token,
          body: route.body?.(),
        });
        if (answer.status !== expected(caller, route))
          mismatches.push(
            `${route.method} ${route.path} as ${caller}: ${answer.status}, expected ${expected(caller, route)}`,
          );
        if (answer.status === 404) expect(answer.body.error.code).toBe('NOT_FOUND');
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('suspends a customer, whose next write is refused while they still read, and enables them again; each write has its audit line', async () => {
    const customer = await person('user');
    expect(
      (await api.request('PATCH', '/me', { token: customer.token, body: { first_name: 'Avant' } })).status,
    ).toBe(200);

    const suspended = await api.request<AdminUser>('POST', `/admin/users/${customer.id}/suspend`, {
      token: who.admin.token,
    });
    expect(suspended.body).toMatchObject({ id: customer.id, status: 'suspended' });
    const refused = await api.request<ErrorBody>('PATCH', '/me', {
      token: customer.token,
      body: { first_name: 'Pendant' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await api.request<Me>('GET', '/me', { token: customer.token })).body.first_name).toBe('Avant');
    // Asked twice, nothing more happens, and no second line is written.
    expect(
      (
        await api.request<AdminUser>('POST', `/admin/users/${customer.id}/suspend`, {
          token: who.admin.token,
        })
      ).body.status,
    ).toBe('suspended');

    expect(
      (await api.request<AdminUser>('POST', `/admin/users/${customer.id}/enable`, { token: who.admin.token }))
        .body.status,
    ).toBe('enabled');
    expect(
      (await api.request('PATCH', '/me', { token: customer.token, body: { first_name: 'Après' } })).status,
    ).toBe(200);

    const audit = await api.request<AuditEntry[]>(
      'GET',
      `/admin/audit?target_type=user&target_id=${customer.id}`,
      { token: who.super_admin.token },
    );
    expect(
      audit.body.map((entry) => [
        entry.action,
        entry.actor.email,
        (entry.before as { status: string }).status,
        (entry.after as { status: string }).status,
      ]),
    ).toEqual([
      ['user.enable', who.admin.email, 'suspended', 'enabled'],
      ['user.suspend', who.admin.email, 'enabled', 'suspended'],
    ]);
  });

  it('leaves staff to a super_admin, and no one changes themself', async () => {
    const colleague = await person('admin');
    const byAdmin = await api.request<ErrorBody>('POST', `/admin/users/${colleague.id}/suspend`, {
      token: who.admin.token,
    });
    expect([byAdmin.status, byAdmin.body.error.code]).toEqual([403, 'SUPER_ADMIN_ONLY']);
    const self = await api.request<ErrorBody>('POST', `/admin/users/${who.admin.id}/suspend`, {
      token: who.admin.token,
    });
    expect([self.status, self.body.error.code]).toEqual([422, 'CANNOT_CHANGE_SELF']);
    expect(
      (
        await api.request('PUT', `/admin/users/${who.super_admin.id}/staff-role`, {
          token: who.super_admin.token,
          body: { role: null },
        })
      ).status,
    ).toBe(422);

    // A customer who owns their account is made staff, then back to what their account makes them.
    const owner = await person('account_admin');
    const made = await api.request<AdminUser>('PUT', `/admin/users/${owner.id}/staff-role`, {
      token: who.super_admin.token,
      body: { role: 'admin' },
    });
    expect(made.body.role).toBe('admin');
    expect((await api.request('GET', '/admin/users?q=example', { token: owner.token })).status).toBe(200);
    const taken = await api.request<AdminUser>('PUT', `/admin/users/${owner.id}/staff-role`, {
      token: who.super_admin.token,
      body: { role: null },
    });
    expect(taken.body.role).toBe('account_admin');
    expect((await api.request('GET', '/admin/users?q=example', { token: owner.token })).status).toBe(404);
    const invalid = await api.request<ErrorBody>('PUT', `/admin/users/${owner.id}/staff-role`, {
      token: who.super_admin.token,
      body: { role: 'account_guest' },
    });
    expect([invalid.status, invalid.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('finds users by a part of their e-mail or name, wildcards taken literally, and shows one with their account', async () => {
    // Letters only, as a name is: one no other test user has.
    const tag = `Needle${Array.from(crypto.getRandomValues(new Uint8Array(8)), (n) => String.fromCharCode(97 + (n % 26))).join('')}`;
    const found = await person('user');
    await api.request('PATCH', '/me', {
      token: found.token,
      body: { first_name: 'Dominique', last_name: tag },
    });
    const byName = await api.request<AdminUserPage>(
      'GET',
      `/admin/users?q=${encodeURIComponent(`dominique ${tag}`)}`,
      { token: who.admin.token },
    );
    expect(byName.body.items.map((user) => user.id)).toEqual([found.id]);
    expect(byName.body.total).toBe(1);
    const wildcard = await api.request<AdminUserPage>('GET', '/admin/users?q=%25', {
      token: who.admin.token,
    });
    expect(wildcard.body.items).toEqual([]);
    const suspendedOnly = await api.request<AdminUserPage>('GET', '/admin/users?status=suspended&limit=100', {
      token: who.admin.token,
    });
    expect(suspendedOnly.body.items.every((user) => user.status === 'suspended')).toBe(true);
    expect(suspendedOnly.body.items.map((user) => user.id)).toContain(who.suspended_admin.id);

    const detail = await api.request<AdminUserDetail>('GET', `/admin/users/${found.id}`, {
      token: who.admin.token,
    });
    expect(detail.body).toMatchObject({
      id: found.id,
      last_name: tag,
      invited: false,
      deleted: false,
      account: { owner_id: found.id, members: 1 },
      bookings: [],
    });
    expect(
      (await api.request<ErrorBody>('GET', `/admin/users/${crypto.randomUUID()}`, { token: who.admin.token }))
        .status,
    ).toBe(404);
  });

  it('cancels a customer’s paid booking with a full refund where the policy gives nothing, and the customer sees it so', async () => {
    const customer = await person('user');
    const day = workdayAhead(7);
    const { booking, messageId } = await paidBooking(customer, day);
    // Ten hours before the start: the policy refunds nothing, staff give everything back.
    clock = parisInstant(day, 600).getTime() - 10 * 3_600_000;
    try {
      const quote = await api.request<{ rule: string; refund: number }>(
        'GET',
        `/bookings/${booking.id}/cancellation`,
        { token: customer.token },
      );
      expect(quote.body).toMatchObject({ rule: 'none', refund: 0 });
      // The back office's cancel dialog reads the same quote with the staff member's token.
      const staffQuote = await api.request<{ rule: string; refund: number; paid: number }>(
        'GET',
        `/bookings/${booking.id}/cancellation`,
        { token: who.admin.token },
      );
      expect([staffQuote.status, staffQuote.body]).toEqual([200, quote.body]);
      expect(staffQuote.body.paid).toBe(booking.total_price);
      const cancelled = await api.request<AdminBookingDetail>(
        'POST',
        `/admin/bookings/${booking.id}/cancel`,
        { token: who.admin.token, body: { refund: 'full' } },
      );
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.booking.status).toBe('cancelled');
      expect(
        cancelled.body.payments.filter((p) => p.kind === 'refund').map((p) => [p.amount, p.status]),
      ).toEqual([[booking.total_price, 'succeeded']]);
      expect(cancelled.body.messages.map((m) => m.kind).sort()).toEqual([
        'booking_cancelled',
        'booking_confirmed',
        'refund_issued',
      ]);
      // Its invoice and the refund's credit note, read as staff from the account the booking is billed to.
      const account = (await api.request<Me>('GET', '/me', { token: customer.token })).body.account_id;
      expect(cancelled.body.account_id).toBe(account);
      const documents = await api.request<InvoiceList>(
        'GET',
        `/account/invoices?account_id=${account}&booking_id=${booking.id}`,
        { token: who.admin.token },
      );
      expect(documents.body.items.map((item) => [item.kind, item.totals.ttc])).toEqual([
        ['credit_note', booking.total_price],
        ['invoice', booking.total_price],
      ]);
    } finally {
      clock = undefined;
    }
    const seen = await api.request<Booking>('GET', `/bookings/${booking.id}`, { token: customer.token });
    expect(seen.body).toMatchObject({ status: 'cancelled', paid: 0 });
    const history = await api.request<{ action: string; amount: number }[]>(
      'GET',
      `/bookings/${booking.id}/history`,
      { token: customer.token },
    );
    expect(history.body.at(-1)).toMatchObject({ action: 'cancelled', amount: -booking.total_price });
    const audit = await api.request<AuditEntry[]>(
      'GET',
      `/admin/audit?target_type=booking&target_id=${booking.id}`,
      { token: who.super_admin.token },
    );
    expect(audit.body.map((entry) => [entry.action, entry.actor.email, entry.after])).toEqual([
      ['booking.cancel.full-refund', who.admin.email, { status: 'cancelled', refund: booking.total_price }],
    ]);

    // Found by the customer's e-mail, its day and its status; its confirmation can be sent again, as a new message.
    const found = await api.request<AdminBookingPage>(
      'GET',
      `/admin/bookings?q=${encodeURIComponent(customer.email)}&day=${day}&status=cancelled`,
      { token: who.admin.token },
    );
    expect(found.body.items.map((row) => [row.id, row.paid])).toEqual([[booking.id, 0]]);
    expect(
      (
        await api.request('POST', `/admin/bookings/${booking.id}/messages/${messageId}/resend`, {
          token: who.admin.token,
        })
      ).status,
    ).toBe(202);
    const confirmations = await api.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, booking.id), eq(outboxMessages.kind, 'booking_confirmed')));
    expect(confirmations).toHaveLength(2);
    expect(new Set(confirmations.map((m) => m.messageId)).size).toBe(2);
    expect(confirmations.every((m) => m.recipient === customer.email)).toBe(true);
    expect(
      (
        await api.request('POST', `/admin/bookings/${booking.id}/messages/${crypto.randomUUID()}/resend`, {
          token: who.admin.token,
        })
      ).status,
    ).toBe(404);
  });

  it('lets staff read a customer’s booking but change it only from the back office, and audits the overstay they record', async () => {
    const customer = await person('user');
    const { booking } = await paidBooking(customer, workdayAhead(11));
    expect(
      (await api.request<Booking>('GET', `/bookings/${booking.id}`, { token: who.admin.token })).status,
    ).toBe(200);
    // Through the customer's own routes, a staff member's change, extension or payment is refused and changes nothing.
    const writes = [
      ['POST', `/bookings/${booking.id}/change`, { day: workdayAhead(12), start: '14:00', end: '15:00' }],
      ['POST', `/bookings/${booking.id}/extend`, { end: '12:00' }],
      ['PATCH', `/bookings/${booking.id}`, { extras: [{ id: 'coffee_break', quantity: 1 }] }],
      ['POST', `/bookings/${booking.id}/payment`, card],
    ] as const;
    for (const [method, path, body] of writes) {
      const refused = await api.request<ErrorBody>(method, path, { token: who.admin.token, body });
      expect([path, refused.status, refused.body.error.code]).toEqual([path, 403, 'STAFF_USE_BACK_OFFICE']);
    }
    expect(
      (await api.request<Booking>('GET', `/bookings/${booking.id}`, { token: customer.token })).body,
    ).toMatchObject({
      status: 'confirmed',
      start: '10:00',
      end: '11:00',
      extras: [],
      paid: booking.total_price,
    });

    // An overstay staff observed is billed to the customer, with its audit line.
    const overstay = await api.request<{ id: string }>(
      'POST',
      `/events/${booking.occurrences[0]?.event_id}/overstays`,
      { token: who.admin.token, body: { minutes: 30 } },
    );
    expect(overstay.status).toBe(201);
    const audit = await api.request<AuditEntry[]>(
      'GET',
      `/admin/audit?target_type=booking&target_id=${booking.id}`,
      { token: who.super_admin.token },
    );
    expect(audit.body.map((entry) => [entry.action, entry.actor.email, entry.after])).toEqual([
      [
        'overstay.record',
        who.admin.email,
        expect.objectContaining({ overstay_id: overstay.body.id, minutes: 30 }),
      ],
    ]);
    expect(
      (
        await api.request<ErrorBody>('POST', `/overstays/${overstay.body.id}/payment`, {
          token: who.admin.token,
          body: card,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.request('POST', `/overstays/${overstay.body.id}/payment`, {
          token: customer.token,
          body: card,
        })
      ).status,
    ).toBe(200);
  });

  it('cancels under the policy when asked so: nothing back ten hours before the start', async () => {
    const customer = await person('user');
    const day = workdayAhead(8);
    const { booking } = await paidBooking(customer, day);
    clock = parisInstant(day, 600).getTime() - 10 * 3_600_000;
    try {
      const cancelled = await api.request<AdminBookingDetail>(
        'POST',
        `/admin/bookings/${booking.id}/cancel`,
        { token: who.admin.token, body: { refund: 'policy' } },
      );
      expect(cancelled.body.booking.status).toBe('cancelled');
      expect(cancelled.body.payments.filter((p) => p.kind === 'refund')).toEqual([]);
    } finally {
      clock = undefined;
    }
    const bad = await api.request<ErrorBody>('POST', `/admin/bookings/${booking.id}/cancel`, {
      token: who.admin.token,
      body: { refund: 'half' },
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);

    // Not through the customer's route: a staff member cancels someone else's booking from the back
    // office only, where it is audited; the booking stays as it was.
    const other = await paidBooking(customer, workdayAhead(9));
    const refused = await api.request<ErrorBody>('POST', `/bookings/${other.booking.id}/cancel`, {
      token: who.admin.token,
    });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'STAFF_USE_BACK_OFFICE']);
    const still = await api.request<AdminBookingDetail>('GET', `/admin/bookings/${other.booking.id}`, {
      token: who.admin.token,
    });
    expect(still.body.booking.status).toBe('confirmed');
    const audit = await api.request<AuditEntry[]>(
      'GET',
      `/admin/audit?target_type=booking&target_id=${other.booking.id}`,
      { token: who.super_admin.token },
    );
    expect(audit.body).toEqual([]);
  });

  it('creates a code limited in uses and amount, counts its uses and reservations, and ends it', async () => {
    const code = `Limited${crypto.randomUUID().slice(0, 6)}`;
    const created = await api.request<AdminCoupon>('POST', '/admin/coupons', {
      token: who.admin.token,
      body: { code, kind: 'percent', value: 10, once_per_account: false, max_uses: 3, min_total: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: code.toUpperCase(),
      max_uses: 3,
      uses: 0,
      reserved: 0,
      once_per_account: false,
    });
    const again = await api.request<ErrorBody>('POST', '/admin/coupons', {
      token: who.admin.token,
      body: { code: code.toLowerCase(), kind: 'amount', value: 100 },
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'COUPON_CODE_TAKEN']);
    const badPercent = await api.request<ErrorBody>('POST', '/admin/coupons', {
      token: who.admin.token,
      body: { code: `${code}X`, kind: 'percent', value: 150 },
    });
    expect([badPercent.status, badPercent.body.error.details[0]?.field]).toEqual([400, 'body.value']);

    // Ten accounts try it on their holds at once: three get it, the others are told it is used up.
    const customers = await Promise.all(Array.from({ length: 10 }, () => person('user')));
    const holds = await Promise.all(
      customers.map(async (customer, i) => {
        const held = await api.request<Booking>('POST', '/bookings', {
          token: customer.token,
          body: {
            space_id: weekdayRoom(6).id,
            day: workdayAhead(9 + Math.floor(i / 4)),
            start: `${String(9 + (i % 4) * 2).padStart(2, '0')}:00`,
            end: `${String(10 + (i % 4) * 2).padStart(2, '0')}:00`,
          },
        });
        expect(held.status).toBe(201);
        return { customer, booking: held.body };
      }),
    );
    const applied = await Promise.all(
      holds.map(({ customer, booking }) =>
        api.request<ErrorBody>('PATCH', `/bookings/${booking.id}`, {
          token: customer.token,
          body: { coupon_code: code },
        }),
      ),
    );
    expect(applied.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(
      new Set(applied.filter((answer) => answer.status === 409).map((answer) => answer.body.error.code)),
    ).toEqual(new Set(['COUPON_EXHAUSTED']));

    // One of the three pays: one use, two reservations.
    const winner = holds[applied.findIndex((answer) => answer.status === 200)];
    if (!winner) throw new Error('no hold took the code');
    expect(
      (
        await api.request('POST', `/bookings/${winner.booking.id}/payment`, {
          token: winner.customer.token,
          body: card,
        })
      ).status,
    ).toBe(200);
    const listed = await api.request<AdminCoupon[]>('GET', `/admin/coupons?q=${encodeURIComponent(code)}`, {
      token: who.admin.token,
    });
    expect(listed.body.map((c) => [c.code, c.uses, c.reserved])).toEqual([[code.toUpperCase(), 1, 2]]);

    // A code for larger bookings only.
    const big = await api.request<AdminCoupon>('POST', '/admin/coupons', {
      token: who.admin.token,
      body: {
        code: `${code}BIG`,
        kind: 'amount',
        value: 1000,
        once_per_account: false,
        min_total: 10_000_000,
      },
    });
    const someone = holds.at(-1);
    if (!someone) throw new Error('no hold');
    const below = await api.request<ErrorBody>('PATCH', `/bookings/${someone.booking.id}`, {
      token: someone.customer.token,
      body: { coupon_code: big.body.code },
    });
    expect([below.status, below.body.error.code]).toEqual([422, 'COUPON_MINIMUM']);

    // Ended: no hold takes it any more.
    const ended = await api.request<AdminCoupon>('POST', `/admin/coupons/${big.body.id}/expire`, {
      token: who.admin.token,
    });
    expect(ended.body.valid_until).not.toBeNull();
    const late = await api.request<ErrorBody>('PATCH', `/bookings/${someone.booking.id}`, {
      token: someone.customer.token,
      body: { coupon_code: big.body.code },
    });
    expect([late.status, late.body.error.code]).toEqual([422, 'COUPON_EXPIRED']);
    const audit = await api.request<AuditEntry[]>(
      'GET',
      `/admin/audit?target_type=coupon&target_id=${big.body.id}`,
      { token: who.super_admin.token },
    );
    expect(audit.body.map((entry) => entry.action)).toEqual(['coupon.expire', 'coupon.create']);
  });
});
