import { randomUUID } from 'node:crypto';
import { cardSessionLifetimeMs, oldestUsableIssue } from '@konyha/domain/orders/card-session';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CardKeys } from './card-crypto.ts';
import { consumeCardSession, insertCardSession, pruneCardSessions } from './card-session.repository.ts';

/**
 * Takes the session of a card payload (its `userId`) inside the order's transaction: a payload pays for one order,
 * within 15 minutes of its key being issued (issue 10, item 8).
 */
export async function spendCardSession(tx: Queryable, userId: string, now: Date): Promise<void> {
  if (!(await consumeCardSession(tx, userId, now, oldestUsableIssue(now)))) {
    throw new AppError(
      'CARD_SESSION_INVALID',
      'This card data was already used or has expired; enter the card again',
      'encryptedCardData.userId',
    );
  }
}

/** Hands out the key for encrypting a card with a fresh single-use `userId` (SPEC §7). */
export function createCardSessionService({
  database,
  cardKeys,
  clock,
}: {
  database: Database;
  cardKeys: CardKeys;
  clock: () => Date;
}) {
  let prunedAt = 0;
  return {
    async issue(): Promise<{ userId: string; rsaPublicKey: string }> {
      const now = clock();
      // Expired sessions go at most once a lifetime per instance; a pruned one is refused like a used one.
      if (now.getTime() - prunedAt >= cardSessionLifetimeMs) {
        prunedAt = now.getTime();
        await pruneCardSessions(database.db, oldestUsableIssue(now));
      }
      const userId = randomUUID();
      await insertCardSession(database.db, userId, now);
      return { userId, rsaPublicKey: cardKeys.publicKey };
    },
  };
}
