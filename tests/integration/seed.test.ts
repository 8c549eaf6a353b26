import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { extras, spaceExtras, spaces, zones } from '../../src/server/db/schema';
import { isCatalogueEmpty, seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { listZoneSpaces } from '../../src/server/services/space-service';
import { createTestDatabase, testDatabaseKinds } from '../helpers/test-database';

describe.each(testDatabaseKinds())('seed catalogue on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const snapshot = async () => ({
    zones: await database.db.select().from(zones).orderBy(asc(zones.id)),
    spaces: await database.db.select().from(spaces).orderBy(asc(spaces.id)),
    offers: await database.db
      .select()
      .from(spaceExtras)
      .orderBy(asc(spaceExtras.spaceId), asc(spaceExtras.extraId)),
  });

  it('loads at least 60 Paris spaces plus Lyon and Bordeaux', async () => {
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    await seedCatalogue(database.db);
    const paris = await listZoneSpaces(database.db, 'paris', 'fr');
    expect(paris.length).toBeGreaterThanOrEqual(60);
    expect((await listZoneSpaces(database.db, 'lyon', 'fr')).length).toBeGreaterThan(0);
    expect((await listZoneSpaces(database.db, 'bordeaux', 'en')).length).toBeGreaterThan(0);
    expect(new Set(paris.map((s) => s.type))).toEqual(new Set(['meeting_room', 'desk']));
    // Every space offers every extra of the catalogue, at its price.
    const [[spaceCount], [extraCount], offers] = await Promise.all([
      database.db.select({ n: count() }).from(spaces),
      database.db.select({ n: count() }).from(extras),
      database.db
        .select({ price: spaceExtras.unitPriceCents, catalogue: extras.unitPriceCents })
        .from(spaceExtras)
        .innerJoin(extras, eq(extras.id, spaceExtras.extraId)),
    ]);
    expect(offers.length).toBe((spaceCount?.n ?? 0) * (extraCount?.n ?? 0));
    expect(offers.every((offer) => offer.price === offer.catalogue)).toBe(true);
  });

  it('is idempotent: a second run leaves exactly the same rows', async () => {
    const before = await snapshot();
    await seedCatalogue(database.db);
    expect(await snapshot()).toEqual(before);
  });
});
