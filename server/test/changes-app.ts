import { localDay } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { products } from '../src/db/schema/index.ts';
import { buildTestApp } from './build-app.ts';
import { placeOrder } from './decisions.ts';
import { loggedInUser } from './factories.ts';
import { startSmtpCapture } from './smtp.ts';

/** PUT /api/order/{id}/content as the staff member of `headers`. */
export const changeOrder = (
  app: FastifyInstance,
  id: number,
  payload: object,
  headers: Record<string, string>,
) => app.inject({ method: 'PUT', url: `/api/order/${id}/content`, payload, headers });

/** An order as staff see it now (today's list). */
export async function staffOrder(app: FastifyInstance, id: number, headers: Record<string, string>) {
  const { orders } = (await app.inject({ url: '/api/order/today', headers })).json();
  const order = orders.find((o: { id: number }) => o.id === id);
  if (!order) throw new Error(`order ${id} is not among today's`);
  return order;
}

/** The seed menu's two dishes without options that the change tests order: a soup and a pickle. */
export async function seedDishes(db: Db) {
  const foods = await db.select().from(products).where(eq(products.orderable, true));
  const dish = (group: string) => {
    const found = foods.find((p) => p.group === group);
    if (!found) throw new Error(`the seed menu has no ${group}`);
    return found;
  };
  return { soup: dish('SOUP'), pickle: dish('PICKLE') };
}

/** A change's products: so many soups, then so many pickles (none: left out). */
export const dishLines = (
  { soup, pickle }: Awaited<ReturnType<typeof seedDishes>>,
  lines: { soups?: number; pickles?: number },
) => [
  ...(lines.soups ? [{ id: soup.id, quantity: lines.soups }] : []),
  ...(lines.pickles ? [{ id: pickle.id, quantity: lines.pickles }] : []),
];

/**
 * The app of the order-change tests (issue 30): a fixed clock, real SMTP, a shop assistant ("Pult Panni") and a
 * manager ("Menedzser Marci"), two dishes of the seed menu without options (a soup and a pickle), and the
 * event-log entries of one order.
 */
export async function changesTestApp(now: Date, env: Record<string, string> = {}) {
  const smtp = await startSmtpCapture();
  const t = await buildTestApp({
    clock: () => now,
    env: { SMTP_URL: smtp.url, ORDER_RATE_LIMIT: '1000', ...env },
  });
  const db = t.database.db;
  const assistant = await loggedInUser(t.app, db, { role: 'SHOP_ASSISTANT', name: 'Pult Panni' });
  const manager = await loggedInUser(t.app, db, { role: 'MANAGER', name: 'Menedzser Marci' });
  const dishes = await seedDishes(db);
  return {
    t,
    smtp,
    assistant,
    manager,
    ...dishes,
    /** Changes the order to `lines` (soups, pickles) as `by` (the manager unless told), with `extra` to the body. */
    change: (
      order: { id: number; version: number },
      lines: { soups?: number; pickles?: number },
      reason: string,
      { by = manager, ...extra }: { by?: { headers: Record<string, string> } } & Record<string, unknown> = {},
    ) =>
      changeOrder(
        t.app,
        order.id,
        { version: order.version, products: dishLines(dishes, lines), reason, ...extra },
        by.headers,
      ),
    /** A guest's cash order of two soups (`changes` to its body), its id, e-mail and version. */
    async place(changes: Record<string, unknown> = {}) {
      const placed = await placeOrder(t.app, this.soup.id, changes);
      const { version } = await staffOrder(t.app, placed.id, manager.headers);
      return { ...placed, version: version as number };
    },
    eventsOf: async (orderId: number) =>
      (await t.app.inject({ url: `/api/event/${localDay(now)}`, headers: manager.headers }))
        .json()
        .filter((e: { order: { id: number } | null }) => e.order?.id === orderId),
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
