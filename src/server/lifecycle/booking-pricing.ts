import { parisDay, parisMinutes } from '../../domain/paris-time';
import {
  computePrice,
  type PriceBreakdown,
  type PriceCoupon,
  type PriceExtra,
  type PricedSlot,
} from '../../domain/pricing';
import type { Recurrence } from '../db/schema';

/** The slots of a booking's events, as the pricing module takes them. */
export const slotsOf = (occurrences: readonly { startsAt: Date; endsAt: Date }[]): PricedSlot[] =>
  occurrences.map((event) => ({
    day: parisDay(event.startsAt),
    start: parisMinutes(event.startsAt),
    end: parisMinutes(event.endsAt),
  }));

/** Every amount the API stores or answers comes from here, i.e. from src/domain/pricing.ts. */
export function priceBooking(input: {
  priceHourCents: number;
  slots: readonly PricedSlot[];
  recurrence: Recurrence | null;
  extras?: readonly PriceExtra[];
  coupon?: PriceCoupon;
  now: Date;
}): PriceBreakdown {
  const daysPerWeek = input.recurrence?.weekdays.length;
  return computePrice({
    priceHourCents: input.priceHourCents,
    occurrences: input.slots,
    today: parisDay(input.now),
    recurring: daysPerWeek === 1 || daysPerWeek === 2 ? { daysPerWeek } : undefined,
    extras: input.extras ?? [],
    coupon: input.coupon,
  });
}

export const priceColumns = (price: PriceBreakdown) => ({
  spacePriceCents: price.spacePrice,
  extrasPriceCents: price.extrasPrice,
  rebates: price.rebates,
  totalPriceCents: price.total,
});
