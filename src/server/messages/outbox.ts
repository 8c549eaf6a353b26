import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, bookings, eventGuests, events, outboxMessages, spaces, users } from '../db/schema';
import { liveEvent } from '../db/live-events';
import type { SupportRequestPayload } from './kinds/support-request';

/**
 * A new message's Message-ID: made once, sent with every attempt. Its unique left part is what
 * counts: the mailer sends it on the sender's domain (integrations/mail.ts `messageIdOn`).
 */
export const newMessageId = sql.raw(`'<' || gen_random_uuid() || '@messages.nook>'`);
/** A person as messages show them, from the users row of that alias (read by kinds/shared.ts). */
// A person who deleted their account is named nowhere: no name, and an empty address.
const personJson = (alias: string) =>
  sql.raw(
    `json_build_object('name', nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), 'email', case when ${alias}.deleted_at is null then ${alias}.email else '' end)`,
  );
/** A space as messages show it, from the spaces row `s` (read by kinds/shared.ts). */
export const spaceJson = sql.raw(
  `json_build_object('title_fr', s.title_fr, 'title_en', s.title_en, 'street', s.street, 'postal_code', s.postal_code, 'city', s.city, 'access_fr', s.access_fr, 'access_en', s.access_en)`,
);

// Each payload written below is read back by its kind's schema in kinds/<kind>.ts: change both together.
export type MessageKind =
  | 'booking_confirmed'
  | 'guest_invited'
  | 'booking_cancelled'
  | 'event_changed'
  | 'event_reminder'
  | 'team_invitation'
  | 'refund_issued'
  | 'payment_due'
  | 'overstay_due'
  | 'review_request'
  | 'support_request';

/**
 * The confirmation of a booking for its organizer, written by the statement of the transition that
 * confirms it (lifecycle/transition.ts): the payload is read from the booking as it is, in the
 * organizer's language. Confirmed once, written once.
 */
export function bookingConfirmedMessage(bookingId: string | SQL): SQL {
  return sql`insert into ${outboxMessages} (kind, dedupe_key, message_id, recipient, locale, booking_id, payload)
    select 'booking_confirmed', 'booking_confirmed:' || b.id, ${newMessageId}, u.email, u.locale, b.id,
      json_build_object(
        'booking_id', b.id,
        'organizer', ${personJson('u')},
        'space', ${spaceJson},
        'occurrences', coalesce((select json_agg(json_build_object('event_id', e.id, 'starts_at', e.starts_at, 'ends_at', e.ends_at, 'sequence', e.sequence) order by e.nth)
          from ${events} e where e.booking_id = b.id and e.change_id is null), '[]'::json),
        'total_cents', b.total_price_cents)
    from ${bookings} b join ${users} u on u.id = b.organizer_id join ${spaces} s on s.id = b.space_id
    where b.id = ${bookingId}::uuid
    on conflict (dedupe_key) do nothing`;
}

/**
 * Invites a guest to an event and writes their invitation, in one statement: the message is
 * written only if the guest was (an address already invited changes nothing). It is in the guest's
 * language when they have an account, else in the organizer's. Returns the statement; it yields
 * the new guest's id when there is one.
 */
export function inviteGuestWithMessage(input: { eventId: string; email: string; invitedBy: string }): SQL {
  return sql`with invited as (
      insert into ${eventGuests} (event_id, email, invited_by) values (${input.eventId}, ${input.email}, ${input.invitedBy})
      on conflict do nothing
      returning id, email),
    message as (
      insert into ${outboxMessages} (kind, dedupe_key, message_id, recipient, locale, booking_id, payload)
      select 'guest_invited', 'guest_invited:' || g.id, ${newMessageId}, g.email,
        coalesce((select gu.locale from ${users} gu where lower(gu.email) = lower(g.email) and gu.deleted_at is null limit 1), o.locale), b.id,
        json_build_object(
          'event', json_build_object('event_id', e.id, 'starts_at', e.starts_at, 'ends_at', e.ends_at, 'sequence', e.sequence),
          'organizer', ${personJson('o')},
          'space', ${spaceJson},
          'guest_email', g.email,
          'guest_has_account', exists (select 1 from ${users} gu where lower(gu.email) = lower(g.email) and gu.firebase_uid is not null and gu.deleted_at is null))
      from invited g join ${events} e on e.id = ${input.eventId} join ${bookings} b on b.id = e.booking_id
        join ${users} o on o.id = b.organizer_id join ${spaces} s on s.id = e.space_id)
    select id from invited`;
}

