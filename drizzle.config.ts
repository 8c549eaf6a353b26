import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/server/db/schema.ts; they are applied from code (see db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
