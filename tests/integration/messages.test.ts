import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, PaymentResult } from '../../src/contracts/bookings';
import { parisInstant } from '../../src/domain/paris-time';
import { outboxMessages, users } from '../../src/server/db/schema';
import { messageIdOn, smtpMailer, type Mailer } from '../../src/server/integrations/mail';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { deliverDueMessages } from '../../src/server/messages/delivery';
import { writeDuePaymentNotices } from '../../src/server/messages/money-messages';
import { writeDueReminders, type MessageKind } from '../../src/server/messages/outbox';
import { renderMessage } from '../../src/server/messages/render';
import { startTestApi, TEST_UNSUBSCRIBE_SECRET, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { expectStandardCalendar, readCalendar, type ReadCalendar } from '../helpers/calendar-file';
import { signUp, type TestIdentity } from '../helpers/identity';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { testDatabaseKinds } from '../helpers/test-database';
import { TERMS_VERSION } from '../../src/domain/terms';

const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};
/** When the calendar parts below are rendered: any instant, set, so that DTSTAMP is known. */
const RENDERED_AT = new Date('2026-12-01T08:00:00Z');

/**
 * The calendar part of an outbox row as its recipient gets it (the bytes the mailer attaches),
 * read by ical.js: its METHOD is the e-mail part's, and the recipient is among its attendees.
 */
async function calendarOfRow(row: typeof outboxMessages.$inferSelect | undefined): Promise<ReadCalendar> {
  if (!row) throw new Error('expected an outbox message');
  const message = await renderMessage(row.kind, row.payload, row.locale, {
    appUrl: 'http://localhost:3000',
    now: RENDERED_AT,
    recipient: row.recipient,
  });
  const calendar = readCalendar(message.icalEvent?.content ?? '');
  expectStandardCalendar(calendar);
  expect(calendar.method).toBe(message.icalEvent?.method);
  for (const event of calendar.events) {
    expect(event.stamp).toEqual(RENDERED_AT);
    expect(event.attendees.map((attendee) => attendee.email)).toContain(row.recipient);
  }
  return calendar;
}

