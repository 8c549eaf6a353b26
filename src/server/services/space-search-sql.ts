import { sql, type SQL } from 'drizzle-orm';
import type { SpaceFeature, SpaceType } from '../../contracts/space-features';
import type { CapacityRange } from '../../domain/capacity';
import { BOOKABLE_END, BOOKABLE_START, earliestStartOverlapping, toHhmm } from '../../domain/clock';
import type { Locale } from '../../domain/money';
import { parisInstant, parisWeekday } from '../../domain/paris-time';
import { normalizeSearchText } from '../../domain/search-text';
import type { StatementValue } from '../db/prepared';

// The search as SQL: its filter, its order and the one statement searchSpaces runs (space-search.ts).

export type SearchSort = 'price' | 'distance' | 'capacity';

export type SpaceSearch = {
  zone: string;
  type?: SpaceType;
  /** A day alone keeps the spaces open that day; with start and end (minutes), those free for the slot. */
  day?: string;
  slot?: { start: number; end: number };
  capacity?: CapacityRange;
  features?: readonly SpaceFeature[];
  text?: string;
  near?: { lat: number; lng: number };
  sort: SearchSort;
  page: number;
  pageSize: number;
};

export type SearchViewer = { locale: Locale; userId: string | null; now: Date };

/** Each word as a LIKE pattern; % and _ in what people type are letters, not wildcards. */
const likeWords = (text: string) =>
  normalizeSearchText(text)
    .split(' ')
    .filter(Boolean)
    // More words only add conditions that a text of 100 characters rarely needs.
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/**
 * What a search binds rather than writes in, by name: the instants of its window (the slot, or the
 * day searched alone), now, the viewer, the point it is near and its words. See `literal`.
 */
export type SearchValues = {
  now: string;
  user: string | null;
  lat?: number;
  lng?: number;
  start?: string;
  end?: string;
  earliest?: string;
  /** A day searched alone: its weekday and its wall clock (see notClosedAllDay). */
  weekday?: number;
  wallClock?: string;
} & Record<`word${number}`, string>;

/** A search's bound value by name: a parameter, or a placeholder when its shape is built once. */
type Bind = StatementValue<SearchValues>;

/** Metres between a space and a point (haversine on a 6,371 km sphere). */
const distanceSql = (v: Bind) => sql`round(2 * 6371008.8 * asin(sqrt(
    power(sin(radians(s.latitude - ${v('lat')}::float8) / 2), 2)
    + cos(radians(${v('lat')}::float8)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${v('lng')}::float8) / 2), 2))))::int`;

// The Paris time-zone conversions of a search's instants are cached: their answers never change.
const instants = new Map<string, string>();
function parisIso(day: string, minutes: number): string {
  const key = `${day} ${minutes}`;
  let iso = instants.get(key);
  if (iso === undefined) {
    // Bounded: a year of days × half hours is ~11,000 keys; start over rather than grow forever.
    if (instants.size >= 20_000) instants.clear();
    iso = parisInstant(day, minutes).toISOString();
    instants.set(key, iso);
  }
  return iso;
}

/** The slot as instants, and the earliest start an overlapping event can have (see 0002). */
function slotInstants(day: string, slot: { start: number; end: number }) {
  const start = parisIso(day, slot.start);
  return {
    start,
    end: parisIso(day, slot.end),
    earliest: earliestStartOverlapping(new Date(start)).toISOString(),
  };
}

/**
 * The desks of a desk space `s` that no live event takes at some time in the search's window (a
 * lapsed hold no longer counts), as a number: its capacity less the seats taken (events.seats).
 */
function desksLeftSql(v: Bind): SQL {
  return sql`s.capacity - seat_count(int4multirange(int4range(1, s.capacity + 1)) * (
    SELECT coalesce(range_agg(e.seats), '{}') FROM events e
    WHERE e.space_id = s.id AND e.status IN ('held', 'confirmed')
      AND e.starts_at < ${v('end')}::timestamptz AND e.ends_at > ${v('start')}::timestamptz
      AND e.starts_at >= ${v('earliest')}::timestamptz
      AND (e.status = 'confirmed'
        OR NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = e.booking_id AND b.expires_at < ${v('now')}::timestamptz))))`;
}

/** A searched day as a window of instants, as slotInstants gives a slot's. */
const dayInstants = (day: string) => slotInstants(day, { start: 0, end: 24 * 60 });

/**
 * A value written into the statement instead of bound. Only for a search's zone, type, capacity,
 * features, weekday, slot hours and page: each takes few values, all checked before they get here,
 * and written out they let PostgreSQL estimate how many spaces match (the opening hours from their
 * statistics, migration 0028). Bound, it would expect almost none, and its generic plan would sort
 * a zone's candidates instead of walking them cheapest first (9 ms against 0.4 on the bench). What
 * stays bound (the slot's instants, now) only steers probes by index. See searchSpaces.
 */
