// `npm run db:seed:bench`: a load-test catalogue of 10,000 spaces and 1,000,000 bookings (one event
// each) in the configured database; see src/server/db/seed/seed-bench.ts. Meant for PostgreSQL.
import { openConfiguredDatabase } from '../src/server/db/client';
import { seedBench } from '../src/server/db/seed/seed-bench';

const started = Date.now();
const database = await openConfiguredDatabase();
if (database.kind === 'pglite')
  console.warn(
    'Warning: the bench catalogue is meant for PostgreSQL (set DATABASE_URL); PGlite will be slow.',
  );
try {
  await seedBench(database.db, {
    spaces: Number(process.env.BENCH_SPACES ?? 10_000),
    bookingsPerSpace: Number(process.env.BENCH_BOOKINGS_PER_SPACE ?? 100),
    log: (line) => console.log(line),
  });
  console.log(`Bench catalogue ready in ${((Date.now() - started) / 1000).toFixed(0)} s (${database.kind}).`);
} finally {
  await database.close();
}
