import type { CodeCheckState } from '@konyha/domain/users/two-factor-lock';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { recoveryCodes, twoFactorAttempts, users } from '../../db/schema/index.ts';

/** Two-factor state of a user; the secrets never leave the service. */
export async function findTwoFactorState(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      name: users.name,
      language: users.language,
      passwordHash: users.passwordHash,
      secret: users.totpSecret,
      pendingSecret: users.totpPendingSecret,
      enabledAt: users.totpEnabledAt,
      lastStep: users.totpLastStep,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
export type TwoFactorState = NonNullable<Awaited<ReturnType<typeof findTwoFactorState>>>;

export async function setPendingSecret(db: Queryable, userId: number, secret: string) {
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
}

/** Turns the pending secret on, unless another request already did or replaced it (then false). */
export async function enable(db: Queryable, userId: number, secret: string, step: number, now: Date) {
  const rows = await db
    .update(users)
    .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecret, secret)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Records an accepted step in one conditional UPDATE, so two requests with the same code (on two instances too)
 * cannot both succeed: the second finds the step already taken and gets false.
 */
export async function takeStep(db: Queryable, userId: number, step: number) {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function disable(db: Queryable, userId: number) {
  // The attempts row first, as a code check locks it before the user's row: the same order cannot deadlock.
  await db.delete(twoFactorAttempts).where(eq(twoFactorAttempts.userId, userId));
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: Queryable, userId: number, codeHashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses up an unused recovery code in one conditional UPDATE; false when it is unknown or already used. */
export async function useRecoveryCode(db: Queryable, userId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/**
 * The account's recent wrong codes and lock, holding its row's lock until the transaction ends: the code checks of
 * one account wait for each other, on any instance, so none decides on a count another is about to change.
 */
export async function lockCodeCheck(tx: Queryable, userId: number): Promise<CodeCheckState> {
  const [row] = await tx
    .insert(twoFactorAttempts)
    .values({ userId })
    .onConflictDoUpdate({ target: twoFactorAttempts.userId, set: { userId: sql`excluded.user_id` } })
    .returning({ wrongAt: twoFactorAttempts.wrongAt, lockedUntil: twoFactorAttempts.lockedUntil });
  return {
    wrongAt: (row?.wrongAt ?? []).map((at) => new Date(at)),
    lockedUntil: row?.lockedUntil ?? null,
  };
}

export async function saveCodeCheck(tx: Queryable, userId: number, state: CodeCheckState) {
  await tx
    .update(twoFactorAttempts)
    .set({ wrongAt: state.wrongAt.map((at) => at.toISOString()), lockedUntil: state.lockedUntil })
    .where(eq(twoFactorAttempts.userId, userId));
}
