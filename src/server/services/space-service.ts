import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ratingAverage } from '../../domain/reviews';
import { latestSpaceReviews } from './review-service';
import type { SpaceFeature } from '../../contracts/space-features';
import type { Availability, SpaceDetail, SpaceSummary, Zone, ZoneWithCount } from '../../contracts/spaces';
import { clockString, earliestStartOverlapping } from '../../domain/clock';
import { desksLeft } from '../../domain/desks';
import type { Locale } from '../../domain/money';
import { parisInstant, parisWeekday } from '../../domain/paris-time';
import { dayRate } from '../../domain/pricing';
import { dayGrid } from '../../domain/slots';
import type { Db } from '../db/client';
import { bookings, events, extras, favorites, spaceExtras, spaces, zones } from '../db/schema';
import { closuresOverlapping } from '../lifecycle/slot-rules';

function toZone(row: typeof zones.$inferSelect, locale: Locale): Zone {
  return {
    id: row.id,
    name: locale === 'fr' ? row.nameFr : row.nameEn,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export async function listZones(db: Db, locale: Locale): Promise<Zone[]> {
  const rows = await db.select().from(zones).orderBy(asc(zones.id));
  return rows.map((row) => toZone(row, locale));
}

export async function findZone(db: Db, id: string, locale: Locale): Promise<Zone | undefined> {
  const [row] = await db.select().from(zones).where(eq(zones.id, id)).limit(1);
  return row && toZone(row, locale);
}

/** Every published space of a zone, cheapest first; the filtered search is the v1 API's. */
export async function listZoneSpaces(db: Db, zoneId: string, locale: Locale): Promise<SpaceSummary[]> {
  const rows = await db
    .select()
    .from(spaces)
    .where(and(eq(spaces.zoneId, zoneId), eq(spaces.published, true)))
    .orderBy(asc(spaces.priceHourCents), asc(spaces.slug));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    zone: row.zoneId,
    type: row.type,
    title: locale === 'fr' ? row.titleFr : row.titleEn,
    district: row.district,
    capacity: row.capacity,
    price_hour: row.priceHourCents,
    features: row.features as SpaceFeature[],
    photo: row.photos[0] ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

/** Every zone with the number of published spaces it lists. */
export async function listZonesWithCounts(db: Db, locale: Locale): Promise<ZoneWithCount[]> {
  const rows = await db
    .select({ zone: zones, count: sql<number>`count(${spaces.id})::int` })
    .from(zones)
    .leftJoin(spaces, and(eq(spaces.zoneId, zones.id), eq(spaces.published, true)))
    .groupBy(zones.id)
    .orderBy(asc(zones.id));
  return rows.map((row) => ({ ...toZone(row.zone, locale), space_count: row.count }));
}

// Fixed reference days for the two day rates (a Monday and a Saturday): only their kind matters.
const REFERENCE_WEEKDAY = '2024-01-01';
const REFERENCE_WEEKEND = '2024-01-06';

/** The detail page of a published space, in the reader's language; undefined when there is none. */
export async function findSpaceDetail(
  db: Db,
  zoneId: string,
  slug: string,
  viewer: { locale: Locale; userId: string | null },
): Promise<SpaceDetail | undefined> {
  const favorite = viewer.userId
    ? sql<boolean>`EXISTS (SELECT 1 FROM ${favorites} WHERE ${favorites.userId} = ${viewer.userId} AND ${favorites.spaceId} = ${spaces.id})`
    : sql<boolean>`false`;
  const [found] = await db
    .select({ space: spaces, favorite })
    .from(spaces)
    .where(and(eq(spaces.zoneId, zoneId), eq(spaces.slug, slug), eq(spaces.published, true)))
    .limit(1);
  if (!found) return undefined;
  const { space: row } = found;
  // What this space offers, at its prices; an extra taken out of the catalogue is offered nowhere.
  const extraRows = await db
    .select({ extra: extras, unitPriceCents: spaceExtras.unitPriceCents })
    .from(spaceExtras)
    .innerJoin(extras, eq(extras.id, spaceExtras.extraId))
    .where(and(eq(spaceExtras.spaceId, row.id), eq(extras.active, true)))
    .orderBy(asc(extras.id));
  const fr = viewer.locale === 'fr';
  return {
    id: row.id,
    slug: row.slug,
    zone: row.zoneId,
    type: row.type,
    title: fr ? row.titleFr : row.titleEn,
    description: fr ? row.descriptionFr : row.descriptionEn,
    district: row.district,
    address: { street: row.street, postal_code: row.postalCode, city: row.city, district: row.district },
    latitude: row.latitude,
    longitude: row.longitude,
    capacity: row.capacity,
    price_hour: row.priceHourCents,
    features: row.features as SpaceFeature[],
    photos: row.photos,
    opening_hours: Array.from({ length: 7 }, (_, weekday) => row.openingHours[weekday] ?? null),
    favorite: found.favorite,
    extras: extraRows.map(({ extra, unitPriceCents }) => ({
      id: extra.id,
      name: fr ? extra.nameFr : extra.nameEn,
      description: fr ? extra.descriptionFr : extra.descriptionEn,
      unit_price: unitPriceCents,
      max_quantity: extra.maxQuantity,
      per_person: extra.perPerson,
    })),
    day_rates: {
      weekday: dayRate(row.priceHourCents, REFERENCE_WEEKDAY),
      weekend: dayRate(row.priceHourCents, REFERENCE_WEEKEND),
    },
    rating: { average: ratingAverage(row.ratingSum, row.ratingCount), count: row.ratingCount },
    reviews: row.ratingCount > 0 ? await latestSpaceReviews(db, row.id) : [],
  };
}

/**
 * A day's half-hour grid of one space; undefined for an unknown space. A cell is taken when a
 * live event or a closure of the space overlaps it; a hold whose booking expired is live no more.
 * A desk space also says how many of its desks are free in each cell (those no live event takes).
 */
export async function spaceAvailability(
  db: Db,
  spaceId: string,
  day: string,
  now: Date,
): Promise<Availability | undefined> {
  // An unpublished space is not there for the public: its grid answers like the space itself (404).
  const [space] = await db
    .select({ openingHours: spaces.openingHours, type: spaces.type, capacity: spaces.capacity })
    .from(spaces)
    .where(and(eq(spaces.id, spaceId), eq(spaces.published, true)))
    .limit(1);
  if (!space) return undefined;
  const dayStart = parisInstant(day, 0);
  const dayEnd = parisInstant(day, 24 * 60);
  const [live, closures] = await Promise.all([
    db
      .select({ startsAt: events.startsAt, endsAt: events.endsAt, seats: events.seats })
      .from(events)
      .leftJoin(bookings, eq(bookings.id, events.bookingId))
      .where(
        and(
          eq(events.spaceId, spaceId),
          inArray(events.status, ['held', 'confirmed']),
          lt(events.startsAt, dayEnd),
          gt(events.endsAt, dayStart),
          gte(events.startsAt, earliestStartOverlapping(dayStart)),
          or(eq(events.status, 'confirmed'), isNull(bookings.expiresAt), gte(bookings.expiresAt, now)),
        ),
      ),
    closuresOverlapping(db, spaceId, dayStart, dayEnd),
  ]);
  const desks = space.type === 'desk' ? space.capacity : null;
  const opening = space.openingHours[parisWeekday(day)] ?? null;
  const cells = dayGrid(space.openingHours, day).map((cell) => {
    const start = parisInstant(day, cell.start).getTime();
    const end = parisInstant(day, cell.end).getTime();
    const overlaps = (event: { startsAt: Date; endsAt: Date }) =>
      event.startsAt.getTime() < end && event.endsAt.getTime() > start;
    const closed = closures.some(overlaps);
    const during = live.filter(overlaps);
    if (desks === null)
      return {
        start: clockString(cell.start),
        end: clockString(cell.end),
        free: !closed && during.length === 0,
        desks_left: null,
      };
    const left = closed
      ? 0
      : desksLeft(
          desks,
          during.map((event) => event.seats),
        );
    return { start: clockString(cell.start), end: clockString(cell.end), free: left > 0, desks_left: left };
  });
  return { day, opening, cells };
}
