import type { Invoice } from '@konyha/domain/accounting/invoice.schemas';
import type { Language } from '@konyha/domain/common/language';
import type { AddressInput, Registration, User } from '@konyha/domain/users/user.schemas';
import { hashPassword, verifyPassword } from '../../crypto/password.ts';
import type { Database, Queryable } from '../../db/client.ts';
import type { ContactSearch } from '../../db/contact-search.ts';
import { AppError, notFound } from '../../errors.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import type { AuthUser, TokenService } from '../../plugins/auth.ts';
import { announceSessionChange } from '../../realtime/session-notifier.ts';
import { confirmationMail, passwordResetMail } from '../../templates/account-mail.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import {
  confirmationLifetimeMs,
  hashOneTimeToken,
  newOneTimeToken,
  resetLifetimeMs,
} from './one-time-tokens.ts';
import { createCodeCheck } from './two-factor.code-check.ts';
import { checkLoginCode } from './two-factor.service.ts';
import { toUser } from './user.mapper.ts';
import * as repo from './user.repository.ts';
import { createUserEvents } from './user-events.ts';

/**
 * Adds an account as it stood on a past day (registered and confirmed then, its password hashed already) with its
 * addresses, and no mail; answers undefined when the e-mail is taken. For the bench's history (scripts/bench/history):
 * a sign-up goes through register.
 */
export async function importUser(
  q: Queryable,
  values: Parameters<typeof repo.insertUser>[1],
  addresses: AddressInput[] = [],
) {
  const row = await repo.insertUser(q, values);
  if (row) for (const address of addresses) await repo.insertAddress(q, { userId: row.id, ...address });
  return row;
}

const languageOf = (language: string): Language => (language === 'en' ? 'en' : 'hu');

/** Every confirmed staff member with their role and the language of their account (push notifications). */
export async function staffMembers(q: Queryable) {
  return (await repo.listStaff(q)).map((member) => ({ ...member, language: languageOf(member.language) }));
}

/** A customer's earlier order notes, newest first: the order module's read (its table), which app.ts passes in. */
export interface OrderNotes {
  notesOf(userId: number): Promise<string[]>;
}

export interface UserServiceDeps {
  database: Database;
  tokens: TokenService;
  publicUrl: string;
  clock: () => Date;
  delivery: DeliveryService;
  mail: MailQueue;
  orders: OrderNotes;
}

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
const dummyHash = hashPassword('Not-a-real-password-1');

