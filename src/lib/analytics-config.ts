/**
 * Whether product analytics is configured at all (NEXT_PUBLIC_MIXPANEL_TOKEN). Apart from
 * lib/analytics.ts, so that asking costs a page nothing: the analytics code loads on first use.
 */
export const analyticsToken = process.env.NEXT_PUBLIC_MIXPANEL_TOKEN || undefined;
export const analyticsEnabled = Boolean(analyticsToken);
