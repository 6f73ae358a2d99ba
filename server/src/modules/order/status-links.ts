import type { Queryable } from '../../db/client.ts';

/**
 * What the order module needs to put a status link into its mails and answers: the order-status module's service,
 * which app.ts passes in. Declared here, not imported from there, because order-status imports this module (the
 * guest's page shows the order as toOrder maps it) and modules depend one way.
 */
export interface StatusLinks {
  /** A fresh link's token, stored hashed with the order. */
  mintToken(tx: Queryable, orderId: number): Promise<string>;
  /** A fresh link's full URL. */
  mintUrl(tx: Queryable, orderId: number): Promise<string>;
}
