import { asc, eq, sql } from 'drizzle-orm';
import type { Booking, BookingHistoryEntry } from '../../contracts/bookings';
import { clockString } from '../../domain/clock';
import type { Locale } from '../../domain/money';
import { parisDay, parisMinutes } from '../../domain/paris-time';
import type { CurrentUser } from '../core/context';
import { notFound } from '../core/errors';
import { preparedOnce } from '../db/prepared';
import type { Db } from '../db/client';
import { parsedJson, rowsFromJson } from '../db/json-rows';
import {
  accounts,
  bookingChanges,
  bookingHistory,
  bookingExtras,
  bookings,
  couponCodes,
  events,
  extras,
  spaces,
} from '../db/schema';
import { canActOnBooking, canManageBooking, staffUseBackOffice } from './permissions';

/**
 * What a booking's answers, its changes and its extras use of its space: its descriptions, photos
 * and search text (most of a space's row) are never read with a booking.
 */
const bookingSpaceColumns = {
  id: spaces.id,
  slug: spaces.slug,
  zoneId: spaces.zoneId,
  type: spaces.type,
  titleFr: spaces.titleFr,
  titleEn: spaces.titleEn,
  capacity: spaces.capacity,
  priceHourCents: spaces.priceHourCents,
  openingHours: spaces.openingHours,
};

export type BookingSpace = Pick<typeof spaces.$inferSelect, keyof typeof bookingSpaceColumns>;

export type BookingRecord = {
  booking: typeof bookings.$inferSelect;
  space: BookingSpace;
  events: (typeof events.$inferSelect)[];
  extras: {
    id: string;
    nameFr: string;
    nameEn: string;
    quantity: number;
    unitPriceCents: number;
    perPerson: boolean;
  }[];
  couponCode: string | null;
  /** A dearer change waiting for its payment (lifecycle/pending-change). */
  pendingChange: typeof bookingChanges.$inferSelect | null;
  /** Σ succeeded charges − Σ refunds decided (bookings.paid_cents, kept by the database). */
  paid: number;
};

type ExtraJson = {
  id: string;
  name_fr: string;
  name_en: string;
  quantity: number;
  unit_price_cents: number;
  per_person: boolean;
};

/**
 * A booking with its space, occurrences, extras, code, pending change and what it paid, in one
 * prepared statement: every route that answers with a booking reads it, and one round trip instead
 * of four, built once, is most of what such a request costs.
 */
