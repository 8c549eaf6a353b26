import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/server/db/schema/; they are applied from code (see openDatabase in src/server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
