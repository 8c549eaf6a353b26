import { count, sql } from 'drizzle-orm';
import { spaceSearchText } from '../../../domain/search-text';
import type { Db } from '../client';
import { extras, spaceExtras, spaces, zones } from '../schema';
import { seedCatalogueSchema, type SeedSpace } from './catalogue-schema';
import bordeaux from './catalogue/bordeaux.json';
import lyon from './catalogue/lyon.json';
import paris from './catalogue/paris.json';
import { seedExtrasAndCodes } from './extras-and-codes';
import { stableId } from './stable-id';
import { SEED_ZONES } from './zones';

export function loadCatalogue(): SeedSpace[] {
  return seedCatalogueSchema.parse([...paris, ...lyon, ...bordeaux]);
}

export function photoPaths(space: Pick<SeedSpace, 'zone' | 'slug' | 'photoCount'>): string[] {
  return Array.from(
    { length: space.photoCount },
    (_, i) => `/spaces/${space.zone}/${space.slug}/${i + 1}.jpg`,
  );
}

function toRow(space: SeedSpace): typeof spaces.$inferInsert {
  return {
    id: stableId(`space:${space.zone}/${space.slug}`),
    zoneId: space.zone,
    slug: space.slug,
    type: space.type,
    titleFr: space.title.fr,
    titleEn: space.title.en,
    descriptionFr: space.description.fr,
    descriptionEn: space.description.en,
    street: space.address.street,
    postalCode: space.address.postalCode,
    city: space.address.city,
    district: space.address.district,
    accessFr: space.access?.fr ?? '',
    accessEn: space.access?.en ?? '',
    latitude: space.latitude,
    longitude: space.longitude,
    capacity: space.capacity,
    priceHourCents: space.priceHourCents,
    features: [...space.features],
    openingHours: space.openingHours,
    photos: photoPaths(space),
    searchText: spaceSearchText({
      titleFr: space.title.fr,
      titleEn: space.title.en,
      descriptionFr: space.description.fr,
      descriptionEn: space.description.en,
      street: space.address.street,
      district: space.address.district,
      city: space.address.city,
      postalCode: space.address.postalCode,
    }),
  };
}

/**
 * Every seeded space offers every active extra at its catalogue price, as migration 0017 did for
 * the spaces then. An offer already there is left as staff set it.
 */
export async function offerCatalogueExtras(db: Db, spaceIds: readonly string[]): Promise<void> {
  await db.execute(sql`INSERT INTO ${spaceExtras} (space_id, extra_id, unit_price_cents)
    SELECT s.id, e.id, e.unit_price_cents FROM ${spaces} s CROSS JOIN ${extras} e
    WHERE e.active AND s.id = ANY(${sql.param(spaceIds)}::uuid[])
    ON CONFLICT DO NOTHING`);
}

/** Loads the zones and the space catalogue. Idempotent: a second run updates the same rows in place. */
export async function seedCatalogue(db: Db): Promise<{ zones: number; spaces: number }> {
  const catalogue = loadCatalogue();
  await db.transaction(async (tx) => {
    await tx
      .insert(zones)
      .values([...SEED_ZONES])
      .onConflictDoUpdate({
        target: zones.id,
        set: {
          nameFr: sql`excluded.name_fr`,
          nameEn: sql`excluded.name_en`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
    const rows = catalogue.map(toRow);
    const updatable = Object.keys(rows[0] ?? {}).filter(
      (key) => key !== 'id' && key !== 'zoneId' && key !== 'slug',
    );
    await tx
      .insert(spaces)
      .values(rows)
      .onConflictDoUpdate({
        target: [spaces.zoneId, spaces.slug],
        set: Object.fromEntries(
          updatable.map((key) => {
            const column = spaces[key as keyof typeof spaces.$inferInsert];
            return [key, sql.raw(`excluded."${column.name}"`)];
          }),
        ),
      });
    await seedExtrasAndCodes(tx);
    await offerCatalogueExtras(
      tx,
      rows.map((row) => row.id ?? ''),
    );
  });
  return { zones: SEED_ZONES.length, spaces: catalogue.length };
}

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(spaces);
  return (row?.n ?? 0) === 0;
}
