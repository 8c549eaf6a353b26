import { sql, type SQL } from 'drizzle-orm';
import { bookings, eventGuests, events, outboxMessages, spaces, users } from '../db/schema';

export type MessageKind = 'booking_confirmed' | 'guest_invited';

/** One occurrence of a booking as a message shows it. */
export type MessageOccurrence = { event_id: string; starts_at: string; ends_at: string };

/** What a confirmation shows, frozen when the booking was confirmed. */
export type BookingConfirmedPayload = {
  booking_id: string;
  organizer: { name: string | null; email: string };
  space: { title_fr: string; title_en: string; street: string; postal_code: string; city: string };
  occurrences: MessageOccurrence[];
  total_cents: number;
};

/**
 * The confirmation of a booking for its organizer, as a statement for the transaction that
 * confirms it (lifecycle/payment, in the same statement as the confirmation): the payload is read
 * from the booking as it is, in the organizer's language. Confirmed once, written once.
 */
export function bookingConfirmedMessage(bookingId: string): SQL {
  return sql`insert into ${outboxMessages} (kind, dedupe_key, message_id, recipient, locale, booking_id, payload)
    select 'booking_confirmed', 'booking_confirmed:' || b.id, '<' || gen_random_uuid() || '@messages.nook>', u.email, u.locale, b.id,
      json_build_object(
        'booking_id', b.id,
        'organizer', json_build_object('name', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), 'email', u.email),
        'space', json_build_object('title_fr', s.title_fr, 'title_en', s.title_en, 'street', s.street, 'postal_code', s.postal_code, 'city', s.city),
        'occurrences', coalesce((select json_agg(json_build_object('event_id', e.id, 'starts_at', e.starts_at, 'ends_at', e.ends_at) order by e.nth)
          from ${events} e where e.booking_id = b.id and e.change_id is null), '[]'::json),
        'total_cents', b.total_price_cents)
    from ${bookings} b join ${users} u on u.id = b.organizer_id join ${spaces} s on s.id = b.space_id
    where b.id = ${bookingId}
    on conflict (dedupe_key) do nothing`;
}

/** What an invitation shows, frozen when the guest was invited. */
export type GuestInvitedPayload = {
  event: MessageOccurrence;
  organizer: { name: string | null; email: string };
  space: BookingConfirmedPayload['space'];
  guest_email: string;
};

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
      select 'guest_invited', 'guest_invited:' || g.id, '<' || gen_random_uuid() || '@messages.nook>', g.email,
        coalesce((select gu.locale from ${users} gu where lower(gu.email) = lower(g.email) and gu.deleted_at is null limit 1), o.locale), b.id,
        json_build_object(
          'event', json_build_object('event_id', e.id, 'starts_at', e.starts_at, 'ends_at', e.ends_at),
          'organizer', json_build_object('name', nullif(trim(concat_ws(' ', o.first_name, o.last_name)), ''), 'email', o.email),
          'space', json_build_object('title_fr', s.title_fr, 'title_en', s.title_en, 'street', s.street, 'postal_code', s.postal_code, 'city', s.city),
          'guest_email', g.email)
      from invited g join ${events} e on e.id = ${input.eventId} join ${bookings} b on b.id = e.booking_id
        join ${users} o on o.id = b.organizer_id join ${spaces} s on s.id = e.space_id)
    select id from invited`;
}