/**
 * The cancellation of a confirmed booking, to its organizer (with the refund) and to every guest
 * of its live events (with the events they were invited to), for the transaction that cancels it:
 * the events are read as they were before, live. One message per booking and recipient.
 */
export function bookingCancelledMessages(bookingId: string | SQL, refundCents: number | SQL): SQL {
  const occurrences = (
    guestFilter: SQL,
  ) => sql`coalesce((select json_agg(json_build_object('event_id', e.id, 'starts_at', e.starts_at, 'ends_at', e.ends_at, 'sequence', e.sequence + 1) order by e.nth)
      from ${events} e where e.booking_id = b.id and e.change_id is null and ${liveEvent('e')} ${guestFilter}), '[]'::json)`;
  return sql`insert into ${outboxMessages} (kind, dedupe_key, message_id, recipient, locale, booking_id, payload)
    select 'booking_cancelled', 'booking_cancelled:' || b.id || ':' || lower(r.email), ${newMessageId}, r.email, r.locale, b.id,
      json_build_object(
        'booking_id', b.id,
        'organizer', ${personJson('o')},
        'space', ${spaceJson},
        'occurrences', r.occurrences,
        'refund_cents', r.refund_cents)
    from ${bookings} b join ${users} o on o.id = b.organizer_id join ${spaces} s on s.id = b.space_id
      cross join lateral (
        select o.email, o.locale, ${occurrences(sql``)} as occurrences, ${refundCents}::int as refund_cents
        where o.deleted_at is null
        union all
        select g.email, coalesce((select gu.locale from ${users} gu where lower(gu.email) = g.email and gu.deleted_at is null limit 1), o.locale),
          ${occurrences(sql`and exists (select 1 from ${eventGuests} eg where eg.event_id = e.id and lower(eg.email) = g.email)`)}, null
        from (select distinct lower(eg.email) as email from ${eventGuests} eg join ${events} e on e.id = eg.event_id
          where e.booking_id = b.id and ${liveEvent('e')}) g
      ) r
    where b.id = ${bookingId}::uuid and b.status = 'confirmed'
    on conflict (dedupe_key) do nothing`;
}

/**
 * An event moved or extended, to its organizer and its guests, for the transaction that moved it,
 * after the move (the event is read as it is now, with its raised SEQUENCE). One message per
 * recipient and version of the event.
 */
export function eventChangedMessages(eventId: string): SQL {
  return sql`insert into ${outboxMessages} (kind, dedupe_key, message_id, recipient, locale, booking_id, payload)
    select 'event_changed', 'event_changed:' || e.id || ':' || e.sequence || ':' || lower(r.email), ${newMessageId}, r.email, r.locale, b.id,
      json_build_object(
        'event', json_build_object('event_id', e.id, 'starts_at', e.starts_at, 'ends_at', e.ends_at, 'sequence', e.sequence),
        'organizer', ${personJson('o')},
        'space', ${spaceJson},
        'for_organizer', r.for_organizer)
    from ${events} e join ${bookings} b on b.id = e.booking_id join ${users} o on o.id = b.organizer_id join ${spaces} s on s.id = e.space_id
      cross join lateral (
        select o.email, o.locale, true as for_organizer
        union all
        select g.email, coalesce((select gu.locale from ${users} gu where lower(gu.email) = lower(g.email) and gu.deleted_at is null limit 1), o.locale), false
        from ${eventGuests} g where g.event_id = e.id
      ) r
    where e.id = ${eventId} and b.status = 'confirmed'
    on conflict (dedupe_key) do nothing`;
}

/**
 * The reminders due at `now`: for every confirmed event starting within the next 24 hours that was
 * booked more than 24 hours before its start (a later booking has just had its confirmation), one
 * message to the organizer and to each guest whose preferences allow reminders (a guest without an
 * account gets it). One per recipient and version of the event: a moved event is reminded again at
 * its new time, a cancelled one is not live and is not reminded.
 */
