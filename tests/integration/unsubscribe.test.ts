import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import type { Me } from '../../src/contracts/me';
import { parisInstant } from '../../src/domain/paris-time';
import { TERMS_VERSION } from '../../src/domain/terms';
import { outboxMessages } from '../../src/server/db/schema';
import { messageIdOn, smtpMailer, type Mailer } from '../../src/server/integrations/mail';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { deliverDueMessages } from '../../src/server/messages/delivery';
import { reviewRequestMessages, writeDueReminders } from '../../src/server/messages/outbox';
import { unsubscribeLink, unsubscribeSignature } from '../../src/server/messages/unsubscribe';
import { startTestApi, TEST_UNSUBSCRIBE_SECRET, type TestApi } from '../helpers/api';
import { weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../helpers/smtp';

const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};
/** Every delivery here happens at this instant: after anything a test wrote, whatever today is. */
const DELIVERED_AT = new Date('2999-01-01T00:00:00Z');
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** The header fields of a message as it arrived, unfolded (RFC 5322 §2.2.3), by lower-case name. */
function headersOf(mail: ReceivedMail): Map<string, string[]> {
  const block = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const fields = new Map<string, string[]>();
  for (const line of block.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return fields;
}

/** The addresses of a List-Unsubscribe field, in their order. */
const unsubscribeAddresses = (field: string | undefined) =>
  [...(field ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '');

// RFC 8058 and RFC 3834, as Gmail and Yahoo ask of bulk senders: delivered through a real SMTP
// server, and the one-click address posted to as a mailbox provider does (no API key, no sign-in).
describe('unsubscribing from optional messages', () => {
  let api: TestApi;
  let smtp: TestSmtp;
  let mailer: Mailer;
  let alice: TestIdentity;
  let nextDay = 40;
  const room = weekdayRoom(6);

  beforeAll(async () => {
    [api, smtp, alice] = await Promise.all([startTestApi(), startTestSmtp(), signUp()]);
    mailer = smtpMailer({ url: smtp.url, from: 'Nook <bonjour@nook.test>', replyTo: 'support@nook.test' });
  });
  afterAll(async () => {
    mailer.close();
    await Promise.all([api.close(), smtp.close()]);
  });

  const deliver = () =>
    deliverDueMessages(
      api.database.db,
      {
        mailer,
        appUrl: 'https://nook.test',
        unsubscribe: { secret: TEST_UNSUBSCRIBE_SECRET, mailbox: 'support@nook.test' },
      },
      DELIVERED_AT,
    );
  const me = async (who: TestIdentity) => (await api.request<Me>('GET', '/me', { token: who.token })).body;
  /** A confirmed booking of Alice's, weeks ahead, and its reminder and review request written as their sweeps write them. */
  const bookingWithOptionalMessages = async () => {
    const held = await api.request<Booking>('POST', '/bookings', {
      token: alice.token,
      body: { space_id: room.id, day: workdayAhead(nextDay++), start: '10:00', end: '12:00' },
    });
    const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
      token: alice.token,
      body: card,
    });
    const booking = paid.body.booking;
    const start = parisInstant(booking.day, 600);
    await writeDueReminders(api.database.db, new Date(start.getTime() - 23 * 3_600_000));
    await api.database.db.execute(reviewRequestMessages([booking.id]));
    return booking;
  };
  const outboxOf = (bookingId: string) =>
    api.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, bookingId));
  const kindsWritten = async (bookingId: string) => (await outboxOf(bookingId)).map((row) => row.kind).sort();
  const oneClick = (search: string, body: { rawBody?: string; form?: FormData } = { rawBody: ONE_CLICK }) =>
    api.request<{ error?: { code: string; message: string; details: unknown[] } }>(
      'POST',
      `/unsubscribe${search}`,
      {
        ...body,
        apiKey: null,
        headers: body.rawBody === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );

  it('marks every message as sent by a program, on the sender’s domain, and gives only the optional ones a one-click way out', async () => {
    const booking = await bookingWithOptionalMessages();
    expect(await kindsWritten(booking.id)).toEqual(['booking_confirmed', 'event_reminder', 'review_request']);
    const before = smtp.received.length;
    await deliver();
    // Each message as it arrived, known by its Message-ID: the outbox row's, on MAIL_FROM's domain.
    const sent = new Map(smtp.received.slice(before).map((mail) => [mail.messageId, mail] as const));
    const rows = await outboxOf(booking.id);
    const { id } = await me(alice);
    for (const row of rows) {
      const mail = sent.get(messageIdOn(row.messageId, 'nook.test'));
      expect(mail?.to).toEqual([alice.email]);
      expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@nook\.test>$/);
      const headers = headersOf(mail ?? { to: [], raw: '', messageId: undefined });
      expect(headers.get('auto-submitted')).toEqual(['auto-generated']);
      if (row.kind === 'booking_confirmed') {
        expect(headers.has('list-unsubscribe')).toBe(false);
        expect(headers.has('list-unsubscribe-post')).toBe(false);
        continue;
      }
      expect(headers.get('list-unsubscribe-post')).toEqual([ONE_CLICK]);
      const [mailto, https, ...others] = unsubscribeAddresses(headers.get('list-unsubscribe')?.[0]);
      expect(others).toEqual([]);
      expect(mailto).toMatch(/^mailto:support@nook\.test\?subject=unsubscribe%20reminder%20/);
      const url = new URL(https ?? '');
      expect([url.protocol, url.host, url.pathname]).toEqual(['https:', 'nook.test', '/api/v1/unsubscribe']);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        user: id,
        preference: 'reminder',
        signature: unsubscribeSignature(TEST_UNSUBSCRIBE_SECRET, id, 'reminder'),
      });
    }
  });

  it('refuses a link it did not sign in the JSON error format, changing nothing', async () => {
    const bob = await signUp();
    const bobId = (await me(bob)).id;
    const { id: aliceId } = await me(alice);
    const link = (user: string, secret = TEST_UNSUBSCRIBE_SECRET) =>
      new URL(
        unsubscribeLink({ secret, mailbox: 'support@nook.test' }, 'https://nook.test', user, 'reminder').url,
      ).search;
    const alicesSignature = unsubscribeSignature(TEST_UNSUBSCRIBE_SECRET, aliceId, 'reminder');
    const forged = [
      // Alice's signature on Bob's id, and a link signed with another secret.
      `?user=${bobId}&preference=reminder&signature=${alicesSignature}`,
      link(bobId, randomBytes(32).toString('base64url')),
    ];
    for (const search of forged) {
      const refused = await oneClick(search);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        error: { code: 'INVALID_SIGNATURE', message: expect.any(String), details: [] },
      });
    }
    // Not a link of ours at all: a preference no message obeys, a signature cut short, no body.
    for (const [search, body] of [
      [`?user=${bobId}&preference=booking_confirmation&signature=${alicesSignature}`, { rawBody: ONE_CLICK }],
      [link(bobId).slice(0, -4), { rawBody: ONE_CLICK }],
      [link(bobId), { rawBody: 'List-Unsubscribe=Yes' }],
    ] as const) {
      const refused = await oneClick(search, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.anything()] });
    }
    expect((await me(bob)).notifications).toEqual({
      booking_confirmation: true,
      reminder: true,
      guest_invitation: true,
    });
  });

  it('turns the reminders off with one click, and the person gets no reminder nor review request after it', async () => {
    await bookingWithOptionalMessages();
    const delivered = smtp.received.length;
    await deliver();
    // The one-click address of a message Alice received.
    const field = smtp.received
      .slice(delivered)
      .map((mail) => headersOf(mail).get('list-unsubscribe')?.[0])
      .find(Boolean);
    const [, https] = unsubscribeAddresses(field);
    const { search } = new URL(https ?? 'https://nook.test/');
    expect((await me(alice)).notifications.reminder).toBe(true);

    const done = await oneClick(search);
    expect(done).toMatchObject({ status: 200, body: { preference: 'reminder', unsubscribed: true } });
    expect((await me(alice)).notifications).toEqual({
      booking_confirmation: true,
      reminder: false,
      guest_invitation: true,
    });
    // Posted again, as multipart/form-data (RFC 8058's preferred encoding): still off, still 200.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await oneClick(search, { form })).status).toBe(200);

    const booking = await bookingWithOptionalMessages();
    expect(await kindsWritten(booking.id)).toEqual(['booking_confirmed']);
    const before = smtp.received.length;
    await deliver();
    const toAlice = smtp.received.slice(before).filter((received) => received.to.includes(alice.email));
    expect(toAlice.map((received) => headersOf(received).has('list-unsubscribe'))).toEqual([false]);
  });

  it('sends a person who follows the link to the page that asks them to confirm, in their language, changing nothing', async () => {
    const carol = await signUp();
    await api.request('PATCH', '/me', { token: carol.token, body: { locale: 'en' } });
    const { id } = await me(carol);
    const { search } = new URL(
      unsubscribeLink({ secret: TEST_UNSUBSCRIBE_SECRET, mailbox: 'x@y.z' }, '', id, 'reminder').url,
      'https://nook.test',
    );
    const followed = await fetch(`${api.baseUrl}/unsubscribe${search}`, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const to = new URL(followed.headers.get('location') ?? '');
    expect(to.pathname).toBe('/en/account/unsubscribe');
    expect(to.search).toBe(search);
    expect((await me(carol)).notifications.reminder).toBe(true);

    // One character of the signature changed.
    const tampered = search.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    const forged = await fetch(`${api.baseUrl}/unsubscribe${tampered}`, { redirect: 'manual' });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: { code: 'INVALID_SIGNATURE' } });
  });
});
