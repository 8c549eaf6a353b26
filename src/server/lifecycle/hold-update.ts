import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UpdateBookingInput } from '../../contracts/bookings';
import type { CurrentUser } from '../core/context';
import { conflict, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { sqlState, transaction } from '../db/transaction';
import { bookingExtras, bookings, couponRedemptions, extras, spaceExtras } from '../db/schema';
import { priceBooking, priceColumns, slotsOf } from './booking-pricing';
import { loadBookingFor, type BookingRecord } from './booking-record';
import { lockBooking } from './ledger';
import { isCharging, paymentInProgress } from './charge-claim';
import { assertUsesLeft, couponBelowMinimum, couponById, couponUsed, findCoupon } from './coupon-rules';
import { assertLiveHold, attendeesOf, hourlyPriceOf } from './hold';
import { requestChange } from './pending-change';

// A booking's extras, people and coupon, changed after the hold (PATCH /bookings/:id).

/**
 * Extras may be added to a confirmed booking that has not started (then paid from /payment/[id]);
 * its coupon no longer changes.
 */
function assertExtrasAddable(record: BookingRecord, input: UpdateBookingInput, now: Date): void {
  if (input.coupon_code !== undefined)
    throw conflict('NOT_HELD', 'The coupon of a confirmed booking cannot be changed.');
  if (record.events.some((event) => event.status === 'confirmed' && event.startsAt <= now)) {
    throw unprocessable('ALREADY_STARTED', 'A booking that has started can no longer be changed.');
  }
}

type ChosenExtra = { extraId: string; quantity: number; unitPriceCents: number };

/** A per-person extra is counted for each attendee, whatever quantity was asked (0 still removes it). */
const perPersonQuantity = (perPerson: boolean, asked: number, attendees: number) =>
  perPerson && asked > 0 ? attendees : asked;

/**
 * The extras asked for, priced as the space offers them (space_extras). One the booking has already
 * keeps the price it was taken at, even if the space's price or offer changed since; any other the
 * space does not offer is refused (422 EXTRA_NOT_OFFERED).
 */
async function chooseExtras(
  db: Db,
  record: BookingRecord,
  asked: NonNullable<UpdateBookingInput['extras']>,
  attendees: number,
): Promise<ChosenExtra[]> {
  const wanted = asked.filter((e) => e.quantity > 0);
  const ids = wanted.map((e) => e.id);
  const offers = ids.length
    ? await db
        .select({
          id: extras.id,
          maxQuantity: extras.maxQuantity,
          perPerson: extras.perPerson,
          price: spaceExtras.unitPriceCents,
        })
        .from(extras)
        .leftJoin(
          spaceExtras,
          and(eq(spaceExtras.extraId, extras.id), eq(spaceExtras.spaceId, record.space.id)),
        )
        .where(and(inArray(extras.id, ids), eq(extras.active, true)))
    : [];
  return wanted.map((want, i) => {
    const extra = offers.find((e) => e.id === want.id);
    if (!extra)
      throw unprocessable('EXTRA_UNKNOWN', `No extra "${want.id}".`, [
        { field: `body.extras.${i}.id`, code: 'EXTRA_UNKNOWN', message: 'Unknown extra' },
      ]);
    const price = record.extras.find((e) => e.id === want.id)?.unitPriceCents ?? extra.price;
    if (price === null)
      throw unprocessable('EXTRA_NOT_OFFERED', `This space does not offer "${want.id}".`, [
        { field: `body.extras.${i}.id`, code: 'EXTRA_NOT_OFFERED', message: 'Not offered by this space' },
      ]);
    const quantity = perPersonQuantity(extra.perPerson, want.quantity, attendees);
    if (quantity > extra.maxQuantity) {
      throw unprocessable('EXTRA_QUANTITY', `At most ${extra.maxQuantity} × ${extra.id}.`, [
        { field: `body.extras.${i}.quantity`, code: 'too_big', message: `At most ${extra.maxQuantity}` },
      ]);
    }
    return { extraId: extra.id, quantity, unitPriceCents: price };
  });
}

/**
 * Sets the extras and the coupon code of a held booking and prices it again; more extras on a
 * confirmed booking become a pending change, applied once paid.
 */
export async function updateHold(
  db: Db,
  user: CurrentUser,
  id: string,
  input: UpdateBookingInput,
  now: Date,
  holdMinutes: number,
): Promise<void> {
  const record = await loadBookingFor(db, user, id, { act: true });
  const confirmed = record.booking.status === 'confirmed';
  if (confirmed) assertExtrasAddable(record, input, now);
  else assertLiveHold(record.booking, now);

  if (input.attendees !== undefined && confirmed) {
    throw unprocessable('ATTENDEES_PAID', 'The number of people of a paid booking no longer changes.', [
      { field: 'body.attendees', code: 'ATTENDEES_PAID', message: 'Paid already' },
    ]);
  }
  const attendees =
    input.attendees === undefined
      ? record.booking.attendees
      : attendeesOf(record.space, input.attendees, record.booking.desks);
  const chosen = input.extras
    ? await chooseExtras(db, record, input.extras, attendees)
    : record.extras.map((e) => ({
        extraId: e.id,
        quantity: perPersonQuantity(e.perPerson, e.quantity, attendees),
        unitPriceCents: e.unitPriceCents,
      }));

  let couponId = record.booking.couponId;
  // A confirmed booking keeps the coupon it was paid with (already redeemed, so not checked again).
  let coupon =
    couponId && record.couponCode
      ? confirmed
        ? await couponById(db, couponId)
        : await findCoupon(db, user, id, record.couponCode, now)
      : undefined;
  if (input.coupon_code !== undefined) {
    coupon = input.coupon_code === null ? undefined : await findCoupon(db, user, id, input.coupon_code, now);
    couponId = coupon?.id ?? null;
  }

  const price = priceBooking({
    priceHourCents: hourlyPriceOf(record.space, record.booking),
    slots: slotsOf(record.events),
    recurrence: record.booking.recurrence,
    extras: chosen.map((e) => ({ code: e.extraId, unitPriceCents: e.unitPriceCents, quantity: e.quantity })),
    coupon: coupon ? { code: coupon.code, kind: coupon.kind, value: coupon.value } : undefined,
    // Rebates of a confirmed booking are those of the day it was booked (early booking included).
    now: confirmed ? (record.booking.bookedAt ?? now) : now,
  });
  // A code with a minimum applies to a booking whose space and extras come to it (checked again as extras change).
  if (!confirmed && coupon?.minTotalCents && price.spacePrice + price.extrasPrice < coupon.minTotalCents)
    throw couponBelowMinimum(coupon.minTotalCents);
  if (confirmed) {
    for (const before of record.extras) {
      const after = chosen.find((e) => e.extraId === before.id)?.quantity ?? 0;
      if (after < before.quantity)
        throw unprocessable('EXTRAS_PAID', 'Paid extras cannot be removed.', [
          { field: 'body.extras', code: 'EXTRAS_PAID', message: 'Paid extras cannot be removed' },
        ]);
    }
  }
  try {
    await transaction(db, async (tx) => {
      const locked = await lockBooking(tx, id);
      // Decided on the booking as read above: if it moved meanwhile (paid, cancelled), start again.
      if (!locked || locked.status !== record.booking.status)
        throw conflict('CONCURRENT_UPDATE', 'The booking changed meanwhile: reload it.');
      if (isCharging(locked, now)) throw paymentInProgress();
      // More extras on a confirmed booking wait for their payment, as any dearer change does.
      if (confirmed && price.total > locked.paid) {
        await requestChange(
          tx,
          id,
          { kind: 'extras', extras: chosen, price },
          { now, holdMinutes, actorId: user.id },
        );
        return;
      }
      await tx.delete(bookingExtras).where(eq(bookingExtras.bookingId, id));
      if (chosen.length) await tx.insert(bookingExtras).values(chosen.map((e) => ({ bookingId: id, ...e })));
      await tx
        .update(bookings)
        .set({ couponId, attendees, ...priceColumns(price), updatedAt: now })
        .where(eq(bookings.id, id));
      if (confirmed) return;
      // The hold's code is reserved for the account until the hold is paid, lapses or is cancelled.
      await tx
        .delete(couponRedemptions)
        .where(and(eq(couponRedemptions.bookingId, id), isNull(couponRedemptions.redeemedAt)));
      if (coupon?.maxUses != null) await assertUsesLeft(tx, coupon.id, coupon.maxUses, id);
      if (coupon)
        await tx.insert(couponRedemptions).values({
          couponId: coupon.id,
          bookingId: id,
          accountId: locked.accountId,
          singleUse: coupon.singleUse,
        });
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw couponUsed();
    throw error;
  }
}
