import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { spaces, zones } from '../../src/server/db/schema';
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
  });

  it('loads at least 60 Paris spaces plus Lyon and Bordeaux', async () => {
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    await seedCatalogue(database.db);
    const paris = await listZoneSpaces(database.db, 'paris', 'fr');
    expect(paris.length).toBeGreaterThanOrEqual(60);
    expect((await listZoneSpaces(database.db, 'lyon', 'fr')).length).toBeGreaterThan(0);
    expect((await listZoneSpaces(database.db, 'bordeaux', 'en')).length).toBeGreaterThan(0);
    expect(new Set(paris.map((s) => s.type))).toEqual(new Set(['meeting_room', 'desk']));
  });

  it('is idempotent: a second run leaves exactly the same rows', async () => {
    const before = await snapshot();
    await seedCatalogue(database.db);
    expect(await snapshot()).toEqual(before);
  });
});
