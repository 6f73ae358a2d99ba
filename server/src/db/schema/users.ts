import type { Invoice } from '@konyha/domain/accounting/invoice.schemas';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { roleEnum, tokenPurposeEnum } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    registrationDate: instant('registration_date').notNull().defaultNow(),
    name: text('name').notNull(),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('CUSTOMER'),
    /** Null until the e-mail address is confirmed; an unconfirmed user cannot log in (DISABLED_USER). */
    confirmedAt: instant('confirmed_at'),
    /** Language of the e-mails the user receives. */
    language: text('language').notNull().default('hu'),
    /** Part of every login token; raising it ends all of the user's sessions (password change or reset). */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Two-factor login (RFC 6238): the base32 secret, set once the first code was confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret shown as a QR code and not yet confirmed by a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: instant('totp_enabled_at'),
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
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash)],
);

/** Login tokens ended before their expiry (logout, password change); kept until they would expire anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: instant('expires_at').notNull(),
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
    usedAt: instant('used_at'),
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
  lockedUntil: instant('locked_until'),
});
