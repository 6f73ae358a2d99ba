import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { insertStatusLink } from './order.repository.ts';

/** A status link's token is kept as this hash only: the table holds nothing that opens an order. */
export const statusTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The guest's status links (issue 13): random tokens minted with the mail or answer that carries them. They are the
 * order's (its mails, the checkout's answer, the return from paying all need one), so the order module mints them;
 * the order-status module, above it, opens them.
 */
export function createStatusLinks({ clock, publicUrl }: { clock: () => Date; publicUrl: string }) {
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
  };
}

export type StatusLinks = ReturnType<typeof createStatusLinks>;
