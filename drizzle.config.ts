import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/src/modules/*/*.schema.ts', './server/src/jobs/*.schema.ts'],
  out: './server/drizzle',
});