export function dueReminders(now: Date): SQL {
  // docs/business-rules.md §6: 24 hours before the start.
  const at = now.toISOString();
  return sql`insert into ${outboxMessages} (kind, dedupe_key, message_id, recipient, locale, booking_id, payload)
    select 'event_reminder', 'event_reminder:' || e.id || ':' || e.sequence || ':' || lower(r.email), ${newMessageId}, r.email, r.locale, b.id,
      json_build_object(
        'event', json_build_object('event_id', e.id, 'starts_at', e.starts_at, 'ends_at', e.ends_at, 'sequence', e.sequence),
        'organizer', ${personJson('o')},
        'space', ${spaceJson},
        'for_organizer', r.for_organizer)
    from ${events} e join ${bookings} b on b.id = e.booking_id join ${users} o on o.id = b.organizer_id join ${spaces} s on s.id = e.space_id
      cross join lateral (
        select o.email, o.locale, true as for_organizer, coalesce((o.notifications ->> 'reminder')::boolean, true) as wanted
        union all
        select g.email, coalesce(gu.locale, o.locale), false, coalesce((gu.notifications ->> 'reminder')::boolean, true)
        from ${eventGuests} g left join ${users} gu on lower(gu.email) = lower(g.email) and gu.deleted_at is null
        where g.event_id = e.id
      ) r
    where e.status = 'confirmed' and e.change_id is null and b.status = 'confirmed' and r.wanted
      and e.starts_at > ${at}::timestamptz and e.starts_at <= ${at}::timestamptz + interval '24 hours'
      and b.booked_at <= e.starts_at - interval '24 hours'
    on conflict (dedupe_key) do nothing
    returning id`;
}

/** Writes the reminders due at `now` to the outbox (the scheduler runs it every minute); returns how many. */
export async function writeDueReminders(db: Db, now: Date): Promise<number> {
  const written = (await db.execute(dueReminders(now))) as unknown as { rows: unknown[] };
  return written.rows.length;
}

/** The invitation of a new member of an account, for the transaction that adds them (account-member-service). */
export function teamInvitationMessage(memberId: string, inviterId: string): SQL {
  return sql`insert into ${outboxMessages} (kind, dedupe_key, message_id, recipient, locale, payload)
    select 'team_invitation', 'team_invitation:' || m.id, ${newMessageId}, m.email, m.locale,
      json_build_object(
        'inviter', ${personJson('i')},
        'company', a.company_name, 'role', m.role, 'email', m.email)
    from ${users} m join ${users} i on i.id = ${inviterId} join ${accounts} a on a.id = m.account_id
    where m.id = ${memberId}
    on conflict (dedupe_key) do nothing`;
}

/**
 * "How was it?" to the organizer of each booking, for the statement that completes them (the
 * transition `complete`); once per booking. A deleted organizer gets nothing, nor one who turned
 * reminders off (the preference that decides it, messages/unsubscribe.ts).
 */
export function reviewRequestMessages(bookingIds: string[]): SQL {
  return sql`insert into ${outboxMessages} (kind, dedupe_key, message_id, recipient, locale, booking_id, payload)
    select 'review_request', 'review_request:' || b.id, ${newMessageId}, o.email, o.locale, b.id,
      json_build_object('booking_id', b.id, 'event_id', e.id, 'organizer', ${personJson('o')}, 'space', ${spaceJson})
    from ${bookings} b join ${users} o on o.id = b.organizer_id join ${spaces} s on s.id = b.space_id
      cross join lateral (select e.id from ${events} e where e.booking_id = b.id and e.change_id is null order by e.nth desc limit 1) e
    where b.id = any(${sql.param(bookingIds)}::uuid[]) and o.deleted_at is null
      and coalesce((o.notifications ->> 'reminder')::boolean, true)
    on conflict (dedupe_key) do nothing`;
}

/** Queues a message from the contact page for support (SUPPORT_EMAIL): delivered like every other. */
export async function queueSupportRequest(
  db: Db,
  recipient: string,
  payload: SupportRequestPayload,
): Promise<void> {
  const key = `support_request:${crypto.randomUUID()}`;
  await db.insert(outboxMessages).values({
    kind: 'support_request',
    dedupeKey: key,
    messageId: `<${crypto.randomUUID()}@messages.nook>`,
    recipient,
    locale: 'fr',
    payload,
  });
}
