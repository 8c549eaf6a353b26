import { eq } from 'drizzle-orm';
import { parisDay, parisMinutes } from '../../domain/paris-time';
import { clockString } from '../../domain/clock';
import type { CurrentUser } from '../core/context';
import { forbidden, notFound, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { loadOverstayFor } from '../lifecycle/access';
import { auditLog, events, overstays, spaces } from '../db/schema';
import { transaction } from '../db/transaction';
import { overstayDueMessage } from '../messages/money-messages';
import { isStaff } from '../core/permissions';

/** Time used past the end of an event, billed at the space's hourly price, per started half hour. */
export const overstayAmount = (minutes: number, priceHourCents: number) =>
  Math.round((Math.ceil(minutes / 30) * 30 * priceHourCents) / 60);

export type OverstayView = {
  id: string;
  event_id: string;
  booking_id: string;
  space: { slug: string; zone: string; title: string };
  day: string;
  end: string;
  minutes: number;
  price_hour: number;
  amount: number;
  status: 'due' | 'paid';
};

export async function getOverstay(
  db: Db,
  user: CurrentUser,
  id: string,
  locale: 'fr' | 'en',
): Promise<OverstayView> {
  const { overstay, event, booking, space } = await loadOverstayFor(db, user, id);
  return {
    id: overstay.id,
    event_id: event.id,
    booking_id: booking.id,
    space: { slug: space.slug, zone: space.zoneId, title: locale === 'fr' ? space.titleFr : space.titleEn },
    day: parisDay(event.startsAt),
    end: clockString(parisMinutes(event.endsAt)),
    minutes: overstay.minutes,
    price_hour: space.priceHourCents,
    amount: overstay.amountCents,
    status: overstay.status,
  };
}

/** Staff record an overstay they observed on a confirmed event. */
export async function recordOverstay(
  db: Db,
  user: CurrentUser,
  eventId: string,
  minutes: number,
): Promise<string> {
  if (!isStaff(user)) throw forbidden();
  const [row] = await db
    .select({ event: events, space: spaces })
    .from(events)
    .innerJoin(spaces, eq(spaces.id, events.spaceId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) throw notFound('Event');
  if (row.event.status !== 'confirmed')
    throw unprocessable('EVENT_NOT_CONFIRMED', 'Only a confirmed event can have an overstay.');
  return transaction(db, async (tx) => {
    const [created] = await tx
      .insert(overstays)
      .values({ eventId, minutes, amountCents: overstayAmount(minutes, row.space.priceHourCents) })
      .returning({ id: overstays.id });
    if (!created) throw new Error('overstay insert returned nothing');
    // Billed, told and audited together (docs/business-rules.md §6: overstay to pay; §7: staff
    // writes).
    await tx.execute(overstayDueMessage(created.id));
    await tx.insert(auditLog).values({
      actorId: user.id,
      action: 'overstay.record',
      targetType: 'booking',
      targetId: row.event.bookingId,
      before: null,
      after: {
        overstay_id: created.id,
        event_id: eventId,
        minutes,
        amount_cents: overstayAmount(minutes, row.space.priceHourCents),
      },
    });
    return created.id;
  });
}
