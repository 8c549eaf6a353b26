/**
 * What a cancellation gives back (docs/business-rules.md §2): everything paid when cancelled long
 * enough before the start, part of the space price and all the extras a little later, nothing at
 * the last moment. The thresholds are configuration; these are the defaults.
 */
export type RefundPolicy = { fullHours: number; partialHours: number; partialPercent: number };

export const DEFAULT_REFUND_POLICY: RefundPolicy = { fullHours: 48, partialHours: 24, partialPercent: 50 };

/** Which line of the policy applies; the UI shows it beside the amount. */
export type RefundRule = 'full' | 'partial' | 'none';

export type RefundQuote = { rule: RefundRule; refund: number };

const HOUR = 3_600_000;

export function refundRule(
  startsAt: Date,
  now: Date,
  policy: RefundPolicy = DEFAULT_REFUND_POLICY,
): RefundRule {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead >= policy.fullHours * HOUR) return 'full';
  if (ahead >= policy.partialHours * HOUR) return 'partial';
  return 'none';
}

/**
 * The refund, in cents, of a booking that `paid` and whose total splits into `extras` and the
 * space (what the total holds besides the extras, rebates and coupon included). Under the partial
 * rule the product keeps `100 − partialPercent` % of the space, rounded half up, and never more
 * than was paid.
 */
export function quoteRefund(
  input: { paid: number; total: number; extras: number; startsAt: Date; now: Date },
  policy: RefundPolicy = DEFAULT_REFUND_POLICY,
): RefundQuote {
  const paid = Math.max(0, input.paid);
  const rule = refundRule(input.startsAt, input.now, policy);
  if (rule === 'full') return { rule, refund: paid };
  if (rule === 'none') return { rule, refund: 0 };
  const space = Math.max(0, input.total - input.extras);
  const kept = Math.floor((space * (100 - policy.partialPercent) + 50) / 100);
  return { rule, refund: Math.max(0, paid - kept) };
}
