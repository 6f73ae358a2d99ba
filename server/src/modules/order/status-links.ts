import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/client.ts';
import { findLinkedOrder, insertStatusLink, keepStatusLink } from './order.repository.ts';

/** A status link's token is kept as this hash only: the table holds nothing that opens an order. */
export const statusTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The guest's status links (issue 13): random tokens minted with the mail or answer that carries them. They are the
 * order's (its mails, the checkout's answer, the return from paying all need one), so the order module mints them;
 * the order-status module, above it, opens them.
 */
export function createStatusLinks({
  database,
  clock,
  publicUrl,
}: {
  database: Database;
  clock: () => Date;
  publicUrl: string;
}) {
  /** A new random token for the order, its hash stored in `tx` (the transaction of the mail that carries it). */
  async function mintToken(tx: Queryable, orderId: number): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await insertStatusLink(tx, orderId, statusTokenHash(token), clock());
    return token;
  }
  const urlOf = (token: string) => `${publicUrl}/order-status/${token}`;

  return {
    mintToken,
    /** A fresh status link's full URL (mails, the order's answer). */
    mintUrl: async (tx: Queryable, orderId: number) => urlOf(await mintToken(tx, orderId)),
    urlOf,
    /** The order `token` opens, its date and payment status (undefined: no such link); the same lookup for any token. */
    find: (token: string) => findLinkedOrder(database.db, statusTokenHash(token)),
    /** Stores `token` for the order unless it is stored already (a link derived, not drawn: the profile's). */
    keep: (orderId: number, token: string) =>
      keepStatusLink(database.db, orderId, statusTokenHash(token), clock()),
  };
}

export type StatusLinks = ReturnType<typeof createStatusLinks>;
