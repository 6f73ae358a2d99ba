import { defaultLanguage, isLanguage } from '@konyha/domain/common/language';
import {
  afterWrongCode,
  codeCheckLimit,
  lockedUntil,
  lockSecondsLeft,
} from '@konyha/domain/users/two-factor-lock';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import { codeCheckLockedMail } from '../../templates/two-factor-mail.ts';
import { useSecondFactor } from './two-factor.codes.ts';
import * as repo from './two-factor.repository.ts';

export interface CodeCheckDeps {
  database: Database;
  clock: () => Date;
  mail: MailQueue;
  publicUrl: string;
}

/** An account with two-factor login on: what checking its code needs, and whom the lock mail goes to. */
export interface CodeOwner {
  id: number;
  secret: string;
  lastStep: number | null;
  email: string;
  name: string;
  language: string;
}

const lockedError = (until: Date, now: Date) => {
  const seconds = lockSecondsLeft(until, now);
  return new AppError(
    'TWO_FACTOR_LOCKED',
    `Too many wrong codes: this account's code check is locked; try again in ${seconds} s`,
    'code',
    { 'retry-after': String(seconds) },
  );
};

/**
 * Checks a second factor (an app code or a recovery code) and uses it up, under the per-account limit on wrong
 * codes (issue 28): true for a right code, false for a wrong one. While the account's check is locked nothing is
 * checked (a right code is refused and a recovery code stays unused) and 429 TWO_FACTOR_LOCKED is thrown, also
 * for the wrong code that locks it; the mail telling the account commits with the lock, so it goes once.
 */
export function createCodeCheck({ database, clock, mail, publicUrl }: CodeCheckDeps) {
  return async (owner: CodeOwner, code: string): Promise<boolean> => {
    const now = clock();
    // The verdict leaves the transaction as a value, not a throw, so that the count commits.
    const verdict = await database.db.transaction(async (tx) => {
      const state = await repo.lockCodeCheck(tx, owner.id);
      const locked = lockedUntil(state, now);
      if (locked) return { lockedUntil: locked };
      if (await useSecondFactor(tx, owner, code, now)) return { right: true };
      const next = afterWrongCode(state, now);
      await repo.saveCodeCheck(tx, owner.id, next.state);
      if (!next.locked || !next.state.lockedUntil) return { right: false };
      const lock = {
        at: now,
        until: next.state.lockedUntil,
        wrongCodes: codeCheckLimit.wrongCodes,
        windowMinutes: codeCheckLimit.windowMs / 60_000,
      };
      const language = isLanguage(owner.language) ? owner.language : defaultLanguage;
      await mail.queue(
        tx,
        'two-factor-locked',
        codeCheckLockedMail(language, owner.email, owner.name, lock, `${publicUrl}/user/forgot-password`),
      );
      return { lockedUntil: lock.until };
    });
    if (verdict.lockedUntil) throw lockedError(verdict.lockedUntil, now);
    return verdict.right === true;
  };
}
export type CodeCheck = ReturnType<typeof createCodeCheck>;
