import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { serverSecrets } from './schema/index.ts';

export const randomSecret = () => randomBytes(48).toString('base64url');

/**
 * The secret `name`, shared by every instance on the database: the first instance to need it stores `create()` (or
 * a secret an earlier version kept in DATA_DIR), and every instance, that one included, reads the stored value, so
 * two instances starting at once agree.
 */
export async function sharedSecret(
  db: Queryable,
  name: string,
  create: () => string,
  legacy?: string,
): Promise<string> {
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (stored) return stored.value;
  await db
    .insert(serverSecrets)
    .values({ name, value: legacy ?? create() })
    .onConflictDoNothing();
  const [winner] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!winner) throw new Error(`the secret ${name} could not be stored`);
  return winner.value;
}
