import type { Order } from '@konyha/domain/orders/order.schemas';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { eventually } from '../../../test/eventually.ts';
import { guestOrderBody, loggedInUser } from '../../../test/factories.ts';
import { agentKey, company, invoicingOn, quickRetry } from '../../../test/invoicing-app.ts';
import { invoiceDocuments, products } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { type SzamlazzStandin, startSzamlazzStandin } from './szamlazz/szamlazz-standin.ts';

const now = instantOf('2026-11-20', '12:00');
let standin: SzamlazzStandin;
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

/**
 * An instance whose calls to the Agent may take 3 s, but whose claim lapses after 1 s: a call that hangs is, to the
 * other instance, a crashed one.
 */
const instance = () =>
  buildTestApp({
    database,
    clock: () => now,
    env: { SZAMLAZZ_STANDIN: standin.url, SZAMLAZZ_TIMEOUT_MS: '3000', ORDER_RATE_LIMIT: '1000' },
    invoiceWorker: { retry: quickRetry, pollMs: 100, leaseMs: 1_000 },
  });

beforeAll(async () => {
  standin = await startSzamlazzStandin({ agentKey, invoicePrefix: 'KONYHA', clock: () => now });
  database = await createTestDatabase();
  await seedIfEmpty(database.db, { adminEmail: 'admin@example.com', adminPassword: 'Admin1234' });
  [a, b] = await Promise.all([instance(), instance()]);
  const admin = await loggedInUser(a.app, a.database.db, { role: 'ADMIN' });
  await a.app.inject({
    method: 'PUT',
    url: '/api/settings/invoicing',
    payload: { ...invoicingOn, agentKey },
    headers: admin.headers,
  });
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database?.close();
  await standin?.close();
});

/** A company's cash order, placed on `on` and marked delivered and paid there. */
async function deliveredOrder(on: TestApp, headers: Record<string, string>) {
  const [dish] = await on.database.db.select().from(products).where(eq(products.orderable, true));
  const placed = await on.app.inject({
    method: 'POST',
    url: '/api/order/add',
    payload: guestOrderBody(dish?.id ?? 0, 1, { invoice: company }),
  });
  const id = placed.json().orderId as number;
  await on.app.inject({
    method: 'PUT',
    url: '/api/order/order',
    payload: { id, state: 'DELIVERED', payed: true },
    headers,
  });
  return id;
}

const issuedFor = (id: number) => standin.invoices.filter((invoice) => invoice.orderNumber === String(id));

describe('invoices on two instances of one database', () => {
  it('issues one invoice per order when both instances work the outbox', async () => {
    const [onA, onB] = await Promise.all([
      loggedInUser(a.app, a.database.db, { role: 'MANAGER' }),
      loggedInUser(b.app, b.database.db, { role: 'MANAGER' }),
    ]);
    const ids = await Promise.all(
      [a, b, a, b, a, b].map((on, i) => deliveredOrder(on, (i % 2 ? onB : onA).headers)),
    );
    const rows = await eventually(
      () => a.database.db.select().from(invoiceDocuments),
      (all) => ids.every((id) => all.some((row) => row.orderId === id && row.number)),
      10_000,
    );
    for (const id of ids) {
      expect(issuedFor(id)).toHaveLength(1);
      expect(rows.filter((row) => row.orderId === id)).toHaveLength(1);
    }
  });

  it('records an invoice once when the instance calling for it never heard the answer', async () => {
    const manager = await loggedInUser(a.app, a.database.db, { role: 'MANAGER' });
    standin.failNext('lostAnswer');
    const id = await deliveredOrder(a, manager.headers);
    const seen = await eventually(
      async () => {
        const answer = await b.app.inject({ url: '/api/order/orders/2026-11-20', headers: manager.headers });
        return (answer.json().orders as Order[]).find((order) => order.id === id)?.invoiceDocument;
      },
      (document) => document?.status === 'issued',
      10_000,
    );
    expect(seen?.status).toBe('issued');
    expect(issuedFor(id).map((invoice) => invoice.number)).toEqual([seen?.number]);
    const [row] = await a.database.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, id));
    // The repeat asked first: the claim lapsed once, and the second attempt found the invoice.
    expect(row?.attempts).toBe(2);
    expect(row?.number).toBe(seen?.number);
  });
});
