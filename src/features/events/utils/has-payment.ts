import type { EventSummary } from '../../../contracts/events';

/**
 * Whether the booking was ever paid, so has invoices (docs/business-rules.md §8): it was confirmed
 * (booked_at) at a price above zero. A hold has no payment yet, and a booking confirmed for free
 * never had one, until extras are paid and its price rises above zero.
 */
export const hasPayment = (event: Pick<EventSummary, 'booked_at' | 'total_price'>): boolean =>
  event.booked_at !== null && (event.total_price ?? 0) > 0;

type Money = {
  spacePrice: number;
  extrasPrice: number;
  total: number;
  rebates: NonNullable<EventSummary['rebates']>;
  extras: NonNullable<EventSummary['extras']>;
};

/** What the event cost, as the organizer sees it; null for a guest, who is shown none of it. */
export function moneyOf(
  event: Pick<EventSummary, 'space_price' | 'extras_price' | 'total_price' | 'rebates' | 'extras'>,
): Money | null {
  const { space_price: spacePrice, extras_price: extrasPrice, total_price: total, rebates, extras } = event;
  if (spacePrice === null || extrasPrice === null || total === null || rebates === null || extras === null)
    return null;
  return { spacePrice, extrasPrice, total, rebates, extras };
}
