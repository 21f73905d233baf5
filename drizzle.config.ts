import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied at start-up by src/server/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
