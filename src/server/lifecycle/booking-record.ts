// A booking as the lifecycle and the views read it: its row, space, events, extras, code, what it
// paid and its pending change; and who may manage it.
import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '../core/context';
import { notFound } from '../core/errors';
import { preparedOnce } from '../db/prepared';
import type { Db } from '../db/client';
import { parsedJson, rowsFromJson } from '../db/json-rows';
import {
  accounts,
  bookingChanges,
  bookingExtras,
  bookings,
  couponCodes,
  events,
  extras,
  spaces,
} from '../db/schema';
import { canActOnBooking, canManageBooking, staffUseBackOffice } from '../core/permissions';

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
