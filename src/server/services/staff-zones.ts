import { asc, eq, sql } from 'drizzle-orm';
import {
  isReservedZoneSlug,
  type AdminZone,
  type AdminZoneCreate,
  type AdminZoneUpdate,
} from '../../contracts/admin-zones';
import type { CurrentUser } from '../core/context';
import { conflict, notFound, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { sqlState, transaction, type Tx } from '../db/transaction';
import { auditLog, spaces, zones } from '../db/schema';

type ZoneRow = typeof zones.$inferSelect;
type Counts = { spaceCount: number; publishedCount: number };

const toAdminZone = (row: ZoneRow, counts: Counts): AdminZone => ({
  id: row.id,
  name_fr: row.nameFr,
  name_en: row.nameEn,
  latitude: row.latitude,
  longitude: row.longitude,
  space_count: counts.spaceCount,
  published_count: counts.publishedCount,
});

/** The part of a zone an audit line keeps: all of it. */
const audited = (row: ZoneRow) => ({
  name_fr: row.nameFr,
  name_en: row.nameEn,
  latitude: row.latitude,
  longitude: row.longitude,
});

const spaceCount = sql<number>`count(${spaces.id})::int`;
const publishedCount = sql<number>`count(${spaces.id}) filter (where ${spaces.published})::int`;

/** Every zone, by id, with how many spaces it has and how many of them are published. */
export async function listZonesForStaff(db: Db | Tx, id?: string): Promise<AdminZone[]> {
  const rows = await db
    .select({ zone: zones, spaceCount, publishedCount })
    .from(zones)
    .leftJoin(spaces, eq(spaces.zoneId, zones.id))
    .where(id === undefined ? undefined : eq(zones.id, id))
    .groupBy(zones.id)
    .orderBy(asc(zones.id));
  return rows.map(({ zone, ...counts }) => toAdminZone(zone, counts));
}

/**
 * A new zone, with its audit line. Its search, desks search and sitemap entries exist from this
 * commit on: every page reads the zones table on each request. The id must be free (409) and must
 * not be a path the site already answers (422).
 */
export async function createZone(db: Db, staff: CurrentUser, input: AdminZoneCreate): Promise<AdminZone> {
  if (isReservedZoneSlug(input.id))
    throw unprocessable('ZONE_SLUG_RESERVED', 'This id is a page of the site.', [
      { field: 'body.id', code: 'reserved', message: 'Reserved.' },
    ]);
  try {
    return await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(zones)
        .values({
          id: input.id,
          nameFr: input.name_fr,
          nameEn: input.name_en,
          latitude: input.latitude,
          longitude: input.longitude,
        })
        .returning();
      if (!row) throw new Error('zone not inserted');
      await tx.insert(auditLog).values({
        actorId: staff.id,
        action: 'zone.create',
        targetType: 'zone',
        targetId: row.id,
        before: null,
        after: audited(row),
      });
      return toAdminZone(row, { spaceCount: 0, publishedCount: 0 });
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict('ZONE_TAKEN', 'A zone with this id exists already.');
    throw error;
  }
}

const unchanged = (row: ZoneRow, input: AdminZoneUpdate) =>
  row.nameFr === input.name_fr &&
  row.nameEn === input.name_en &&
  row.latitude === input.latitude &&
  row.longitude === input.longitude;

/** Renames a zone or moves its centre, with its audit line; its id (the URL) never changes. */
export async function updateZone(
  db: Db,
  staff: CurrentUser,
  id: string,
  input: AdminZoneUpdate,
): Promise<AdminZone> {
  return transaction(db, async (tx) => {
    const [before] = await tx.select().from(zones).where(eq(zones.id, id)).for('update');
    if (!before) throw notFound('Zone');
    if (!unchanged(before, input)) {
      const [after] = await tx
        .update(zones)
        .set({
          nameFr: input.name_fr,
          nameEn: input.name_en,
          latitude: input.latitude,
          longitude: input.longitude,
        })
        .where(eq(zones.id, id))
        .returning();
      if (!after) throw notFound('Zone');
      await tx.insert(auditLog).values({
        actorId: staff.id,
        action: 'zone.update',
        targetType: 'zone',
        targetId: id,
        before: audited(before),
        after: audited(after),
      });
    }
    const [zone] = await listZonesForStaff(tx, id);
    if (!zone) throw notFound('Zone');
    return zone;
  });
}
