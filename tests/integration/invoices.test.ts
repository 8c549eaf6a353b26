import { moneyOf } from '../../src/features/events/utils/has-payment';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import type { EventDetail, EventSummary } from '../../src/contracts/events';
import type { Invoice, InvoiceList } from '../../src/contracts/invoices';
import { parisDay } from '../../src/domain/paris-time';
import { priceLines, splitLines, sumSplits } from '../../src/domain/vat';
import type { ErrorBody } from '../../src/server/core/errors';
import { invoiceCounters, invoices, payments } from '../../src/server/db/schema';
import { transaction } from '../../src/server/db/transaction';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { issueDocuments } from '../../src/server/lifecycle/documents';
import { startTestApi, TEST_API_KEY, type TestApi } from '../helpers/api';
import { weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';
import { TERMS_VERSION } from '../../src/domain/terms';

type Answer = Booking & ErrorBody;
const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};
const billing = { address: '12 rue de Bretagne', city: 'Paris', country: 'FR', postal_code: '75003' };

// docs/business-rules.md §8: an invoice for every payment, a credit note for every refund, numbered
// per year without gaps in the payment's or refund's own transaction, frozen when issued.
describe.each(testDatabaseKinds())('invoices and credit notes, on %s', (kind) => {
  let api: TestApi;
  let company: TestIdentity;
  let person: TestIdentity;
  const room = weekdayRoom(3);
  let nextDay = 12;

  beforeAll(async () => {
    [api, company, person] = await Promise.all([startTestApi(kind), signUp(), signUp()]);
    const business = await api.request('PATCH', '/account', {
      token: company.token,
      body: {
        business: true,
        company_name: 'Atelier Lumière SARL',
        vat_number: 'FR40303265045',
        billing_address: billing,
      },
    });
    expect(business.status).toBe(200);
  });
  afterAll(() => api.close());

  const hold = async (who: TestIdentity) => {
    const held = await api.request<Answer>('POST', '/bookings', {
      token: who.token,
      body: { space_id: room.id, day: workdayAhead(nextDay++), start: '10:00', end: '12:00' },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    return held.body;
  };
  const pay = (who: TestIdentity, id: string) =>
    api.request<PaymentResult & ErrorBody>('POST', `/bookings/${id}/payment`, {
      token: who.token,
      body: card,
    });
  const list = (who: TestIdentity) =>
    api.request<InvoiceList>('GET', '/account/invoices', { token: who.token });
  const documentOf = (who: TestIdentity, id: string) =>
    api.request<Invoice & ErrorBody>('GET', `/invoices/${id}`, { token: who.token });
  /** Every number of a kind issued so far, in order. */
  const sequence = async (kindOf: 'invoice' | 'credit_note') =>
    (
      await api.database.db
        .select({ seq: invoices.seq })
        .from(invoices)
        .where(eq(invoices.kind, kindOf))
        .orderBy(invoices.seq)
    ).map((row) => row.seq);

  it('invoices a paid booking to the company, line by line, HT + VAT = TTC, and keeps it as issued when the address changes', async () => {
    const booking = await hold(company);
    const extras = await api.request<Answer>('PATCH', `/bookings/${booking.id}`, {
      token: company.token,
      body: {
        attendees: 2,
        extras: [
          { id: 'coffee_break', quantity: 2 },
          { id: 'projector', quantity: 1 },
        ],
      },
    });
    expect(extras.status, JSON.stringify(extras.body)).toBe(200);
    expect((await pay(company, booking.id)).status).toBe(200);

    const listed = await list(company);
    expect(listed.status).toBe(200);
    const [summary] = listed.body.items;
    expect(listed.body.items).toHaveLength(1);
    expect(summary).toMatchObject({ kind: 'invoice', booking_id: booking.id, credits_number: null });
    // Numbered in the year of issue in Paris (the last hour of 31 December UTC is already next year there).
    expect(summary?.number).toMatch(
      new RegExp(`^F-${parisDay(new Date(summary?.issued_at ?? '')).slice(0, 4)}-\\d{6}$`),
    );
    expect(summary?.totals.ttc).toBe(extras.body.total_price);
    expect(listed.body.totals.net.ttc).toBe(extras.body.total_price);

    const invoice = (await documentOf(company, summary?.id ?? '')).body;
    expect(invoice.buyer).toMatchObject({
      business: true,
      company: 'Atelier Lumière SARL',
      vat_number: 'FR40303265045',
      address: billing.address,
      postal_code: '75003',
      city: 'Paris',
    });
    expect(invoice.seller).toMatchObject({
      siren: expect.stringMatching(/^\d{9}$/),
      vat_number: expect.stringMatching(/^FR/),
    });
    // The space by the hour and each extra, each line split, the lines adding up to what was paid.
    expect(invoice.lines.map((line) => line.kind)).toEqual(['space', 'extra', 'extra']);
    expect(invoice.lines[0]).toMatchObject({ quantity: 2, unit: 'hour' });
    expect(invoice.lines.slice(1).map((line) => line.quantity)).toEqual([2, 1]);
    for (const line of invoice.lines) expect(line.ht + line.vat).toBe(line.ttc);
    expect(invoice.lines.reduce((sum, line) => sum + line.ttc, 0)).toBe(extras.body.total_price);
    expect(invoice.totals.ht + invoice.totals.vat).toBe(invoice.totals.ttc);
    // The HT and VAT the booking's and the event's breakdowns show are the invoice's, to the cent.
    const shown = (price: {
      space_price: number;
      extras_price: number;
      rebates: { amount: number }[];
      extras: { quantity: number; unit_price: number }[];
    }) =>
      splitLines(
        priceLines({
          spacePrice: price.space_price,
          extrasPrice: price.extras_price,
          rebates: price.rebates,
          extras: price.extras,
        }),
      ).total;
    expect(shown(extras.body)).toEqual(invoice.totals);
    const [event] = (
      await api.request<EventSummary[]>('GET', '/events', { token: company.token })
    ).body.filter((e) => e.booking_id === booking.id);
    const money = event ? moneyOf(event) : null;
    expect(money && splitLines(priceLines(money)).total).toEqual(invoice.totals);

    // Read by SQL as it is stored: the hold's rebates are a JSON array, not a string holding one.
    const stored = (await api.database.db.execute(
      sql`select jsonb_typeof(rebates) as type from bookings where id = ${booking.id}`,
    )) as unknown as { rows: { type: string }[] };
    expect(stored.rows[0]?.type).toBe('array');

    const moved = await api.request('PATCH', '/account', {
      token: company.token,
      body: { billing_address: { ...billing, address: '3 quai de Valmy', postal_code: '75010' } },
    });
    expect(moved.status).toBe(200);
    expect((await documentOf(company, invoice.id)).body.buyer).toMatchObject({
      address: billing.address,
      postal_code: '75003',
    });
  });

  it('credits a refund with a credit note that names the invoice it gives back, both beside the booking', async () => {
    const booking = await hold(person);
    expect((await pay(person, booking.id)).status).toBe(200);
    // Weeks ahead: the whole amount comes back.
    expect(
      (await api.request('POST', `/bookings/${booking.id}/cancel`, { token: person.token })).status,
    ).toBe(200);

    const listed = (await list(person)).body;
    expect(listed.items.map((item) => item.kind)).toEqual(['credit_note', 'invoice']);
    const [credit, invoice] = listed.items;
    expect(credit?.number).toMatch(/^A-\d{4}-\d{6}$/);
    expect(credit?.credits_number).toBe(invoice?.number);
    expect(credit?.totals.ttc).toBe(booking.total_price);
    expect(listed.totals.net.ttc).toBe(0);
    // The whole invoice given back: its very lines, so its very HT and VAT.
    const [creditNote, paid] = await Promise.all([
      documentOf(person, credit?.id ?? ''),
      documentOf(person, invoice?.id ?? ''),
    ]);
    expect(creditNote.body.lines).toEqual(paid.body.lines);
    expect(creditNote.body.totals).toEqual(paid.body.totals);
    // The booking's own, as its event page asks for them.
    const ofBooking = await api.request<InvoiceList>('GET', `/account/invoices?booking_id=${booking.id}`, {
      token: person.token,
    });
    expect(ofBooking.body.items.map((item) => item.number)).toEqual([credit?.number, invoice?.number]);
  });

  it('gives back exactly the invoice’s HT and VAT over a cheaper change and the cancellation after it', async () => {
    const booking = await hold(person);
    const extras = await api.request<Answer>('PATCH', `/bookings/${booking.id}`, {
      token: person.token,
      body: { attendees: 2, extras: [{ id: 'coffee_break', quantity: 3 }] },
    });
    expect(extras.status, JSON.stringify(extras.body)).toBe(200);
    expect((await pay(person, booking.id)).status).toBe(200);
    const shorter = await api.request<Answer>('POST', `/bookings/${booking.id}/change`, {
      token: person.token,
      body: { day: booking.day, start: '10:00', end: '11:00' },
    });
    expect(shorter.status, JSON.stringify(shorter.body)).toBe(200);
    expect(
      (await api.request('POST', `/bookings/${booking.id}/cancel`, { token: person.token })).status,
    ).toBe(200);

    const listed = await api.request<InvoiceList>('GET', `/account/invoices?booking_id=${booking.id}`, {
      token: person.token,
    });
    const documents = await Promise.all(
      listed.body.items.map(async (item) => (await documentOf(person, item.id)).body),
    );
    const [invoice, ...creditNotes] = documents.reverse();
    expect([invoice?.kind, ...creditNotes.map((note) => note.kind)]).toEqual([
      'invoice',
      'credit_note',
      'credit_note',
    ]);
    expect(creditNotes[0]?.totals.ttc).toBe(extras.body.total_price - shorter.body.total_price);
    for (const note of creditNotes) expect(note.totals.ht + note.totals.vat).toBe(note.totals.ttc);
    expect(sumSplits(creditNotes.map((note) => note.totals))).toEqual(invoice?.totals);
  });

  it('answers the PDF of a document, named by its number, with what the document says', async () => {
    const [latest] = (await list(company)).body.items;
    // Bytes, not text: read straight from the server.
    const response = await fetch(`${api.baseUrl}/invoices/${latest?.id}.pdf`, {
      headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${company.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${latest?.number}.pdf"`);
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(latest?.number);
    expect(text).toContain('Atelier Lumière SARL');
    expect(text).toContain('FR40303265045');
  });

  it('shows a document only to whoever may manage its booking', async () => {
    const { items } = (await list(company)).body;
    const stranger = await documentOf(person, items[0]?.id ?? '');
    expect(stranger.status).toBe(404);
    expect((await list(person)).body.items.every((item) => !items.some((mine) => mine.id === item.id))).toBe(
      true,
    );
  });

  it('shows an account admin the invoice of a booking a member made on the account, and tells them on its event page that they manage it', async () => {
    const join = async (role: 'account_admin' | 'user') => {
      const email = uniqueEmail(role);
      expect(
        (await api.request('POST', '/account/users', { token: company.token, body: { email, role } })).status,
      ).toBe(201);
      const joined = await signUp(email);
      expect((await api.request('GET', '/me', { token: joined.token })).status).toBe(200);
      return joined;
    };
    const [admin, member] = [await join('account_admin'), await join('user')];
    const booking = await hold(member);
    expect((await pay(member, booking.id)).status).toBe(200);

    const seen = (
      await api.request<InvoiceList>('GET', `/account/invoices?booking_id=${booking.id}`, {
        token: admin.token,
      })
    ).body.items;
    expect(seen.map((item) => item.kind)).toEqual(['invoice']);
    expect((await documentOf(admin, seen[0]?.id ?? '')).status).toBe(200);
    const [event] = (
      await api.request<EventSummary[]>('GET', '/events', { token: member.token })
    ).body.filter((e) => e.booking_id === booking.id);
    const page = await api.request<EventDetail>('GET', `/events/${event?.id ?? ''}`, { token: admin.token });
    expect(page.body).toMatchObject({ is_organizer: false, may_manage: true });
    const asOrganizer = await api.request<EventDetail>('GET', `/events/${event?.id ?? ''}`, {
      token: member.token,
    });
    expect(asOrganizer.body).toMatchObject({ is_organizer: true, may_manage: true });
  });

  it('numbers fifty payments made at once one after the other, without a gap or a duplicate', async () => {
    const before = await sequence('invoice');
    const holds = [];
    for (let i = 0; i < 50; i++) holds.push(await hold(company));
    const answers = await Promise.all(holds.map((booking) => pay(company, booking.id)));
    expect(answers.map((answer) => answer.status)).toEqual(holds.map(() => 200));
    const after = await sequence('invoice');
    expect(after).toEqual(Array.from({ length: before.length + 50 }, (_, i) => i + 1));
  });

  it('takes no number for a payment whose transaction fails, so the next one follows without a gap', async () => {
    const booking = await hold(person);
    const [counter] = await api.database.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.kind, 'invoice'));
    const failed = transaction(api.database.db, async (tx) => {
      const [charge] = await tx
        .insert(payments)
        .values({
          bookingId: booking.id,
          kind: 'charge',
          provider: 'offline',
          providerRef: `offline_pay_failed_${randomUUID()}`,
          amountCents: booking.total_price,
          status: 'succeeded',
        })
        .returning({ id: payments.id });
      await issueDocuments(tx, [charge?.id ?? ''], new Date());
      throw new Error('the card network answered too late');
    });
    await expect(failed).rejects.toThrow('too late');
    const [unchanged] = await api.database.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.kind, 'invoice'));
    expect(unchanged?.lastNumber).toBe(counter?.lastNumber);

    expect((await pay(person, booking.id)).status).toBe(200);
    const numbers = await sequence('invoice');
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const [{ documents } = { documents: 0 }] = (
      (await api.database.db.execute(
        sql`select count(*)::int as documents from invoices where booking_id = ${booking.id}`,
      )) as unknown as { rows: { documents: number }[] }
    ).rows;
    expect(documents).toBe(1);
  });
});
