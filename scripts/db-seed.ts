// Loads the zones and the space catalogue into the configured database.
// --if-empty: only when there are no spaces yet (what `npm run dev` does on a first start).
// --local-accounts: also makes the local back-office account (staff@nook.local) a super_admin and
// gives the local booker (client@nook.local) a past booking; for the identity emulator only
// (`npm run dev`, the e2e stack), never with a real Firebase project.
import { openConfiguredDatabase } from '../src/server/db/client';
import { isCatalogueEmpty, seedCatalogue } from '../src/server/db/seed/seed-catalogue';
import { seedDemoReviews } from '../src/server/db/seed/seed-demo-reviews';
import { seedLocalBooker } from '../src/server/db/seed/seed-local-booker';
import { LOCAL_STAFF_EMAIL, seedLocalStaff } from '../src/server/db/seed/seed-local-staff';

const onlyIfEmpty = process.argv.includes('--if-empty');
const localAccounts = process.argv.includes('--local-accounts');
if (localAccounts && process.env.NEXT_PUBLIC_FIREBASE_API_KEY) {
  console.error('--local-accounts is for the identity emulator: a Firebase project is configured here.');
  process.exit(1);
}
const database = await openConfiguredDatabase();
try {
  if (onlyIfEmpty && !(await isCatalogueEmpty(database.db))) {
    console.log('Database already seeded.');
  } else {
    const counts = await seedCatalogue(database.db);
    const reviewed = await seedDemoReviews(database.db);
    console.log(
      `Seeded ${counts.zones} zones, ${counts.spaces} spaces and ${reviewed} reviews (${database.kind}).`,
    );
  }
  if (localAccounts) {
    await seedLocalStaff(database.db, LOCAL_STAFF_EMAIL);
    await seedLocalBooker(database.db);
  }
} finally {
  await database.close();
}
