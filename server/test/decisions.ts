import { localDay } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { products } from '../src/db/schema/index.ts';
import { buildTestApp } from './build-app.ts';
import { guestOrderBody, loggedInUser } from './factories.ts';
import { startSmtpCapture } from './smtp.ts';

/** A soup's id: two of them make an order above the minimum value. */
export async function soupId(db: Db): Promise<number> {
  const [soup] = await db.select().from(products).where(eq(products.group, 'SOUP')).limit(1);
  if (!soup) throw new Error('no soup in the seed');
  return soup.id;
}

/** Places a guest's order through the API (as the pay form does) and answers its id and e-mail. */
export async function placeOrder(
  app: FastifyInstance,
  productId: number,
  changes: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const body = guestOrderBody(productId, 2, changes);
  const response = await app.inject({ method: 'POST', url: '/api/order/add', payload: body, headers });
  if (response.statusCode !== 200) throw new Error(`order refused: ${response.body}`);
  return { id: response.json().orderId as number, email: body.email as string };
}

/** POST /api/order/{id}/{action} as the staff member of `headers`. */
export const decide = (
  app: FastifyInstance,
  id: number,
  action: 'accept' | 'reject' | 'cancel' | 'start' | 'ready',
  payload: object | undefined,
  headers: Record<string, string>,
) => app.inject({ method: 'POST', url: `/api/order/${id}/${action}`, payload, headers });

/**
 * An app on a fixed clock with real SMTP, a shop assistant ("Pult Panni") and a manager ("Menedzser Marci"), and the
 * event-log entries of one order on the clock's day.
 */
export async function decisionsTestApp(now: Date) {
  const smtp = await startSmtpCapture();
  const t = await buildTestApp({ clock: () => now, env: { SMTP_URL: smtp.url, ORDER_RATE_LIMIT: '1000' } });
  const db = t.database.db;
  const assistant = await loggedInUser(t.app, db, { role: 'SHOP_ASSISTANT', name: 'Pult Panni' });
  const manager = await loggedInUser(t.app, db, { role: 'MANAGER', name: 'Menedzser Marci' });
  const eventsOf = async (orderId: number) =>
    (await t.app.inject({ url: `/api/event/${localDay(now)}`, headers: manager.headers }))
      .json()
      .filter((e: { order: { id: number } }) => e.order.id === orderId);
  return {
    t,
    smtp,
    soup: await soupId(db),
    assistant,
    manager,
    eventsOf,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
