import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import type { EventSummary } from '../../src/contracts/events';
import { TERMS_VERSION } from '../../src/domain/terms';
import { bookings, events, reviews } from '../../src/server/db/schema';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, type TestApi } from '../helpers/api';
import { weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signIn, signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';

// What deleting an account leaves behind, read the way an auditor would: every text column of
// every table, searched for what the person typed. Only the invoices issued to them may keep it
// (French law keeps them ten years: docs/personal-data.md).
const MARK = 'zqxmark';
const PHONE_DIGITS = '699887766';
const VAT_DIGITS = '555444333';
const GUEST_MARK = 'gstmark';
const pay = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

type Hit = { table: string; column: string; rows: number };

/** Every text, JSON and array column of the database, searched for `needle` (case-insensitive). */
async function whereIs(api: TestApi, needles: readonly string[]): Promise<Hit[]> {
  const { db } = api.database;
  const columns = (
    (await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and (data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY') or data_type = 'USER-DEFINED')
      order by table_name, column_name`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    }
  ).rows;
  const hits: Hit[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const matches = needles.map((needle) => sql`${sql.identifier(column)}::text ilike ${`%${needle}%`}`);
    const [row] = (
      (await db.execute(
        sql`select count(*)::int as rows from ${sql.identifier(table)} where ${sql.join(matches, sql` or `)}`,
      )) as unknown as { rows: { rows: number }[] }
    ).rows;
    if (row && row.rows > 0) hits.push({ table, column, rows: row.rows });
  }
  return hits;
}

describe('DELETE /me forgets the person', () => {
  let api: TestApi;
  let leaving: TestIdentity;
  let staying: TestIdentity;
  const guest = uniqueEmail(GUEST_MARK);

  beforeAll(async () => {
    [api, leaving, staying] = await Promise.all([startTestApi(), signUp(uniqueEmail(MARK)), signUp()]);
    const as = { token: leaving.token };
    // Profile, account and billing.
    const me = await api.request<{ id: string; account_id: string }>('PATCH', '/me', {
      ...as,
      body: {
        first_name: `${MARK}prenom`,
        last_name: `${MARK}nom`,
        phone: `+33${PHONE_DIGITS}`,
        photo_url: `https://example.com/${MARK}.jpg`,
      },
    });
    expect(me.status).toBe(200);
    const account = await api.request('PATCH', '/account', {
      ...as,
      body: {
        business: true,
        company_name: `${MARK} SARL`,
        vat_number: `FR12${VAT_DIGITS}`,
        billing_address: { address: `12 rue ${MARK}`, city: 'Paris', country: 'FR', postal_code: '75011' },
      },
    });
    expect(account.status).toBe(200);
    // A teammate invited (who never signed in), a card, a calendar feed, a favorite.
    expect(
      (
        await api.request('POST', '/account/users', {
          ...as,
          body: { email: uniqueEmail(`${MARK}-team`), role: 'user', first_name: `${MARK}equipe` },
        })
      ).status,
    ).toBe(201);
    const card = { card_number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' };
    expect((await api.request('POST', '/account/payment_methods', { ...as, body: card })).status).toBe(201);
    expect((await api.request('GET', '/me/calendar-feed', as)).status).toBe(200);
    await api.request('PUT', `/me/favorites/${weekdayRoom(2).id}`, as);

    // A booking paid (its invoice is issued), with a guest; the slot is ahead, so deleting cancels it.
    const held = await api.request<Booking>('POST', '/bookings', {
      ...as,
      body: { space_id: weekdayRoom(0).id, day: workdayAhead(6), start: '10:00', end: '12:00' },
    });
    expect(held.status).toBe(201);
    const paid = await api.request('POST', `/bookings/${held.body.id}/payment`, { ...as, body: pay });
    expect(paid.status).toBe(200);
    const mine = await api.request<EventSummary[]>('GET', '/events', as);
    const event = mine.body.find((e) => e.booking_id === held.body.id);
    expect(
      (await api.request('POST', `/events/${event?.id ?? ''}/guests`, { ...as, body: { email: guest } }))
        .status,
    ).toBe(201);
    // Invited by someone else, too.
    const theirs = await api.request<Booking>('POST', '/bookings', {
      token: staying.token,
      body: { space_id: weekdayRoom(1).id, day: workdayAhead(7), start: '14:00', end: '15:00' },
    });
    expect(theirs.status).toBe(201);
    await api.request('POST', `/bookings/${theirs.body.id}/payment`, { token: staying.token, body: pay });
    const theirEvents = await api.request<EventSummary[]>('GET', '/events', { token: staying.token });
    const theirEvent = theirEvents.body.find((e) => e.booking_id === theirs.body.id);
    const invited = await api.request('POST', `/events/${theirEvent?.id ?? ''}/guests`, {
      token: staying.token,
      body: { email: leaving.email },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);

    // A past booking with the review they left.
    const { db } = api.database;
    const [past] = await db
      .insert(bookings)
      .values({
        spaceId: weekdayRoom(3).id,
        accountId: me.body.account_id,
        organizerId: me.body.id,
        status: 'completed',
        spacePriceCents: 4000,
        totalPriceCents: 4000,
      })
      .returning();
    if (!past) throw new Error('no past booking');
    const startsAt = new Date(Date.now() - 30 * 86_400_000);
    await db.insert(events).values({
      bookingId: past.id,
      spaceId: past.spaceId,
      nth: 1,
      status: 'completed',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
    });
    await db.insert(reviews).values({
      bookingId: past.id,
      spaceId: past.spaceId,
      authorId: me.body.id,
      rating: 5,
      comment: `Parfait, signé ${MARK}`,
    });

    // A message to support, with a phone number in it.
    expect(
      (
        await api.request('POST', '/support/messages', {
          ...as,
          body: {
            email: leaving.email,
            subject: `Question de ${MARK}`,
            message: `Rappelez-moi au 0${PHONE_DIGITS}, merci.`,
          },
        })
      ).status,
    ).toBe(202);

    // Before: the marks are everywhere they were typed.
    const before = new Set((await whereIs(api, [MARK, PHONE_DIGITS, VAT_DIGITS])).map((hit) => hit.table));
    expect([...before].sort()).toEqual(
      expect.arrayContaining(['accounts', 'event_guests', 'invoices', 'outbox_messages', 'reviews', 'users']),
    );

    expect((await api.request('DELETE', '/me', as)).status).toBe(204);
  }, 180_000);
  afterAll(() => api.close());

  it('leaves what they typed in the invoices issued to them only', async () => {
    const hits = await whereIs(api, [MARK, PHONE_DIGITS, VAT_DIGITS]);
    expect(hits.filter((hit) => hit.table !== 'invoices')).toEqual([]);
    // The law keeps the invoice as issued: its buyer is still named there.
    expect(hits.map((hit) => `${hit.table}.${hit.column}`)).toEqual(['invoices.document']);
  });

  it('keeps their guest only as the recipient of the cancellation they are owed', async () => {
    const hits = await whereIs(api, [GUEST_MARK]);
    // Its address, and the key that keeps the notice from leaving twice.
    expect(hits).toEqual([
      { table: 'outbox_messages', column: 'dedupe_key', rows: 1 },
      { table: 'outbox_messages', column: 'recipient', rows: 1 },
    ]);
    const [notice] = (
      (await api.database.db.execute(
        sql`select kind, payload->'organizer' as organizer from outbox_messages where recipient = ${guest}`,
      )) as unknown as { rows: { kind: string; organizer: { name: string | null; email: string } }[] }
    ).rows;
    // Told the event is off, without being told who the organizer was.
    expect(notice?.kind).toBe('booking_cancelled');
    expect(notice?.organizer).toEqual({ name: null, email: '' });
  });

  it('removes their identity: they can no longer sign in, and their token is refused', async () => {
    await expect(signIn(leaving.email, leaving.password)).rejects.toThrow();
    expect((await api.request('GET', '/me', { token: leaving.token })).status).toBe(401);
  });
});
