import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bookingChanges,
  bookings,
  events,
  outboxMessages,
  overstays,
  payments,
  spaces,
  users,
} from '../db/schema';
import { newMessageId, spaceJson } from './outbox';

// The messages about money owed or given back: a refund sent, a change to pay, an overstay to pay.
// The booking's own messages (confirmed, cancelled, changed, reminders) are in outbox.ts. Each payload
// is read back by its kind's schema in kinds/<kind>.ts: change both together.

/** The organizer's "refund issued" for a refund just marked sent, unless they deleted their account: once per refund. */
export function refundIssuedMessage(refundId: string | SQL): SQL {
  return sql`insert into ${outboxMessages} (kind, dedupe_key, message_id, recipient, locale, booking_id, payload)
    select 'refund_issued', 'refund_issued:' || r.id, ${newMessageId}, o.email, o.locale, b.id,
      json_build_object('booking_id', b.id, 'amount_cents', r.amount_cents, 'space', ${spaceJson})
    from ${payments} r join ${bookings} b on b.id = r.booking_id join ${users} o on o.id = b.organizer_id
      join ${spaces} s on s.id = b.space_id
    where r.id = ${refundId} and o.deleted_at is null
    on conflict (dedupe_key) do nothing`;
}

/**
 * "Payment due" to the organizer of every pending change (a dearer slot or more extras) that lapses
 * within the next 5 minutes unpaid (docs/business-rules.md §6); once per change. Written by the
 * same sweep as the reminders.
 */
export async function writeDuePaymentNotices(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const written =
    (await db.execute(sql`insert into ${outboxMessages} (kind, dedupe_key, message_id, recipient, locale, booking_id, payload)
    select 'payment_due', 'payment_due:' || c.id, ${newMessageId}, o.email, o.locale, b.id,
      json_build_object('booking_id', b.id, 'amount_cents', c.amount_due_cents, 'expires_at', c.expires_at,
        'space', ${spaceJson})
    from ${bookingChanges} c join ${bookings} b on b.id = c.booking_id join ${users} o on o.id = b.organizer_id join ${spaces} s on s.id = b.space_id
    where c.status = 'pending' and c.amount_due_cents > 0
      and c.expires_at > ${at}::timestamptz and c.expires_at <= ${at}::timestamptz + interval '5 minutes'
    on conflict (dedupe_key) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return written.rows.length;
}

/** "Overstay to pay" to the organizer of the event, for the statement or transaction that bills it; once per overstay. */
export function overstayDueMessage(overstayId: string): SQL {
  return sql`insert into ${outboxMessages} (kind, dedupe_key, message_id, recipient, locale, booking_id, payload)
    select 'overstay_due', 'overstay_due:' || ov.id, ${newMessageId}, o.email, o.locale, b.id,
      json_build_object('overstay_id', ov.id, 'minutes', ov.minutes, 'amount_cents', ov.amount_cents,
        'event', json_build_object('event_id', e.id, 'starts_at', e.starts_at, 'ends_at', e.ends_at),
        'space', ${spaceJson})
    from ${overstays} ov join ${events} e on e.id = ov.event_id join ${bookings} b on b.id = e.booking_id
      join ${users} o on o.id = b.organizer_id join ${spaces} s on s.id = e.space_id
    where ov.id = ${overstayId}
    on conflict (dedupe_key) do nothing`;
}