function literal(value: string | number): SQL {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
    return sql.raw(String(value));
  }
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/** HHmm (an opening-hours entry) as minutes since midnight. */
const hhmmMinutes = (hhmm: SQL) => sql`((${hhmm}) / 100 * 60 + (${hhmm}) % 100)`;

/**
 * A day searched without a slot lists the spaces that can be booked some time that day: not those
 * a closure covers from the first to the last bookable minute of their opening hours. Those are
 * found once, from the day's closures (space_closures_ends_idx) and their own spaces' hours (a
 * LIMIT keeps that a lookup by key per closure, not a join over every space), then checked as a
 * hash by the walk. Times are counted from noon less 12 hours: after 03:00 that is the wall clock
 * even on the days the clocks change, and nothing is booked before 08:00.
 */
function notClosedAllDay(v: Bind): SQL {
  const hours = sql`cs.opening_hours -> ${v('weekday')}::int`;
  const open = hhmmMinutes(sql`greatest((${hours} ->> 'open')::int, ${toHhmm(BOOKABLE_START)}::int)`);
  const close = hhmmMinutes(sql`least((${hours} ->> 'close')::int, ${toHhmm(BOOKABLE_END)}::int)`);
  return sql`s.id NOT IN (SELECT c.space_id FROM space_closures c,
      LATERAL (SELECT opening_hours FROM spaces WHERE id = c.space_id LIMIT 1) cs
    WHERE c.ends_at > ${v('start')}::timestamptz AND c.starts_at < ${v('end')}::timestamptz
      AND c.starts_at <= ${v('wallClock')}::timestamptz + make_interval(mins => ${open})
      AND c.ends_at >= ${v('wallClock')}::timestamptz + make_interval(mins => ${close}))`;
}

/**
 * The filter of a search as one WHERE clause over `spaces s`, read from spaces_search_price_idx
 * (words from the trigram index). For a slot, each candidate the walk reaches is probed for a live
 * event overlapping it (events_space_time_idx): a page costs about as many probes as it has rows,
 * where collecting every busy space of the day first costs as many as the zone has bookings then
 * (bench, a day with 10,000 events: 0.37 ms against 2.7 ms). A hold whose booking expired no
 * longer blocks, even before anything marks it expired. A space closed during the slot (or, for a
 * day alone, for the whole of it) is left out, from a set of closed spaces read once per search
 * (bench, 200 closures: 0.02 to 0.15 ms more).
 */
function whereClause(search: SpaceSearch, words: number, v: Bind): SQL {
  const conditions: SQL[] = [sql`s.zone_id = ${literal(search.zone)}`, sql`s.published`];
  if (search.type) conditions.push(sql`s.type = ${literal(search.type)}::space_type`);
  if (search.capacity) {
    conditions.push(sql`s.capacity >= ${literal(search.capacity.min)}`);
    if (search.capacity.max !== undefined)
      conditions.push(sql`s.capacity <= ${literal(search.capacity.max)}`);
  }
  if (search.features?.length) {
    conditions.push(sql`s.features @> ARRAY[${sql.join(search.features.map(literal), sql`, `)}]::text[]`);
  }
  for (let i = 0; i < words; i++) conditions.push(sql`s.search_text LIKE ${v(`word${i}`)}::text`);

  if (search.day) {
    const hours = sql`s.opening_hours -> ${literal(parisWeekday(search.day))}`;
    if (!search.slot) {
      conditions.push(sql`(${hours} ->> 'open') IS NOT NULL`);
      conditions.push(notClosedAllDay(v));
    } else {
      conditions.push(sql`(${hours} ->> 'open')::int <= ${literal(toHhmm(search.slot.start))}`);
      conditions.push(sql`(${hours} ->> 'close')::int >= ${literal(toHhmm(search.slot.end))}`);
      // A room is free when no live event overlaps the slot; a desk space while one desk is.
      const roomFree = sql`NOT EXISTS (
        SELECT 1 FROM events e
        WHERE e.space_id = s.id AND e.status IN ('held', 'confirmed')
          AND e.starts_at < ${v('end')}::timestamptz AND e.ends_at > ${v('start')}::timestamptz
          AND e.starts_at >= ${v('earliest')}::timestamptz
          AND (e.status = 'confirmed'
            OR NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = e.booking_id AND b.expires_at < ${v('now')}::timestamptz)))`;
      const deskFree = sql`${desksLeftSql(v)} > 0`;
      if (search.type === 'meeting_room') conditions.push(roomFree);
      else if (search.type === 'desk') conditions.push(deskFree);
      else conditions.push(sql`CASE WHEN s.type = 'desk' THEN ${deskFree} ELSE ${roomFree} END`);
      // Uncorrelated: the spaces closed during the slot are read once (space_closures_ends_idx)
      // into a hash the walk checks each candidate against, so the walk stays as it was.
      conditions.push(sql`s.id NOT IN (SELECT c.space_id FROM space_closures c
        WHERE c.ends_at > ${v('start')}::timestamptz AND c.starts_at < ${v('end')}::timestamptz)`);
    }
  }
  return sql.join(conditions, sql` AND `);
}