/** Accounts: sign-up, confirmation, login and logout, profile, addresses, password change and reset (issue 4). */
export function createUserService({
  database,
  tokens,
  publicUrl,
  clock,
  delivery,
  mail,
  orders,
}: UserServiceDeps) {
  const db = database.db;
  const checkCode = createCodeCheck({ database, clock, mail, publicUrl });
  // Logout and a role change, for the modules built later that keep something per user (push: the devices).
  const events = createUserEvents();

  async function loadUser(id: number): Promise<User> {
    const row = await repo.findUserById(db, id);
    if (!row) throw notFound('User');
    return toUser(row, await repo.listAddresses(db, id));
  }

  return {
    loadUser,
    events,

    /** The contact details of an account, for an order placed while logged in. */
    async contact(id: number) {
      const row = await repo.findUserById(db, id);
      return row && { id: row.id, name: row.name, email: row.email, phone: row.phone };
    },

    sessions: {
      currentSession: (userId: number) => repo.findSession(db, userId),
      isRevoked: (jti: string) => repo.isTokenRevoked(db, jti),
    },

    /** Public sign-up always makes a CUSTOMER; its confirmation mail (user's language) commits with it. */
    async register(input: Required<Registration>, role: User['role'] = 'CUSTOMER') {
      const passwordHash = await hashPassword(input.password);
      const { token, tokenHash } = newOneTimeToken();
      const user = await db.transaction(async (tx) => {
        const row = await repo.insertUser(tx, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          role,
          language: input.language,
        });
        if (!row) throw new AppError('EMAIL_TAKEN', 'This e-mail address is already registered', 'email');
        await repo.insertToken(tx, {
          userId: row.id,
          purpose: 'EMAIL_CONFIRMATION',
          tokenHash,
          expiresAt: new Date(clock().getTime() + confirmationLifetimeMs),
        });
        const url = `${publicUrl}/user/confirmation/${token}`;
        await mail.queue(
          tx,
          'sign-up-confirmation',
          confirmationMail(input.language, row.email, row.name, url),
        );
        return row;
      });
      return user.id;
    },

    async confirm(token: string) {
      const row = await repo.findToken(db, 'EMAIL_CONFIRMATION', hashOneTimeToken(token));
      const now = clock();
      if (!row) throw new AppError('WRONG_CONFIRMATION_CODE', 'Unknown confirmation link');
      if (row.usedAt) throw new AppError('ALREADY_CONFIRMED', 'This address is already confirmed');
      if (row.expiresAt <= now)
        throw new AppError('WRONG_CONFIRMATION_CODE', 'This confirmation link has expired');
      await db.transaction(async (tx) => {
        if (!(await repo.useToken(tx, row.id, now)))
          throw new AppError('ALREADY_CONFIRMED', 'This address is already confirmed');
        await repo.confirmUser(tx, row.userId, now);
      });
    },

    /** `code`: the second factor of a user with two-factor login on (an app code or a recovery code). */
    async login(email: string, password: string, code?: string): Promise<string> {
      const row = await repo.findUserByEmail(db, email);
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash), password);
      if (!row || !ok) throw new AppError('INCORRECT_USER', 'Wrong e-mail address or password');
      if (!row.confirmedAt) throw new AppError('DISABLED_USER', 'The e-mail address is not confirmed yet');
      await checkLoginCode(checkCode, row, code);
      return tokens.sign(row.id, row.sessionVersion);
    },

    async logout(auth: AuthUser) {
      await db.transaction(async (tx) => {
        await repo.revokeToken(tx, auth.jti, auth.expiresAt);
        await events.announce(tx, 'signedOut', { userId: auth.id, sessionId: auth.jti });
        await announceSessionChange(tx, auth.id);
      });
    },

    async updateProfile(auth: AuthUser, values: { name: string; phone: string }): Promise<User> {
      await repo.updateProfile(db, auth.id, values);
      return loadUser(auth.id);
    },

    /** The company details for invoices (issue 17); null removes them. */
    async saveCompany(auth: AuthUser, company: Invoice | null): Promise<User> {
      await repo.setCompany(db, auth.id, company);
      return loadUser(auth.id);
    },

    /** Asks for the current password; ends every other session and returns a fresh token for this one. */
    async changePassword(auth: AuthUser, currentPassword: string, newPassword: string): Promise<string> {
      const row = await repo.findUserById(db, auth.id);
      if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
        throw new AppError('WRONG_PASSWORD', 'The current password is wrong', 'currentPassword');
      }
      const sessionVersion = await repo.setPassword(db, auth.id, await hashPassword(newPassword));
      await announceSessionChange(db, auth.id);
      return tokens.sign(auth.id, sessionVersion);
    },

    async addAddress(auth: AuthUser, address: AddressInput): Promise<User> {
      await delivery.quote(address);
      await repo.insertAddress(db, { userId: auth.id, ...address });
      return loadUser(auth.id);
    },

    async deleteAddress(auth: AuthUser, id: number): Promise<User> {
      if (!(await repo.deleteAddress(db, auth.id, id))) throw notFound('Address');
      return loadUser(auth.id);
    },

    async forgotPassword(email: string, language: Language) {
      const row = await repo.findUserByEmail(db, email);
      if (!row) throw new AppError('WRONG_EMAIL', 'No account with this e-mail address', 'email');
      const { token, tokenHash } = newOneTimeToken();
      const url = `${publicUrl}/user/forgot-password/${token}`;
      await db.transaction(async (tx) => {
        await repo.insertToken(tx, {
          userId: row.id,
          purpose: 'PASSWORD_RESET',
          tokenHash,
          expiresAt: new Date(clock().getTime() + resetLifetimeMs),
        });
        await mail.queue(tx, 'password-reset', passwordResetMail(language, row.email, row.name, url));
      });
    },

    async checkResetToken(token: string): Promise<User> {
      const row = await usableResetToken(token);
      return loadUser(row.userId);
    },

    /** Sets the new password once per link and ends every session of the user. */
    async resetPassword(token: string, password: string) {
      const row = await usableResetToken(token);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await repo.useToken(tx, row.id, clock()))) {
          throw new AppError('ALREADY_USED_TOKEN', 'This link has already been used');
        }
        await repo.setPassword(tx, row.userId, passwordHash);
        await announceSessionChange(tx, row.userId);
        // Resetting through the e-mailed link proves the address too.
        await repo.confirmUser(tx, row.userId, clock());
      });
    },

    notes: (auth: AuthUser) => orders.notesOf(auth.id),

    /** The staff's customer search (issue 30): accounts matching it or holding one of `emails` (lower-case). */
    async customersMatching(search: ContactSearch, emails: string[], limit: number) {
      const accounts = await repo.findCustomers(db, search, emails, limit);
      const saved = await repo.listAddressesOf(
        db,
        accounts.map(({ id }) => id),
      );
      return accounts.map((account) => ({
        ...account,
        // Newest first: the address added last is the one most likely asked for.
        addresses: saved.filter((address) => address.userId === account.id).reverse(),
      }));
    },

    /** Every confirmed MANAGER and ADMIN with the language of their account (escalation mails). */
    async managers(q: Queryable = db) {
      return (await repo.listManagers(q)).map((m) => ({ ...m, language: languageOf(m.language) }));
    },

    staffMembers,
  };

  async function usableResetToken(token: string) {
    const row = await repo.findToken(db, 'PASSWORD_RESET', hashOneTimeToken(token));
    if (!row || row.expiresAt <= clock())
      throw new AppError('INVALID_TOKEN', 'This link is unknown or expired');
    if (row.usedAt) throw new AppError('ALREADY_USED_TOKEN', 'This link has already been used');
    return row;
  }
}

export type UserService = ReturnType<typeof createUserService>;
