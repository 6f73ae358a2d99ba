import type { Invoice } from '@konyha/domain/accounting/invoice.schemas';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roleEnum, tokenPurposeEnum } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    registrationDate: timestamp('registration_date', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('CUSTOMER'),
    /** Null until the e-mail address is confirmed; an unconfirmed user cannot log in (DISABLED_USER). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Language of the e-mails the user receives. */
    language: text('language').notNull().default('hu'),
    /** Part of every login token; raising it ends all of the user's sessions (password change or reset). */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Two-factor login (RFC 6238): the base32 secret, set once the first code was confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret shown as a QR code and not yet confirmed by a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last accepted code: a code is accepted once. */
    totpLastStep: integer('totp_last_step'),
    /** Issue 17: company details the customer saved for invoices; null: none. */
    company: jsonb('company').$type<Invoice>(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    street: text('street').notNull(),
    zipCode: text('zip_code').notNull(),
    /** Issue 16: what a courier needs beyond street and house number; '' when not given. */
    floor: text('floor').notNull().default(''),
    door: text('door').notNull().default(''),
    doorbell: text('doorbell').notNull().default(''),
    courierNote: text('courier_note').notNull().default(''),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** E-mail confirmation and password-reset tokens: random, stored only as a hash, single use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash)],
);

/** Login tokens ended before their expiry (logout, password change); kept until they would expire anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Two-factor recovery codes: shown once, stored hashed, each usable once instead of a code from the app. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * The per-account limit on wrong two-factor codes (issue 28): the recent wrong codes and the lock. A row per account
 * that ever had a code checked; each check holds its row lock, so the checks of one account take turns on every
 * instance and the count is exact.
 */
export const twoFactorAttempts = pgTable('two_factor_attempts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** When the recent wrong codes came, oldest first (ISO timestamps). */
  wrongAt: jsonb('wrong_at').$type<string[]>().notNull().default([]),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
