import { sql } from 'drizzle-orm';
import { ratingAverage } from '../../domain/reviews';
import type { SpaceFeature, SpaceType } from '../../contracts/space-features';
import type { SpaceSearchItem } from '../../contracts/spaces';
import { addDays, parisDay, parisInstant } from '../../domain/paris-time';
import { computePrice, dayPass, type DayPass } from '../../domain/pricing';
import type { Db } from '../db/client';
import { queryRows, shapedStatement, type StatementValue } from '../db/prepared';
import {
  searchShapeKey,
  searchStatementOf,
  searchValues,
  type SearchValues,
  type SearchViewer,
  type SpaceSearch,
} from './space-search-sql';

export { searchStatement, type SearchSort, type SearchViewer, type SpaceSearch } from './space-search-sql';

type HitRow = {
  id: string;
  slug: string;
  zone: string;
  type: SpaceType;
  title: string;
  district: string;
  capacity: number;
  price_hour: number;
  features: SpaceFeature[];
  photo: string | null;
  latitude: number;
  longitude: number;
  favorite: boolean;
  distance_m: number | null;
  desks_left: number | null;
  rating_count: number;
  rating_sum: number;
};

// Keeps Paris time-zone conversions and date formatting off the hot path of every search.
let todayCache: { day: string; from: number; until: number } | undefined;

/** parisDay(now), recomputed only when `now` leaves the cached Paris day. */
export function parisToday(now: Date): string {
  const at = now.getTime();
  if (todayCache && at >= todayCache.from && at < todayCache.until) return todayCache.day;
  const day = parisDay(now);
  todayCache = {
    day,
    from: parisInstant(day, 0).getTime(),
    until: parisInstant(addDays(day, 1), 0).getTime(),
  };
  return day;
}

/** A zone id: what the zones table holds. Any other text names no zone. */
const ZONE_ID = /^[a-z0-9-]{1,64}$/;

async function zoneExists(db: Db, zone: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM zones WHERE id = ${zone}) AS found`,
    'zone_exists',
  );
  return row?.found === true;
}

/**
 * Search shapes (filters, weekday and slot, written into the statement) that run as named prepared
 * statements, per process. Past them a search is planned on every call, about a millisecond more of
 * PostgreSQL's time; each name costs every pooled connection some 260 kB.
 */
const NAMED_SEARCH_SHAPES = 48;
const searchQuery = shapedStatement<SearchValues>('space_search', NAMED_SEARCH_SHAPES);

/**
 * One page of matching spaces and whether more follow; undefined when the zone does not exist.
 * A search is a prepared statement per shape: its zone, type, capacity, features, weekday and slot
 * hours written in (see `literal`). PostgreSQL plans it five times, then keeps one plan for every
 * day of that weekday, and a search costs its execution alone: 0.4–0.7 ms on the bench, where
 * planning each one cost 0.8–1.3 ms more. A search by words is planned on every call: how many
 * spaces its words match is worth knowing each time.
 */
export async function searchSpaces(
  db: Db,
  search: SpaceSearch,
  viewer: SearchViewer,
): Promise<{ items: SpaceSearchItem[]; hasMore: boolean } | undefined> {
  if (!ZONE_ID.test(search.zone)) return undefined;
  const { values, words } = searchValues(search, viewer);
  const build = (v: StatementValue<SearchValues>) => searchStatementOf(search, viewer, words, v);
  const found = await searchQuery<HitRow>(
    db,
    searchShapeKey(search, viewer, words),
    build,
    values,
    !search.text,
  );
  // No row: an unknown zone, or simply nothing there.
  if (found.length === 0 && !(await zoneExists(db, search.zone))) return undefined;
  const hasMore = found.length > search.pageSize;
  const rows = hasMore ? found.slice(0, search.pageSize) : found;
  const today = parisToday(viewer.now);
  // Every space of a page gets the same slot, so the one price authority runs once per hourly price.
  const prices = new Map<number, { price: number | null; rebates: SpaceSearchItem['rebates'] }>();
  const priceOf = (priceHour: number) => {
    let priced = prices.get(priceHour);
    if (!priced) {
      const breakdown =
        search.day && search.slot
          ? computePrice({
              priceHourCents: priceHour,
              occurrences: [{ day: search.day, ...search.slot }],
              today,
              extras: [],
            })
          : undefined;
      priced = { price: breakdown?.total ?? null, rebates: breakdown?.rebates ?? [] };
      prices.set(priceHour, priced);
    }
    return priced;
  };
  // A desk is also sold by the day: its pass for the searched day, today when none is chosen.
  const passDay = search.day ?? today;
  const passes = new Map<number, DayPass>();
  const passOf = (priceHour: number) => {
    let pass = passes.get(priceHour);
    if (!pass) {
      pass = dayPass(priceHour, passDay, today);
      passes.set(priceHour, pass);
    }
    return pass;
  };
  // Spelled out rather than spread: one object shape, measurably cheaper on a 50-row page.
  const items = rows.map((row): SpaceSearchItem => {
    const { price, rebates } = priceOf(row.price_hour);
    const item: SpaceSearchItem = {
      id: row.id,
      slug: row.slug,
      zone: row.zone,
      type: row.type,
      title: row.title,
      district: row.district,
      capacity: row.capacity,
      price_hour: row.price_hour,
      features: row.features,
      photo: row.photo,
      latitude: row.latitude,
      longitude: row.longitude,
      favorite: row.favorite,
      price,
      rebates,
      day_pass: row.type === 'desk' ? passOf(row.price_hour) : null,
      desks_left: row.desks_left,
      rating: { average: ratingAverage(row.rating_sum, row.rating_count), count: row.rating_count },
    };
    if (row.distance_m !== null) item.distance_m = row.distance_m;
    return item;
  });
  return { items, hasMore };
}
