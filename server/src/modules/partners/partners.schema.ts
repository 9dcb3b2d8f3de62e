import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Partner editions, chosen by the first label of the host name (`npm run admin -- add-partner`). */
export const partners = pgTable('partners', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  iconUrl: text('icon_url'),
  aboutText: text('about_text'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