// docs/business-rules.md §6: a message is written with the change that causes it and delivered by a
// job, never lost and never sent twice.
describe.each(testDatabaseKinds())('the outbox of messages, on %s', (kind) => {
  let api: TestApi;
  let smtp: TestSmtp;
  let mailer: Mailer;
  let alice: TestIdentity;
  const room = weekdayRoom(5);
  let nextDay = 30;
  // The deliveries' clock, moved past each pause; it starts from the real time the message was written.
  let clock = 0;

  beforeAll(async () => {
    [api, smtp, alice] = await Promise.all([startTestApi(kind), startTestSmtp(), signUp()]);
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
        appUrl: 'http://localhost:3000',
        unsubscribe: { secret: TEST_UNSUBSCRIBE_SECRET, mailbox: 'support@nook.test' },
      },
      new Date(clock),
    );
  /** The Message-ID an outbox row leaves with: its own, on the sender's domain. */
  const sentId = (row: { messageId: string } | undefined) => messageIdOn(row?.messageId ?? '', 'nook.test');
  const confirmedBooking = async () => {
    const day = workdayAhead(nextDay++);
    const held = await api.request<Booking>('POST', '/bookings', {
      token: alice.token,
      body: { space_id: room.id, day, start: '10:00', end: '12:00' },
    });
    const paid = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
      token: alice.token,
      body: card,
    });
    expect(paid.body.booking.status).toBe('confirmed');
    return paid.body.booking;
  };
  const outboxOf = (bookingId: string) =>
    api.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, bookingId));

  it('writes the confirmation with the payment, and sends it once through a server that refused it twice', async () => {
    const booking = await confirmedBooking();
    clock = Date.now();
    // Written by the payment's transaction, before any worker ran: a process dying now loses nothing.
    const [message, ...others] = await outboxOf(booking.id);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      kind: 'booking_confirmed',
      recipient: alice.email,
      locale: 'fr',
      status: 'pending',
    });

    smtp.refuseNext(2);
    expect(await deliver()).toBe(0);
    clock += 60_000; // past the first pause
    expect(await deliver()).toBe(0);
    clock += 120_000;
    expect(await deliver()).toBe(1);
    clock += 3_600_000;
    expect(await deliver()).toBe(0);

    const mine = smtp.received.filter((mail) => mail.to.includes(alice.email));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.messageId).toBe(sentId(message));
    expect(mine[0]?.raw).toMatch(/^Subject: =\?UTF-8\?|^Subject: Réservation confirmée/im);
    expect(mine[0]?.raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST/m);
    const calendar = await calendarOfRow(message);
    expect(calendar.events[0]).toMatchObject({
      uid: `${booking.occurrences[0]?.event_id}@nook`,
      sequence: 0,
      start: parisInstant(booking.day, 600),
      end: parisInstant(booking.day, 720),
    });
    expect(calendar.events[0]?.organizer?.email).toBe(alice.email);
    // The booking's invoice rides along as a PDF named by its number (docs/business-rules.md §8).
    expect(mine[0]?.raw).toMatch(/Content-Type: application\/pdf; name=F-\d{4}-\d{6}\.pdf/);
    const [after] = await outboxOf(booking.id);
    expect(after).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('sends a message whose delivery died half-way once its claim runs out, and only then', async () => {
    const booking = await confirmedBooking();
    clock = Date.now();
    const [message] = await outboxOf(booking.id);
    // A delivery claimed it and its process died before sending.
    await api.database.db
      .update(outboxMessages)
      .set({ claimedUntil: new Date(clock + 120_000), attempts: 1 })
      .where(eq(outboxMessages.id, message?.id ?? ''));
    const before = smtp.received.length;
    expect(await deliver()).toBe(0);
    clock += 180_000;
    expect(await deliver()).toBe(1);
    expect(await deliver()).toBe(0);
    expect(smtp.received.slice(before).map((mail) => mail.messageId)).toEqual([sentId(message)]);
  });

  it('writes one confirmation per booking however often its payment is replayed', async () => {
    const booking = await confirmedBooking();
    const again = await api.request('POST', `/bookings/${booking.id}/payment`, {
      token: alice.token,
      body: card,
    });
    expect(again.status).toBe(409);
    expect(await outboxOf(booking.id)).toHaveLength(1);
  });

  it('invites a guest with an invitation in their calendar, written once per invitation', async () => {
    const booking = await confirmedBooking();
    const eventId = booking.occurrences[0]?.event_id ?? '';
    const guest = `guest-${eventId.slice(0, 8)}@example.com`;
    const invited = await api.request('POST', `/events/${eventId}/guests`, {
      token: alice.token,
      body: { email: guest },
    });
    expect(invited.status).toBe(201);
    const again = await api.request('POST', `/events/${eventId}/guests`, {
      token: alice.token,
      body: { email: guest.toUpperCase() },
    });
    expect(again.status).toBe(409);
    const invitations = (await outboxOf(booking.id)).filter((message) => message.kind === 'guest_invited');
    expect(invitations.map((message) => [message.recipient, message.locale])).toEqual([[guest, 'fr']]);
    // Someone new to the product: the invitation's link opens the sign-up with their address.
    expect(invitations[0]?.payload).toMatchObject({ guest_email: guest, guest_has_account: false });
    const member = await signUp();
    await api.request('GET', '/me', { token: member.token });
    expect(
      (
        await api.request('POST', `/events/${eventId}/guests`, {
          token: alice.token,
          body: { email: member.email },
        })
      ).status,
    ).toBe(201);
    const toMember = (await outboxOf(booking.id)).find((message) => message.recipient === member.email);
    expect(toMember?.payload).toMatchObject({ guest_has_account: true });

    const before = smtp.received.length;
    clock = Date.now();
    await deliver();
    const toGuest = smtp.received.slice(before).filter((mail) => mail.to.includes(guest));
    expect(toGuest).toHaveLength(1);
    expect(toGuest[0]?.messageId).toBe(sentId(invitations[0]));
    expect(toGuest[0]?.raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST/m);
    const calendar = await calendarOfRow(invitations[0]);
    expect(calendar.events[0]).toMatchObject({
      uid: `${eventId}@nook`,
      sequence: 0,
      start: parisInstant(booking.day, 600),
      end: parisInstant(booking.day, 720),
    });
    expect(calendar.events[0]?.organizer?.email).toBe(alice.email);
  });

  it('tells the organizer (with the refund) and every guest when a booking is cancelled, and takes the event out of their calendars', async () => {
    const booking = await confirmedBooking();
    const eventId = booking.occurrences[0]?.event_id ?? '';
    const guest = `guest-${eventId.slice(0, 8)}@example.com`;
    expect(
      (await api.request('POST', `/events/${eventId}/guests`, { token: alice.token, body: { email: guest } }))
        .status,
    ).toBe(201);
    const cancelled = await api.request<Booking>('POST', `/bookings/${booking.id}/cancel`, {
      token: alice.token,
    });
    expect(cancelled.body.status).toBe('cancelled');
    // Cancelling again changes nothing and tells no one twice.
    await api.request('POST', `/bookings/${booking.id}/cancel`, { token: alice.token });
    const messages = (await outboxOf(booking.id)).filter((message) => message.kind === 'booking_cancelled');
    const refunds = Object.fromEntries(
      messages.map((message) => [
        message.recipient,
        (message.payload as { refund_cents: number | null }).refund_cents,
      ]),
    );
    // Weeks ahead: everything paid comes back, and once the provider has it, the organizer is told.
    expect(refunds).toEqual({ [alice.email]: booking.total_price, [guest]: null });
    const issued = (await outboxOf(booking.id)).filter((message) => message.kind === 'refund_issued');
    expect(
      issued.map((message) => [
        message.recipient,
        (message.payload as { amount_cents: number }).amount_cents,
      ]),
    ).toEqual([[alice.email, booking.total_price]]);

    const before = smtp.received.length;
    clock = Date.now();
    await deliver();
    const sent = smtp.received
      .slice(before)
      .filter((mail) => /^Content-Type: text\/calendar; charset=utf-8; method=CANCEL/m.test(mail.raw));
    expect(sent.map((mail) => mail.to[0]).sort()).toEqual([alice.email, guest].sort());
    // One version past the one each calendar holds (the confirmation's, the invitation's: 0).
    for (const message of messages) {
      const calendar = await calendarOfRow(message);
      expect(calendar.method).toBe('CANCEL');
      expect(calendar.events[0]).toMatchObject({
        uid: `${eventId}@nook`,
        sequence: 1,
        status: 'CANCELLED',
        start: parisInstant(booking.day, 600),
        end: parisInstant(booking.day, 720),
      });
    }
    // The refund's own message carries its credit note, and only that one does.
    const withCredit = smtp.received
      .slice(before)
      .filter((mail) => /Content-Type: application\/pdf; name=A-\d{4}-\d{6}\.pdf/.test(mail.raw));
    expect(withCredit.map((mail) => mail.to[0])).toEqual([alice.email]);
  });

  it('tells the organizer and the guests each time the event moves, with a higher SEQUENCE each time', async () => {
    const booking = await confirmedBooking();
    const eventId = booking.occurrences[0]?.event_id ?? '';
    const guest = `guest-${eventId.slice(0, 8)}@example.com`;
    await api.request('POST', `/events/${eventId}/guests`, { token: alice.token, body: { email: guest } });
    // Longer: told once the difference is paid, not when it is asked for.
    await api.request('POST', `/bookings/${booking.id}/extend`, {
      token: alice.token,
      body: { end: '13:00' },
    });
    const changes = async () =>
      (await outboxOf(booking.id)).filter((message) => message.kind === 'event_changed');
    expect(await changes()).toEqual([]);
    await api.request('POST', `/bookings/${booking.id}/payment`, { token: alice.token, body: card });
    // Shorter again: moves at once.
    await api.request('POST', `/bookings/${booking.id}/change`, {
      token: alice.token,
      body: { day: booking.day, start: '10:00', end: '11:00' },
    });
    const written = await changes();
    const versions = written.map((message) => [
      message.recipient,
      (message.payload as { event: { sequence: number; ends_at: string } }).event.sequence,
    ]);
    expect(versions.sort()).toEqual(
      [
        [alice.email, 1],
        [alice.email, 2],
        [guest, 1],
        [guest, 2],
      ].sort(),
    );

    const before = smtp.received.length;
    clock = Date.now();
    await deliver();
    const ids = new Set(written.map(sentId));
    const toGuest = smtp.received
      .slice(before)
      .filter((mail) => mail.to.includes(guest) && ids.has(mail.messageId ?? ''));
    expect(toGuest).toHaveLength(2);
    // Each version in the guest's calendar: the invitation's, then one higher per change, at its time.
    const [invitation] = (await outboxOf(booking.id)).filter((message) => message.kind === 'guest_invited');
    const calendars = [];
    for (const message of [invitation, ...written.filter((row) => row.recipient === guest)])
      calendars.push(...(await calendarOfRow(message)).events);
    calendars.sort((a, b) => a.sequence - b.sequence);
    const at = (minutes: number) => parisInstant(booking.day, minutes);
    expect(calendars.map(({ sequence, start, end }) => ({ sequence, start, end }))).toEqual([
      { sequence: 0, start: at(600), end: at(720) },
      { sequence: 1, start: at(600), end: at(780) },
      { sequence: 2, start: at(600), end: at(660) },
    ]);
  });

  it('reminds the organizer and the guests a day before, once, as their preferences allow, and never for a cancelled event', async () => {
    const booking = await confirmedBooking();
    const eventId = booking.occurrences[0]?.event_id ?? '';
    const start = parisInstant(booking.day, 600);
    const guest = `guest-${eventId.slice(0, 8)}@example.com`;
    const quiet = await signUp();
    await api.request('PATCH', '/me', { token: quiet.token, body: { notifications: { reminder: false } } });
    for (const email of [guest, quiet.email])
      await api.request('POST', `/events/${eventId}/guests`, { token: alice.token, body: { email } });
    const reminders = async () =>
      (await outboxOf(booking.id))
        .filter((message) => message.kind === 'event_reminder')
        .map((message) => message.recipient)
        .sort();

    // Two days before: nothing yet. The day before: once, however often the sweep runs.
    await writeDueReminders(api.database.db, new Date(start.getTime() - 48 * 3_600_000));
    expect(await reminders()).toEqual([]);
    await writeDueReminders(api.database.db, new Date(start.getTime() - 23 * 3_600_000));
    await writeDueReminders(api.database.db, new Date(start.getTime() - 22 * 3_600_000));
    expect(await reminders()).toEqual([alice.email, guest].sort());

    // A cancelled booking reminds no one.
    const other = await confirmedBooking();
    await api.request('POST', `/bookings/${other.id}/cancel`, { token: alice.token });
    const otherStart = parisInstant(other.day, 600);
    await writeDueReminders(api.database.db, new Date(otherStart.getTime() - 23 * 3_600_000));
    expect((await outboxOf(other.id)).filter((message) => message.kind === 'event_reminder')).toEqual([]);
  });

  it("invites a new member of an account with a message in the inviter's language", async () => {
    const email = `member-${Date.now()}@example.com`;
    const invited = await api.request<{ id: string }>('POST', '/account/users', {
      token: alice.token,
      body: { email, role: 'user' },
    });
    expect(invited.status).toBe(201);
    const rows = await api.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    expect(rows.map((row) => [row.kind, row.locale])).toEqual([['team_invitation', 'fr']]);
    // Asked again: the address is taken, and no second invitation leaves.
    expect(
      (await api.request('POST', '/account/users', { token: alice.token, body: { email, role: 'user' } }))
        .status,
    ).toBe(409);
    expect(
      await api.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)),
    ).toHaveLength(1);
  });

  it('tells the organizer 5 minutes before a dearer change lapses unpaid, once', async () => {
    const booking = await confirmedBooking();
    const extended = await api.request<Booking>('POST', `/bookings/${booking.id}/extend`, {
      token: alice.token,
      body: { end: '14:00' },
    });
    const due = extended.body.pending_change;
    expect(due?.amount_due).toBeGreaterThan(0);
    const lapses = new Date(due?.expires_at ?? 0).getTime();
    const notices = async () =>
      (await outboxOf(booking.id)).filter((message) => message.kind === 'payment_due');
    await writeDuePaymentNotices(api.database.db, new Date(lapses - 10 * 60_000));
    expect(await notices()).toEqual([]);
    await writeDuePaymentNotices(api.database.db, new Date(lapses - 4 * 60_000));
    await writeDuePaymentNotices(api.database.db, new Date(lapses - 2 * 60_000));
    expect(
      (await notices()).map((message) => [
        message.recipient,
        (message.payload as { amount_cents: number }).amount_cents,
      ]),
    ).toEqual([[alice.email, due?.amount_due]]);
  });

  it('reads back every payload its statements wrote, as PostgreSQL wrote it', async () => {
    // The kinds no test above wrote: an overstay staff bill, and a message from the contact page.
    const booking = await confirmedBooking();
    const staff = await signUp();
    await api.request('GET', '/me', { token: staff.token });
    await api.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, staff.email));
    const billed = await api.request('POST', `/events/${booking.occurrences[0]?.event_id}/overstays`, {
      token: staff.token,
      body: { minutes: 45 },
    });
    expect(billed.status).toBe(201);
    const asked = await api.request('POST', '/support/messages', {
      body: { email: 'camille@example.com', subject: 'Une question', message: 'Bonjour,\nUne facture ?' },
    });
    expect(asked.status).toBe(202);

    const rows = await api.database.db.select().from(outboxMessages);
    const unread: string[] = [];
    for (const row of rows)
      await renderMessage(row.kind, row.payload, row.locale, {
        appUrl: 'http://localhost:3000',
        now: RENDERED_AT,
        recipient: row.recipient,
      }).catch((error: unknown) => unread.push(String(error)));
    expect(unread).toEqual([]);
    // Each calendar part, of each kind that has one, as its recipient's calendar reads it.
    const withCalendar = rows.filter((row) =>
      ['booking_confirmed', 'guest_invited', 'booking_cancelled', 'event_changed'].includes(row.kind),
    );
    for (const row of withCalendar) expect((await calendarOfRow(row)).events).toHaveLength(1);
    // Every kind but the review request, which tests/integration/reviews.test.ts renders from its row.
    const written: MessageKind[] = [
      'booking_confirmed',
      'guest_invited',
      'booking_cancelled',
      'event_changed',
      'event_reminder',
      'team_invitation',
      'refund_issued',
      'payment_due',
      'overstay_due',
      'support_request',
    ];
    expect([...new Set(rows.map((row) => row.kind))]).toEqual(expect.arrayContaining(written));
  });

  it('keeps a message whose payload does not read, with what is wrong, and sends the others', async () => {
    const booking = await confirmedBooking();
    clock = Date.now();
    const [unreadable] = await api.database.db
      .insert(outboxMessages)
      .values({
        // Due at the deliveries' clock, not at the database's own (another machine's, in CI).
        nextAttemptAt: new Date(clock),
        kind: 'booking_confirmed',
        dedupeKey: `booking_confirmed:unreadable:${randomUUID()}`,
        messageId: `<${randomUUID()}@messages.nook>`,
        recipient: alice.email,
        locale: 'fr',
        payload: { booking_id: booking.id, total_cents: '396' },
      })
      .returning();
    const before = smtp.received.length;
    // Batch after batch until none is left to send: the unreadable one is tried once, then waits.
    while ((await deliver()) > 0);
    const [confirmation] = await outboxOf(booking.id);
    expect(confirmation?.status).toBe('sent');
    expect(smtp.received.slice(before).map((mail) => mail.messageId)).not.toContain(sentId(unreadable));
    const [kept] = await api.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, unreadable?.id ?? ''));
    expect(kept).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(kept?.lastError).toMatch(/^Unreadable booking_confirmed payload: organizer: .*; total_cents: /);
    // Out of the way of any later delivery.
    await api.database.db.delete(outboxMessages).where(eq(outboxMessages.id, unreadable?.id ?? ''));
  });
});
