// Loads the zones and the space catalogue into the configured database.
// --if-empty: only when there are no spaces yet (what `npm run dev` does on a first start).
import { openConfiguredDatabase } from '../src/server/db/client';
import { isCatalogueEmpty, seedCatalogue } from '../src/server/db/seed/seed-catalogue';

const onlyIfEmpty = process.argv.includes('--if-empty');
const database = await openConfiguredDatabase();
try {
  if (onlyIfEmpty && !(await isCatalogueEmpty(database.db))) {
    console.log('Database already seeded.');
  } else {
    const counts = await seedCatalogue(database.db);
    console.log(`Seeded ${counts.zones} zones and ${counts.spaces} spaces (${database.kind}).`);
  }
} finally {
  await database.close();
}
