// Kept apart from pricing.ts, which brings dayjs: the space page's grid shows a slot's price in
// its first load, and pricing.ts takes the same formula from here.

/** What `minutes` cost at an hourly price, rounded to the cent: a slot's price before any rebate. */
export function priceOfMinutes(priceHourCents: number, minutes: number): number {
  return Math.round((minutes * priceHourCents) / 60);
}