const bookingStatement = preparedOnce((db) =>
  db
    .select({
      booking: bookings,
      space: bookingSpaceColumns,
      couponCode: couponCodes.code,
      paid: bookings.paidCents,
      events: sql<
        Record<string, unknown>[]
      >`coalesce((select json_agg(e order by e.nth) from ${events} e where e.booking_id = ${bookings.id} and e.change_id is null), '[]'::json)`,
      extras: sql<
        ExtraJson[]
      >`coalesce((select json_agg(json_build_object('id', x.id, 'name_fr', x.name_fr, 'name_en', x.name_en, 'quantity', be.quantity, 'unit_price_cents', be.unit_price_cents, 'per_person', x.per_person) order by x.id)
        from ${bookingExtras} be join ${extras} x on x.id = be.extra_id where be.booking_id = ${bookings.id}), '[]'::json)`,
      pendingChange: sql<Record<
        string,
        unknown
      > | null>`(select row_to_json(c) from ${bookingChanges} c where c.booking_id = ${bookings.id} and c.status = 'pending' and ${bookings.status} = 'confirmed' limit 1)`,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .leftJoin(couponCodes, eq(couponCodes.id, bookings.couponId))
    .where(eq(bookings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('load_booking'),
);

export async function loadBooking(db: Db, id: string): Promise<BookingRecord | undefined> {
  const [row] = await bookingStatement(db).execute({ id });
  if (!row) return undefined;
  const [pendingChange] = row.pendingChange
    ? rowsFromJson(bookingChanges, [parsedJson(row.pendingChange)])
    : [];
  return {
    booking: row.booking,
    space: row.space,
    events: rowsFromJson(events, parsedJson(row.events)),
    extras: parsedJson(row.extras).map((x) => ({
      id: x.id,
      nameFr: x.name_fr,
      nameEn: x.name_en,
      quantity: x.quantity,
      unitPriceCents: x.unit_price_cents,
      perPerson: x.per_person,
    })),
    couponCode: row.couponCode,
    paid: row.paid,
    pendingChange: pendingChange ?? null,
  };
}

/**
 * A booking the user may manage (see permissions.canManageBooking); to others it does not exist.
 * With `act`, a write of the customer's: staff on someone else's booking are refused it (403).
 */
export async function loadBookingFor(
  db: Db,
  user: CurrentUser,
  id: string,
  { act = false } = {},
): Promise<BookingRecord> {
  const record = await loadBooking(db, id);
  if (!record || !(await mayManageBooking(db, user, record.booking, { act }))) throw notFound('Booking');
  return record;
}

/**
 * permissions.canManageBooking (or, with `act`, canActOnBooking, refusing staff with 403), reading
 * the account's owner only when it can matter.
 */
export async function mayManageBooking(
  db: Db,
  user: CurrentUser,
  booking: Pick<BookingRecord['booking'], 'organizerId' | 'accountId'>,
  { act = false } = {},
): Promise<boolean> {
  const [account] =
    booking.accountId === user.accountId && booking.organizerId !== user.id
      ? await db
          .select({ id: accounts.id, ownerId: accounts.ownerId })
          .from(accounts)
          .where(eq(accounts.id, booking.accountId))
          .limit(1)
      : [];
  const known = account ?? { id: '', ownerId: null };
  if (act && !canActOnBooking(user, booking, known) && canManageBooking(user, booking, known))
    throw staffUseBackOffice();
  return canManageBooking(user, booking, known);
}

const slotOf = (event: { startsAt: Date; endsAt: Date }) => ({
  day: parisDay(event.startsAt),
  start: clockString(parisMinutes(event.startsAt)),
  end: clockString(parisMinutes(event.endsAt)),
});

export function toBookingView(
  { booking, space, events: occurrences, extras: chosen, couponCode, paid, pendingChange }: BookingRecord,
  locale: Locale,
): Booking {
  const first = occurrences[0];
  const slot = first ? slotOf(first) : { day: '', start: '', end: '' };
  return {
    id: booking.id,
    created_at: booking.createdAt.toISOString(),
    expires_at: booking.status === 'held' && booking.expiresAt ? booking.expiresAt.toISOString() : null,
    status: booking.status,
    space: {
      id: space.id,
      slug: space.slug,
      zone: space.zoneId,
      type: space.type,
      title: locale === 'fr' ? space.titleFr : space.titleEn,
      price_hour: space.priceHourCents,
      capacity: space.capacity,
    },
    desks: booking.desks,
    attendees: booking.attendees,
    ...slot,
    occurrences: occurrences.map((event) => ({
      event_id: event.id,
      nth: event.nth,
      status: event.status,
      ...slotOf(event),
    })),
    recurrence: booking.recurrence ?? null,
    extras: chosen.map((extra) => ({
      id: extra.id,
      name: locale === 'fr' ? extra.nameFr : extra.nameEn,
      quantity: extra.quantity,
      unit_price: extra.unitPriceCents,
      per_person: extra.perPerson,
    })),
    coupon_code: couponCode,
    space_price: booking.spacePriceCents,
    extras_price: booking.extrasPriceCents,
    rebates: booking.rebates,
    total_price: booking.totalPriceCents,
    paid,
    balance: (pendingChange?.totalPriceCents ?? booking.totalPriceCents) - paid,
    booked_at: booking.bookedAt?.toISOString() ?? null,
    pending_change: pendingChange
      ? {
          kind: pendingChange.kind,
          ...(pendingChange.startsAt && pendingChange.endsAt
            ? slotOf({ startsAt: pendingChange.startsAt, endsAt: pendingChange.endsAt })
            : { day: null, start: null, end: null }),
          total_price: pendingChange.totalPriceCents,
          amount_due: pendingChange.totalPriceCents - paid,
          expires_at: pendingChange.expiresAt.toISOString(),
        }
      : null,
  };
}

/** A booking's history as the API shows it, in the order it happened. */
export async function bookingHistoryOf(db: Db, bookingId: string): Promise<BookingHistoryEntry[]> {
  const rows = await db
    .select()
    .from(bookingHistory)
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(asc(bookingHistory.at), asc(bookingHistory.seq));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    action: row.action,
    from: row.fromStatus,
    to: row.toStatus,
    amount: row.amountCents,
  }));
}
