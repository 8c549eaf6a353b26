import { BOOKABLE_END, BOOKABLE_START } from './clock';
import { daysBetween, isWeekend } from './paris-time';
import { priceOfMinutes } from './slot-price';

// The one price authority: the API charges what this returns and the UI shows the same numbers.
// Every amount is an integer number of cents.

export const EARLY_BOOKING = { code: 'promotion.early_booking', daysAhead: 30, percent: 10 } as const;
export const DAY_RATE_CODE = 'promotion.day_rate';
export const RECURRING_OFFERS = [
  { daysPerWeek: 1, billedHours: 8, factor: 0.6, code: 'offer.recurring_1' },
  { daysPerWeek: 2, billedHours: 8, factor: 0.65, code: 'offer.recurring_2' },
] as const;
export const WEEKDAY_DAY_HOURS = 8;
export const WEEKEND_DAY_HOURS = 6;

export type PricedSlot = { day: string; start: number; end: number };
export type PriceExtra = { code: string; unitPriceCents: number; quantity: number };
export type PriceCoupon = { code: string; kind: 'percent' | 'amount'; value: number };

export type PriceInput = {
  priceHourCents: number;
  /** Minutes since midnight, Paris wall clock. */
  occurrences: readonly PricedSlot[];
  /** Today in Paris ('YYYY-MM-DD'), the reference for early booking. */
  today: string;
  recurring?: { daysPerWeek: 1 | 2 };
  extras: readonly PriceExtra[];
  /** percent: 1..100; amount: cents. */
  coupon?: PriceCoupon;
};

export type Rebate = { code: string; amount: number };
export type PricedOccurrence = PricedSlot & { gross: number; price: number };
export type PriceBreakdown = {
  spacePrice: number;
  extrasPrice: number;
  rebates: Rebate[];
  total: number;
  occurrences: PricedOccurrence[];
};
export type DayPass = { price: number; rebates: Rebate[] };

/** The most one occurrence on that day can cost: 8 hours on weekdays, 6 at weekends. */
export function dayRate(priceHourCents: number, day: string): number {
  return (isWeekend(day) ? WEEKEND_DAY_HOURS : WEEKDAY_DAY_HOURS) * priceHourCents;
}

function requireCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative integer`);
}

// Inputs reach here already parsed by the API schema; a throw means a programming error, and
// charging a wrong price silently would be worse.
function checkInput(input: PriceInput): void {
  requireCents(input.priceHourCents, 'priceHourCents');
  for (const { start, end } of input.occurrences) {
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > 24 * 60 || end < start) {
      throw new RangeError(`Invalid occurrence ${start}–${end}`);
    }
  }
  for (const extra of input.extras) {
    requireCents(extra.unitPriceCents, `extra ${extra.code} unitPriceCents`);
    requireCents(extra.quantity, `extra ${extra.code} quantity`);
  }
  const coupon = input.coupon;
  if (
    coupon?.kind === 'percent' &&
    (!Number.isInteger(coupon.value) || coupon.value < 1 || coupon.value > 100)
  ) {
    throw new RangeError('A percent coupon is 1 to 100');
  }
  if (coupon?.kind === 'amount') requireCents(coupon.value, 'coupon amount');
}

/** Percent of an amount, rounded to the cent, in integer arithmetic to avoid 0.1 + 0.2 drift. */
function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/**
 * Prices a booking. Per occurrence, in order: hours × hourly (gross), day-rate cap, recurring
 * offer, early-booking 10 %. The coupon comes last, on what is left of space and extras.
 */
export function computePrice(input: PriceInput): PriceBreakdown {
  checkInput(input);
  const hourly = input.priceHourCents;
  const offer =
    input.recurring && RECURRING_OFFERS.find((o) => o.daysPerWeek === input.recurring?.daysPerWeek);
  // The offer's price is the same for every occurrence; factor × 100 keeps the product exact.
  const offerPrice = offer
    ? percentOf(offer.billedHours * hourly, Math.round(offer.factor * 100))
    : undefined;

  // Insertion order fixes the order rebates are listed in, whatever occurrence produced them first.
  const totals = new Map<string, number>([[DAY_RATE_CODE, 0]]);
  if (offer) totals.set(offer.code, 0);
  totals.set(EARLY_BOOKING.code, 0);
  const add = (code: string, amount: number) => totals.set(code, (totals.get(code) ?? 0) + amount);

  const occurrences = input.occurrences.map((slot): PricedOccurrence => {
    const gross = priceOfMinutes(hourly, slot.end - slot.start);
    let price = Math.min(gross, dayRate(hourly, slot.day));
    add(DAY_RATE_CODE, gross - price);
    if (offer && offerPrice !== undefined && offerPrice < price) {
      add(offer.code, price - offerPrice);
      price = offerPrice;
    }
    if (daysBetween(input.today, slot.day) >= EARLY_BOOKING.daysAhead) {
      const early = percentOf(price, EARLY_BOOKING.percent);
      add(EARLY_BOOKING.code, early);
      price -= early;
    }
    return { day: slot.day, start: slot.start, end: slot.end, gross, price };
  });

  const spacePrice = occurrences.reduce((sum, o) => sum + o.gross, 0);
  const extrasPrice = input.extras.reduce((sum, e) => sum + e.unitPriceCents * e.quantity, 0);
  const sumRebates = () => [...totals.values()].reduce((sum, amount) => sum + amount, 0);

  const coupon = input.coupon;
  if (coupon) {
    const base = spacePrice + extrasPrice - sumRebates();
    add(
      coupon.code,
      coupon.kind === 'percent' ? percentOf(base, coupon.value) : Math.min(coupon.value, base),
    );
  }

  const rebates = [...totals].filter(([, amount]) => amount > 0).map(([code, amount]) => ({ code, amount }));
  // Never negative by construction (each rebate is bounded by what it reduces); max() is a guard.
  const total = Math.max(0, spacePrice + extrasPrice - sumRebates());
  return { spacePrice, extrasPrice, rebates, total, occurrences };
}

/**
 * A desk's day pass on `day`: the whole bookable day priced as a booking of it would be, so capped
 * at the day rate (8 hours on weekdays, 6 at weekends), early-booking rebate deducted. The cap is
 * what makes it a day pass, not a rebate to list. The search API and the desks page both show this.
 */
export function dayPass(priceHourCents: number, day: string, today: string): DayPass {
  const priced = computePrice({
    priceHourCents,
    occurrences: [{ day, start: BOOKABLE_START, end: BOOKABLE_END }],
    today,
    extras: [],
  });
  return { price: priced.total, rebates: priced.rebates.filter((rebate) => rebate.code !== DAY_RATE_CODE) };
}
