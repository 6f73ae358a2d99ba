import { instantOf } from '@konyha/domain/restaurant/local-time';
import { and, eq } from 'drizzle-orm';
import { mailOutbox, orderAdjustments, orders } from '../src/db/schema/index.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { changeOrder, dishLines, seedDishes, staffOrder } from './changes-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { guestOrderBody, loggedInUser } from './factories.ts';
import { freePort } from './ports.ts';
import { type FakeSimplePay, simplePayEnv, startFakeSimplePay } from './simplepay-fake.ts';
import { startSmtpCapture } from './smtp.ts';

/**
 * The money tests of changed orders (issue 30): two instances of the app on one database, both listening (the
 * provider's notifications reach the first), real SMTP, one clock the test moves (a Friday noon), and either the SimplePay fake
 * (`simplePay`) or the sandbox provider. Helpers place a paid online order, change it as a manager and read what
 * the money did.
 */
export async function moneyTestApp({ simplePay }: { simplePay: boolean }) {
  const clock = { now: instantOf('2026-11-20', '12:00') };
  const fake: FakeSimplePay | undefined = simplePay ? await startFakeSimplePay() : undefined;
  const smtp = await startSmtpCapture();
  const database: TestDatabase = await createTestDatabase();
  await seedIfEmpty(database.db, { adminEmail: 'admin@example.com', adminPassword: 'Admin1234' });
  const instances: TestApp[] = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const env = fake ? simplePayEnv(fake) : { PAYMENT_PROVIDER: 'sandbox' };
    const instance = await buildTestApp({
      clock: () => clock.now,
      database,
      env: { PUBLIC_URL: publicUrl, SMTP_URL: smtp.url, ORDER_RATE_LIMIT: '1000', ...env },
    });
    await instance.app.listen({ port, host: '127.0.0.1' });
    if (fake && i === 0) fake.ipnUrl = `${publicUrl}/api/payment/simplepay/ipn`;
    instances.push(instance);
  }
  const [first, second] = instances as [TestApp, TestApp];
  const db = database.db;
  const manager = await loggedInUser(first.app, db, { role: 'MANAGER', name: 'Menedzser Marci' });
  const dishes = await seedDishes(db);
  const { soup, pickle } = dishes;
  const orderRow = async (id: number) => {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error(`no order ${id}`);
    return row;
  };

  return {
    clock,
    fake,
    smtp,
    app: first.app,
    second: second.app,
    db,
    manager,
    soup,
    pickle,
    orderRow,
    /** A guest's order of two soups paid online (by card unless `payment` says), paid on the provider's page. */
    async paidOrder(payment: 'CREDIT_CARD_ONLINE' | 'SZEP_CARD_ONLINE' = 'CREDIT_CARD_ONLINE') {
      const body = guestOrderBody(soup.id, 2, { payment });
      const response = await first.app.inject({ method: 'POST', url: '/api/order/add', payload: body });
      if (response.statusCode !== 200) throw new Error(`order refused: ${response.body}`);
      const id = response.json().orderId as number;
      const reference = (await orderRow(id)).paymentReference ?? '';
      if (fake) await fake.complete(reference, 'FINISHED');
      else await payOnSandboxPage(first.app, reference);
      const { version, total } = await staffOrder(first.app, id, manager.headers);
      return { id, email: body.email, reference, version: version as number, total: total as number };
    },
    /** The manager changes the order's lines to `lines` (soups and pickles) on `app`. */
    change: (
      app: TestApp['app'],
      order: { id: number; version: number },
      lines: { soups: number; pickles?: number },
      extra: Record<string, unknown> = {},
    ) =>
      changeOrder(
        app,
        order.id,
        {
          version: order.version,
          products: dishLines(dishes, lines),
          reason: 'Elfogyott a leves',
          ...extra,
        },
        manager.headers,
      ),
    /** The money an order's changes moved, oldest first. */
    adjustmentsOf: (id: number) =>
      db.select().from(orderAdjustments).where(eq(orderAdjustments.orderId, id)).orderBy(orderAdjustments.id),
    mailsTo: (email: string, kind: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind))),
    staffOrder: (id: number) => staffOrder(first.app, id, manager.headers),
    close: async () => {
      for (const instance of instances.reverse()) await instance.close();
      await database.close();
      await fake?.close();
      await smtp.close();
    },
  };
}

/** Pays on the sandbox provider's page as a guest would: it posts the signed notification, then sends them back. */
async function payOnSandboxPage(app: TestApp['app'], reference: string) {
  const answer = await app.inject({
    method: 'POST',
    url: `/api/payment/hosted/${reference}`,
    payload: 'decision=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (answer.statusCode !== 303) throw new Error(`the sandbox page answered ${answer.statusCode}`);
}
