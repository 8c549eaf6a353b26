// Brings the configured database (DATABASE_URL, else PGlite in PGLITE_DIR) up to date.
import { openConfiguredDatabase } from '../src/server/db/client';

const database = await openConfiguredDatabase();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
