import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * Secrets the server generates for itself (the login-token key when JWT_SECRET is unset, the card key pair). Kept
 * in the database so every instance on it uses the same ones: a card encrypted with the key one instance handed out
 * is decrypted by whichever instance takes the order, and a login works on every instance.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