function orderBy(sort: SearchSort, prefix: 's' | 'p'): SQL {
  const column = (name: string) => sql.raw(`${prefix}.${name}`);
  // In `hits` the distance is an output column, referred to by its bare name.
  if (sort === 'distance')
    return sql`${prefix === 's' ? sql.raw('distance_m') : column('distance_m')}, ${column('slug')}`;
  if (sort === 'capacity')
    return sql`${column('capacity')}, ${column('price_hour_cents')}, ${column('slug')}`;
  return sql`${column('price_hour_cents')}, ${column('slug')}`;
}

/** What a search binds (`SearchValues`), and how many words it looks for. */
export function searchValues(
  search: SpaceSearch,
  viewer: SearchViewer,
): { values: SearchValues; words: number } {
  const values: SearchValues = { now: viewer.now.toISOString(), user: viewer.userId };
  if (search.near) Object.assign(values, { lat: search.near.lat, lng: search.near.lng });
  if (search.day) {
    Object.assign(values, search.slot ? slotInstants(search.day, search.slot) : dayInstants(search.day));
    if (!search.slot) {
      values.weekday = parisWeekday(search.day);
      values.wallClock = new Date(Date.parse(parisIso(search.day, 12 * 60)) - 12 * 3_600_000).toISOString();
    }
  }
  const words = search.text ? likeWords(search.text) : [];
  words.forEach((pattern, i) => (values[`word${i}`] = pattern));
  return { values, words: words.length };
}

/**
 * What a search writes into its statement (see `literal`), as a key: searches with the same key
 * have the same text, built once (`searchStatementOf`), and differ only by their values.
 */
export function searchShapeKey(search: SpaceSearch, viewer: SearchViewer, words: number): string {
  const { zone, type, capacity, features, day, slot, near, sort, page, pageSize } = search;
  return JSON.stringify([
    zone,
    type,
    capacity?.min,
    capacity?.max,
    features,
    day === undefined ? null : parisWeekday(day),
    slot?.start,
    slot?.end,
    words,
    near !== undefined,
    sort,
    page,
    pageSize,
    viewer.locale,
    viewer.userId !== null,
  ]);
}

/**
 * The search as one statement. `hits` walks the candidates in the order of the sort (price order
 * comes straight from spaces_search_price_idx) and stops after one page and one row: the matches
 * past the page are never evaluated, so a search costs the same in a zone of 80 or 8,000 spaces.
 * Only that page's rows are then read from the table. Made from the search's shape alone
 * (`searchShapeKey`), its values bound through `v`.
 */
export function searchStatementOf(
  search: SpaceSearch,
  viewer: Pick<SearchViewer, 'locale' | 'userId'>,
  words: number,
  v: Bind,
): SQL {
  const distance = search.near ? distanceSql(v) : sql`NULL::int`;
  const title = sql.raw(viewer.locale === 'en' ? 's.title_en' : 's.title_fr');
  // A desk space says how many desks are left: for the slot, or for the whole of a day alone.
  const desksLeft = search.day ? sql`CASE WHEN s.type = 'desk' THEN ${desksLeftSql(v)} END` : sql`NULL::int`;
  const favorite = viewer.userId
    ? sql`EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${v('user')}::uuid AND f.space_id = s.id)`
    : sql`false`;
  return sql`WITH hits AS (
      SELECT s.id, s.slug, s.capacity, s.price_hour_cents, ${distance} AS distance_m
      FROM spaces s WHERE ${whereClause(search, words, v)}
      ORDER BY ${orderBy(search.sort, 's')} LIMIT ${literal(search.pageSize + 1)} OFFSET ${literal((search.page - 1) * search.pageSize)}
    )
    SELECT s.id, s.slug, s.zone_id AS zone, s.type, ${title} AS title, s.district, s.capacity, s.price_hour_cents AS price_hour,
      array_to_json(s.features) AS features, s.photos[1] AS photo, s.latitude, s.longitude, ${favorite} AS favorite, p.distance_m,
      ${desksLeft} AS desks_left,
      s.rating_count, s.rating_sum
    FROM hits p JOIN spaces s ON s.id = p.id
    ORDER BY ${orderBy(search.sort, 'p')}`;
}

/** The search as one statement with its values (`searchStatementOf`). */
export function searchStatement(search: SpaceSearch, viewer: SearchViewer): SQL {
  const { values, words } = searchValues(search, viewer);
  return searchStatementOf(search, viewer, words, (key) => sql`${values[key]}`);
}
