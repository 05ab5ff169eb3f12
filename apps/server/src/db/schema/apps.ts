import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type AppAccess = 'public' | 'registered';
export interface AppQuotas {
  metered: boolean;
  usesPerCall: number;
}

/** The catalogue. likesCount is kept in step with the likes table in the same transaction. */
export const apps = pgTable('apps', {
  id: text().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  version: text().notNull(),
  access: text().$type<AppAccess>().notNull(),
  permissions: jsonb().$type<string[]>().notNull(),
  tags: jsonb().$type<string[]>().notNull(),
  quotas: jsonb().$type<AppQuotas>().notNull(),
  position: integer().notNull(),
  likesCount: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
