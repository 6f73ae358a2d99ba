import type { Order } from '@konyha/domain/orders/order.schemas';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import {
  type SzamlazzStandin,
  startSzamlazzStandin,
} from '../src/modules/invoicing/szamlazz/szamlazz-standin.ts';
import type { TestApp } from './build-app.ts';
import { eventually } from './eventually.ts';
import { guestOrderBody, loggedInUser } from './factories.ts';
import { useTestApp } from './use-test-app.ts';

export const agentKey = 'standin-agent-key-7Hq2';

/** The invoicing settings of the tests: invoices and receipts on, test mode talking to the stand-in. */
export const invoicingOn = {
  enabled: true,
  receipts: true,
  testMode: true,
  baseUrl: 'https://www.szamlazz.hu',
  invoicePrefix: 'KONYHA',
  receiptPrefix: 'NYGT',
  bankAccount: null,
  mailBy: 'KONYHA',
};

/** The company a guest asks the invoice for, with a tax number whose check digit is right. */
export const company = {
  companyName: 'Példa Kft.',
  taxNumber: '12345676-2-42',
  billingAddress: { zipCode: '1051', city: 'Budapest', street: 'Nádor utca 5.' },
};

/** A tax number with a right check digit that the tax authority does not know (the stand-in refuses it). */
export const unknownToNav = '11111111-2-41';

/** A quick back-off, so a retry comes within the test; a day's give-up as in production. */
export const quickRetry = { firstDelayMs: 50, maxDelayMs: 200, giveUpAfterMs: 24 * 60 * 60_000 };

/**
 * An app whose invoicing talks to a local stand-in of Számlázz.hu's Agent (started before it, SZAMLAZZ_STANDIN), with
 * invoicing on, a mail catcher, and the clock at noon on a Friday. `place` takes a guest's cash order of two soups;
 * `move` changes its state and paid flag as staff do; `documentOf` waits until the order's invoice is no longer
 * pending and answers it.
 */
export function useInvoicingApp() {
  const clock = { now: instantOf('2026-11-20', '12:00') };
  let standin: SzamlazzStandin | undefined;
  let soup = 0;
  beforeAll(async () => {
    standin = await startSzamlazzStandin({
      agentKey,
      invoicePrefix: 'KONYHA',
      unknownTaxNumbers: [unknownToNav.slice(0, 8)],
      clock: () => clock.now,
    });
  });
  const test = useTestApp(
    {
      smtp: true,
      env: {
        ORDER_RATE_LIMIT: '1000',
        get SZAMLAZZ_STANDIN() {
          return ready(standin).url;
        },
        SZAMLAZZ_TIMEOUT_MS: '1000',
      },
      clock: () => clock.now,
      invoiceWorker: { retry: quickRetry, pollMs: 100, leaseMs: 3_000 },
    },
    async (t: TestApp) => {
      const [dish] = await t.database.db.select().from(products).where(eq(products.orderable, true));
      if (!dish) throw new Error('the seed menu has no orderable dish');
      soup = dish.id;
      await saveSettings(t, {});
    },
  );
  afterAll(async () => {
    await standin?.close();
  });
  beforeEach(() => {
    clock.now = instantOf('2026-11-20', '12:00');
  });
  const ready = <T>(value: T | undefined) => {
    if (!value) throw new Error('read the stand-in inside a test');
    return value;
  };

  async function saveSettings(t: Pick<TestApp, 'app' | 'database'>, settings: object) {
    const admin = await loggedInUser(t.app, t.database.db, { role: 'ADMIN' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/invoicing',
      payload: { ...invoicingOn, agentKey, ...settings },
      headers: admin.headers,
    });
    if (saved.statusCode !== 200) throw new Error(`settings not saved: ${saved.body}`);
  }

  let manager: Awaited<ReturnType<typeof loggedInUser>> | undefined;
  const managerHeaders = async () => {
    manager ??= await loggedInUser(test.app, test.db, { role: 'MANAGER' });
    return manager.headers;
  };

  async function staffOrder(id: number): Promise<Order> {
    const answer = await test.app.inject({
      url: `/api/order/orders/2026-11-20`,
      headers: await managerHeaders(),
    });
    const found = (answer.json() as { orders: Order[] }).orders.find((order) => order.id === id);
    if (!found) throw new Error(`order ${id} not in the day's orders: ${answer.body}`);
    return found;
  }

  return Object.assign(test, {
    clock,
    /** The stand-in of Számlázz.hu's Agent: what it issued, and its failures to come. */
    standin: () => ready(standin),
    /** Saves the settings: the tests' own, with `settings` over them. */
    saveSettings: (settings: object) => saveSettings(test, settings),
    managerHeaders,
    /** A guest's cash order of two soups; `changes` adds to the pay form's body (an invoice, a tip, …). */
    async place(changes: Record<string, unknown> = {}) {
      const placed = await test.app.inject({
        method: 'POST',
        url: '/api/order/add',
        payload: guestOrderBody(soup, 2, changes),
      });
      if (placed.statusCode !== 200) throw new Error(`order not placed: ${placed.body}`);
      const { orderId, statusUrl } = placed.json() as { orderId: number; statusUrl: string };
      return { id: orderId, statusUrl, token: new URL(statusUrl).pathname.split('/').at(-1) as string };
    },
    /** Staff set the order's state and paid flag (PUT /order/order). */
    async move(id: number, change: { state?: string; payed?: boolean }) {
      return test.app.inject({
        method: 'PUT',
        url: '/api/order/order',
        payload: { id, ...change },
        headers: await managerHeaders(),
      });
    },
    staffOrder,
    /** The order's invoice as staff see it, once it is no longer pending. */
    settled: async (id: number) =>
      (
        await eventually(
          () => staffOrder(id),
          (order) => order.invoiceDocument.status !== 'pending',
          5_000,
        )
      ).invoiceDocument,
  });
}
