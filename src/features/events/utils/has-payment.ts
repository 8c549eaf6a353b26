import type { EventSummary } from '../../../contracts/events';

/**
 * Whether the booking was ever paid, so has invoices (BUSINESS-RULES §8): it was confirmed
 * (booked_at) at a price above zero. A hold has no payment yet, and a booking confirmed for free
 * never had one, until extras are paid and its price rises above zero.
 */
export const hasPayment = (event: Pick<EventSummary, 'booked_at' | 'total_price'>): boolean => event.booked_at !== null && event.total_price > 0;
