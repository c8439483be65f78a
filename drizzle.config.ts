import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new SQL migration after a schema change; never edit them. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: process.env.DRIZZLE_OUT ?? './server/db/migrations',
});
