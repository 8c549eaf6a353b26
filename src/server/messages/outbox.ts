import { sql, type SQL } from 'drizzle-orm';
import { bookings, events, outboxMessages, spaces, users } from '../db/schema';

export type MessageKind = 'booking_confirmed';

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
