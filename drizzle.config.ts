import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; never point it at a running PGlite data dir.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
