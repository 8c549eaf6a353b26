import type { GetServerSideProps } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpaceSearchResponse } from '../../src/contracts/spaces';
import { EARLY_BOOKING } from '../../src/domain/pricing';
import { addDays, parisDay, parisWeekday } from '../../src/domain/paris-time';
import type { ZoneSearchScreenProps } from '../../src/features/search/components/zone-search-screen';
import type { Database } from '../../src/server/db/client';
import { startTestApi, type TestApi } from '../helpers/api';
import { loadPageProps } from '../helpers/serve-page-route';
import { testDatabaseKinds } from '../helpers/test-database';

// The page reads the app's one database handle, as in production: it is the test API's here.
const holder = globalThis as typeof globalThis & { __database?: Promise<Database> };

/** The first day at least `ahead` days from today (Paris) on one of `weekdays` (0 = Monday). */
function dayAhead(ahead: number, weekdays: readonly number[]): string {
  let day = addDays(parisDay(new Date()), ahead);
  while (!weekdays.includes(parisWeekday(day))) day = addDays(day, 1);
  return day;
}

// Explicit days, whatever today is: a weekday and a Saturday within the week after next (no
// early booking), and a weekday 40 days ahead (early booking whichever day the servers call today).
const SOON_WEEKDAY = dayAhead(3, [0, 1, 2, 3, 4]);
const SOON_SATURDAY = dayAhead(3, [5]);
const FAR_WEEKDAY = dayAhead(40, [0, 1, 2, 3, 4]);

describe.each(testDatabaseKinds())('a desk day pass on %s', (kind) => {
  let api: TestApi;
  let getServerSideProps: GetServerSideProps<ZoneSearchScreenProps>;

  beforeAll(async () => {
    api = await startTestApi(kind);
    holder.__database = Promise.resolve(api.database);
    ({ getServerSideProps } = await import('../../src/pages/desks/[zone]'));
  });
  afterAll(async () => {
    holder.__database = undefined;
    await api.close();
  });

  /** id → day pass of every desk of Paris, as GET /v1/spaces?type=desk answers and as /desks/paris shows it. */
  async function bothPrices(day?: string) {
    const query: Record<string, string> = day ? { day } : {};
    const response = await api.request<SpaceSearchResponse>(
      'GET',
      `/spaces?${new URLSearchParams({ zone: 'paris', type: 'desk', page_size: '50', ...query })}`,
    );
    expect(response.status).toBe(200);
    const props = await loadPageProps(getServerSideProps, { params: { zone: 'paris' }, query });
    expect(props.results.length).toBeGreaterThan(0);
    const byId = <T extends { id: string }>(items: T[], price: (item: T) => unknown) =>
      new Map(items.map((item) => [item.id, price(item)]));
    return {
      api: byId(response.body.items, (item) => item.day_pass),
      page: byId(props.results, (item) => item.day_pass),
      hourly: byId(response.body.items, (item) => item.price_hour),
    };
  }

  it.each([
    ['a weekday', SOON_WEEKDAY],
    ['a Saturday', SOON_SATURDAY],
    ['a weekday 40 days ahead', FAR_WEEKDAY],
    ['no chosen day (today)', undefined],
  ])('is the same in the API and on the desks page for %s', async (_label, day) => {
    const { api: fromApi, page } = await bothPrices(day);
    expect(page).toEqual(fromApi);
  });

  it('is 8 hours on a weekday, 6 on a Saturday, less the early-booking rebate 30 days ahead', async () => {
    const weekday = await bothPrices(SOON_WEEKDAY);
    for (const [id, pass] of weekday.page)
      expect(pass).toEqual({ price: 8 * Number(weekday.hourly.get(id)), rebates: [] });
    const saturday = await bothPrices(SOON_SATURDAY);
    for (const [id, pass] of saturday.page)
      expect(pass).toEqual({ price: 6 * Number(saturday.hourly.get(id)), rebates: [] });
    const far = await bothPrices(FAR_WEEKDAY);
    for (const [id, pass] of far.page) {
      const rate = 8 * Number(far.hourly.get(id));
      const rebate = Math.round((rate * EARLY_BOOKING.percent) / 100);
      expect(pass).toEqual({ price: rate - rebate, rebates: [{ code: EARLY_BOOKING.code, amount: rebate }] });
    }
  });
});
