import { computePrice, RECURRING_OFFERS, type PriceBreakdown } from '../../../domain/pricing';
import { parisDay } from '../../../domain/paris-time';
import { validateSlot, type OpeningHours, type SlotProblem } from '../../../domain/slots';
import type { ChosenSlot } from './slot-query';

// The page's business rules, in one module the server imports for the first render and the
// browser loads with import() afterwards: the domain modules bring dayjs and its time-zone
// plugins, which a public page must not carry in its first load.

export type SlotQuote = {
  /** What stops the slot from being booked; empty when it can be. */
  problems: SlotProblem[];
  /** The slot's price, rebates included; null when the slot cannot be priced (end before start). */
  price: PriceBreakdown | null;
};

export type QuoteSpace = { price_hour: number; opening_hours: OpeningHours };

/** The verdict the API would give on this slot, and the price it would charge. */
export function quoteSlot(space: QuoteSpace, slot: ChosenSlot, now: Date): SlotQuote {
  const problems = validateSlot({ ...slot, openingHours: space.opening_hours, now });
  const price =
    slot.end > slot.start
      ? computePrice({
          priceHourCents: space.price_hour,
          occurrences: [slot],
          today: parisDay(now),
          extras: [],
        })
      : null;
  return { problems, price };
}

export type RecurringOfferPrice = { daysPerWeek: number; dayPrice: number };

// A Monday, as a reference day: the offers price a whole day the same on any day of the week.
const REFERENCE_DAY = '2024-01-01';

/** What one whole day costs with each recurring offer (docs/product.md §9: 1 or 2 days a week). */
export function recurringOfferPrices(priceHourCents: number): RecurringOfferPrice[] {
  return RECURRING_OFFERS.map(({ daysPerWeek }) => ({
    daysPerWeek,
    dayPrice: computePrice({
      priceHourCents,
      occurrences: [{ day: REFERENCE_DAY, start: 8 * 60, end: 23 * 60 }],
      today: REFERENCE_DAY,
      recurring: { daysPerWeek },
      extras: [],
    }).total,
  }));
}
