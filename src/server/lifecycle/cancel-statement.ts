import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fixedStatement } from '../db/prepared';
import { sqlState } from '../db/transaction';
import {
  auditLog,
  bookingChanges,
  bookingHistory,
  bookings,
  couponRedemptions,
  events,
  payments,
} from '../db/schema';
import { documentsFromRows } from '../invoices/issue';
import { bookingCancelledMessages } from '../messages/outbox';

/** What a cancellation writes, as decided (lifecycle/cancel): the values of its one statement. */
export type CancellationWrite = {
  id: string;
  /** The instant of the cancellation, ISO. */
  now: string;
  /** The booking's row version as it was read (`xmin`); null when the caller holds its lock. */
  version: string | null;
  /** Its live events, cancelled with it. */
  live: string[];
  actorId: string;
  from: 'held' | 'confirmed';
  total: number;
  /** What goes back to the payer, in cents. */
  refund: number;
  /** The history line's details, JSON. */
  details: string;
  /** A staff cancellation's audit line (its action and JSON before and after), or nulls. */
  auditAction: string | null;
  auditBefore: string | null;
  auditAfter: string | null;
  /** The refund rows decided (`planRefund`), JSON, `[]` for none. */
  refunds: string;
  /** Their credit notes (`documentRows`), JSON, `[]` for none, and the year that numbers them. */
  documents: string;
  year: number;
};

/**
 * A cancellation as one statement of fixed text, each write a data-modifying CTE (none depends on
 * rows another writes: see `writeTogether`). A part that does not apply writes nothing: the pending
 * change is withdrawn (its held slot let go) and the code's reservation released only when the
 * booking has them, found from the booking itself so that one generic plan serves every
 * cancellation. It is its own transaction. When the booking's row is no longer the version read,
 * its last line ends it with a serialization failure (migration 0022), and it writes nothing. The
 * organizer and guests of a confirmed booking are told: the statement reads the booking as it was
 * before, so a hold tells no one.
 */
const cancellationStatement = fixedStatement<CancellationWrite>(
  'cancel_booking',
  (v) => sql`
  with cancelled as (
    update ${bookings} set status = 'cancelled', cancelled_at = ${v('now')}::timestamptz, expires_at = null, updated_at = ${v('now')}::timestamptz
    where id = ${v('id')}::uuid and (${v('version')}::text is null or xmin = ${v('version')}::text::xid)
    returning id),
  occurrences as (update ${events} set status = 'cancelled' where booking_id = ${v('id')}::uuid and id = any(${v('live')}::uuid[])),
  pending as (select c.id from ${bookingChanges} c where c.booking_id = ${v('id')}::uuid and c.status = 'pending'),
  change_slot as (delete from ${events} where booking_id = ${v('id')}::uuid and change_id = (select id from pending)),
  change as (update ${bookingChanges} set status = 'withdrawn' where id = (select id from pending)),
  coupon as (delete from ${couponRedemptions}
    where coupon_id = (select b.coupon_id from ${bookings} b where b.id = ${v('id')}::uuid) and booking_id = ${v('id')}::uuid and redeemed_at is null),
  history as (insert into ${bookingHistory} (booking_id, at, actor_id, action, from_status, to_status, amount_cents, total_cents, details)
    values (${v('id')}::uuid, ${v('now')}::timestamptz, ${v('actorId')}::uuid, 'cancelled', ${v('from')}::booking_status, 'cancelled',
      -${v('refund')}::int, ${v('total')}::int, ${v('details')}::jsonb)),
  audit as (insert into ${auditLog} (actor_id, action, target_type, target_id, before, after)
    select ${v('actorId')}::uuid, ${v('auditAction')}::text, 'booking', ${v('id')}::text, ${v('auditBefore')}::jsonb, ${v('auditAfter')}::jsonb
    where ${v('auditAction')}::text is not null),
  refunds as (insert into ${payments} (id, booking_id, kind, refund_of, provider, provider_ref, amount_cents, status)
    select r.id, ${v('id')}::uuid, 'refund', r.refund_of, r.provider, r.provider_ref, r.amount_cents, 'pending'
    from jsonb_to_recordset(${v('refunds')}::jsonb) as r(id uuid, refund_of uuid, provider payment_provider, provider_ref text, amount_cents int)),
  credit_notes as (${documentsFromRows(v('documents'), v('year'), v('now'))}),
  messages as (${bookingCancelledMessages(v('id'), v('refund'))})
  select written_or_stale(exists (select 1 from cancelled))`,
);

/**
 * Writes the cancellation; false, having written nothing, when `version` is given and the booking
 * is no longer that version (decide again from the booking locked).
 */
export async function writeCancellation(db: Db, write: CancellationWrite): Promise<boolean> {
  try {
    await cancellationStatement(db, write);
    return true;
  } catch (error) {
    if (write.version !== null && sqlState(error) === '40001') return false;
    throw error;
  }
}
