import { and, eq, sql } from 'drizzle-orm';
import type { PaymentInput } from '../../contracts/bookings';
import { parisDay, parisMinutes } from '../../domain/paris-time';
import { clockString } from '../../domain/clock';
import type { ApiDeps, CurrentUser } from '../core/context';
import { conflict, forbidden, notFound, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { accounts, bookings, events, overstays, payments, spaces } from '../db/schema';
import { cardFor } from './payment-service';
import { isStaff } from './permissions';

/** Time used past the end of an event, billed at the space's hourly price, per started half hour. */
export const overstayAmount = (minutes: number, priceHourCents: number) => Math.round((Math.ceil(minutes / 30) * 30 * priceHourCents) / 60);

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

async function load(db: Db, user: CurrentUser, id: string) {
  const [row] = await db
    .select({ overstay: overstays, event: events, booking: bookings, space: spaces })
    .from(overstays)
    .innerJoin(events, eq(events.id, overstays.eventId))
    .innerJoin(bookings, eq(bookings.id, events.bookingId))
    .innerJoin(spaces, eq(spaces.id, events.spaceId))
    .where(eq(overstays.id, id))
    .limit(1);
  const mine = row && (row.booking.organizerId === user.id || (row.booking.accountId === user.accountId && user.role === 'account_admin') || isStaff(user));
  if (!row || !mine) throw notFound('Overstay');
  return row;
}

export async function getOverstay(db: Db, user: CurrentUser, id: string, locale: 'fr' | 'en'): Promise<OverstayView> {
  const { overstay, event, booking, space } = await load(db, user, id);
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
export async function recordOverstay(db: Db, user: CurrentUser, eventId: string, minutes: number): Promise<string> {
  if (!isStaff(user)) throw forbidden();
  const [row] = await db.select({ event: events, space: spaces }).from(events).innerJoin(spaces, eq(spaces.id, events.spaceId)).where(eq(events.id, eventId)).limit(1);
  if (!row) throw notFound('Event');
  if (row.event.status !== 'confirmed') throw unprocessable('EVENT_NOT_CONFIRMED', 'Only a confirmed event can have an overstay.');
  const [created] = await db
    .insert(overstays)
    .values({ eventId, minutes, amountCents: overstayAmount(minutes, row.space.priceHourCents) })
    .returning({ id: overstays.id });
  if (!created) throw new Error('overstay insert returned nothing');
  return created.id;
}

export async function payOverstay(db: Db, user: CurrentUser, id: string, input: PaymentInput, deps: ApiDeps): Promise<void> {
  const { overstay, booking } = await load(db, user, id);
  if (overstay.status === 'paid') throw conflict('NOTHING_TO_PAY', 'This overstay is already paid.');
  const card = await cardFor(db, booking.accountId, input);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, booking.accountId)).limit(1);
  const result = await deps.payments.charge({
    amountCents: overstay.amountCents,
    description: `Overstay ${id}`,
    idempotencyKey: `overstay-${id}`,
    card,
    customerRef: account?.stripeCustomerId ?? undefined,
    metadata: { overstay_id: id },
  });
  if (result.status === 'failed') throw unprocessable('PAYMENT_FAILED', `The payment was refused (${result.reason}).`);
  const status = result.status === 'succeeded' ? 'succeeded' : 'pending';
  await transaction(db, async (tx) => {
    await tx.insert(payments).values({ overstayId: id, provider: deps.payments.name, providerRef: result.providerRef, amountCents: overstay.amountCents, status }).onConflictDoNothing();
    if (status === 'succeeded') await tx.update(overstays).set({ status: 'paid' }).where(and(eq(overstays.id, id), sql`${overstays.status} = 'due'`));
  });
}
