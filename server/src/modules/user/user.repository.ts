import type { Invoice } from '@konyha/domain/accounting/invoice.schemas';
import { staffRoles } from '@konyha/domain/users/roles';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type ContactSearch, contactMatches } from '../../db/contact-search.ts';
import { type PageRequest, selectPage } from '../../db/paging.ts';
import { addresses, oneTimeTokens, revokedTokens, settings, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Confirmed MANAGERs and ADMINs: who is told when an order waits too long. */
export function listManagers(db: Queryable) {
  return db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(and(inArray(users.role, ['MANAGER', 'ADMIN']), sql`${users.confirmedAt} is not null`))
    .orderBy(asc(users.id));
}

/** Confirmed SHOP_ASSISTANTs, MANAGERs and ADMINs: id, role and language. */
export function listStaff(db: Queryable) {
  return db
    .select({ id: users.id, role: users.role, language: users.language })
    .from(users)
    .where(and(inArray(users.role, [...staffRoles]), sql`${users.confirmedAt} is not null`))
    .orderBy(asc(users.id));
}

export async function findSession(db: Queryable, id: number) {
  const [row] = await db
    .select({
      sessionVersion: users.sessionVersion,
      role: users.role,
      // Staff without two-factor login while an ADMIN requires it: staff routes answer 403 until they enrol.
      twoFactorSetupRequired: sql<boolean>`${users.role} <> 'CUSTOMER' and ${users.totpEnabledAt} is null
        and coalesce((select ${settings.twoFactorRequired} from ${settings} limit 1), false)`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Inserts a user; undefined when the e-mail address is taken (the unique index decides, race-free). */
export async function insertUser(
  db: Queryable,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateProfile(db: Queryable, id: number, values: { name: string; phone: string }) {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function setCompany(db: Queryable, id: number, company: Invoice | null) {
  await db.update(users).set({ company }).where(eq(users.id, id));
}

/** Sets a new password hash and ends every session of the user; returns the new session version. */
export async function setPassword(db: Queryable, id: number, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}

/** Confirms the address once; false when it was already confirmed. */
export async function confirmUser(db: Queryable, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ confirmedAt: at })
    .where(and(eq(users.id, id), isNull(users.confirmedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export function listAddresses(db: Queryable, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

export async function insertAddress(db: Queryable, values: typeof addresses.$inferInsert) {
  await db.insert(addresses).values(values);
}

/** Deletes one of the user's own addresses; false when the user has no such address. */
export async function deleteAddress(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

export async function insertToken(db: Queryable, values: typeof oneTimeTokens.$inferInsert) {
  await db.insert(oneTimeTokens).values(values);
}

export async function findToken(db: Queryable, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)));
  return row;
}

/** Marks a token used, once: of two concurrent uses only one gets true. */
export async function useToken(db: Queryable, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: at })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, at)))
    .returning({ id: oneTimeTokens.id });
  return rows.length > 0;
}

export async function revokeToken(db: Queryable, jti: string, expiresAt: Date) {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

export async function isTokenRevoked(db: Queryable, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti));
  return rows.length > 0;
}

const userSortColumns = {
  id: users.id,
  registrationDate: users.registrationDate,
  name: users.name,
  email: users.email,
  role: users.role,
} as const;

export function listUsersPage(db: Queryable, page: PageRequest<keyof typeof userSortColumns>) {
  return selectPage(db, users, { sortBy: userSortColumns, id: users.id }, page);
}

export function listAddressesOf(db: Queryable, userIds: number[]): Promise<AddressRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(addresses).where(inArray(addresses.userId, userIds)).orderBy(asc(addresses.id));
}

/** Up to `limit` accounts matching a customer search or holding one of `emails` (lower-case), newest first. */
export function findCustomers(db: Queryable, search: ContactSearch, emails: string[], limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(
      or(
        contactMatches(users, search),
        emails.length > 0 ? inArray(sql`lower(${users.email})`, emails) : undefined,
      ),
    )
    .orderBy(desc(users.id))
    .limit(limit);
}

export async function setRole(db: Queryable, id: number, role: UserRow['role']): Promise<boolean> {
  return (
    (await db.update(users).set({ role }).where(eq(users.id, id)).returning({ id: users.id })).length > 0
  );
}
