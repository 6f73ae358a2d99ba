import type { DayCloseFigures } from '@konyha/domain/day-close/day-close.schemas';
import { date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './users.ts';

/**
 * The closed days (issue 34): a manager's close of a Budapest day with its figures as they were counted. A trigger
 * (migration 0028) refuses every change of an order of a closed day to its state, payment or money, from the app or
 * any SQL client; its contact details may still be erased.
 */
export const dayCloses = pgTable('day_closes', {
  day: date('day', { mode: 'string' }).primaryKey(),
  closedAt: instant('closed_at').notNull().defaultNow(),
  closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  /** Kept apart from the user: the close still says who closed it after the account is gone. */
  closedByName: text('closed_by_name').notNull(),
  figures: jsonb('figures').$type<DayCloseFigures>().notNull(),
});
