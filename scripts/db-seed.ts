// Loads the zones and the space catalogue into the configured database.
// --if-empty: only when there are no spaces yet (what `npm run dev` does on a first start).
// --local-staff: also makes the local back-office account (staff@nook.local) a super_admin; for
// the identity emulator only (`npm run dev`, the e2e stack), never with a real Firebase project.
import { openConfiguredDatabase } from '../src/server/db/client';
import { isCatalogueEmpty, seedCatalogue } from '../src/server/db/seed/seed-catalogue';
import { LOCAL_STAFF_EMAIL, seedLocalStaff } from '../src/server/db/seed/seed-local-staff';

const onlyIfEmpty = process.argv.includes('--if-empty');
const localStaff = process.argv.includes('--local-staff');
if (localStaff && process.env.NEXT_PUBLIC_FIREBASE_API_KEY) {
  console.error('--local-staff is for the identity emulator: a Firebase project is configured here.');
  process.exit(1);
}
const database = await openConfiguredDatabase();
try {
  if (onlyIfEmpty && !(await isCatalogueEmpty(database.db))) {
    console.log('Database already seeded.');
  } else {
    const counts = await seedCatalogue(database.db);
    console.log(`Seeded ${counts.zones} zones and ${counts.spaces} spaces (${database.kind}).`);
  }
  if (localStaff) await seedLocalStaff(database.db, LOCAL_STAFF_EMAIL);
} finally {
  await database.close();
}
