import type { Order } from '@konyha/domain/orders/order.schemas';
import { instantOf, localDay } from '@konyha/domain/restaurant/local-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { soupId } from './decisions.ts';
import { guestOrderBody, loggedInUser } from './factories.ts';
import { freePort } from './ports.ts';
import { type PrinterStandIn, startPrinter } from './printer.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp.ts';

type LoggedIn = Awaited<ReturnType<typeof loggedInUser>>;

/**
 * The app of the phone order tests: Friday 20 November 2026 noon on a clock the test moves (`clock.now`, reset
 * before each test), real SMTP, a stand-in network printer set to print tickets and slips, a shop assistant ("Pult
 * Panni"), a manager and a customer, and the seed menu's soup. `listen`: served on a port of its own as PUBLIC_URL
 * (a payment provider calls it back). Call at the top of a test file.
 */
export function usePhoneApp({
  env = () => ({}),
  listen = false,
}: {
  /** Read once the earlier `beforeAll`s ran (a payment provider's stand-in is up by then). */
  env?: () => Record<string, string>;
  listen?: boolean;
} = {}) {
  const noon = () => instantOf('2026-11-20', '12:00');
  const clock = { now: noon() };
  let t: TestApp | undefined;
  let smtp: SmtpCapture | undefined;
  let printer: PrinterStandIn | undefined;
  const parts = { soup: 0, publicUrl: '' };
  const staff = {} as { assistant: LoggedIn; manager: LoggedIn; customer: LoggedIn };

  beforeAll(async () => {
    [smtp, printer] = await Promise.all([startSmtpCapture(), startPrinter()]);
    const port = listen ? await freePort() : 0;
    parts.publicUrl = listen ? `http://127.0.0.1:${port}` : 'https://konyha.example';
    t = await buildTestApp({
      clock: () => clock.now,
      env: {
        SMTP_URL: smtp.url,
        ORDER_RATE_LIMIT: '1000',
        PUBLIC_URL: parts.publicUrl,
        PAYMENT_PROVIDER: 'sandbox',
        PRINTER_NETWORKS: '127.0.0.0/8',
        PRINTER_PORTS: String(printer.port),
        ...env(),
      },
    });
    if (listen) await t.app.listen({ port, host: '127.0.0.1' });
    const db = t.database.db;
    staff.assistant = await loggedInUser(t.app, db, { role: 'SHOP_ASSISTANT', name: 'Pult Panni' });
    staff.manager = await loggedInUser(t.app, db, { role: 'MANAGER' });
    staff.customer = await loggedInUser(t.app, db, { role: 'CUSTOMER' });
    parts.soup = await soupId(db);
    const printers = [{ name: 'Konyha', host: '127.0.0.1', port: printer.port, tickets: true, slips: true }];
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/printers',
      headers: staff.manager.headers,
      payload: { printers },
    });
    if (saved.statusCode !== 200) throw new Error(`printers not saved: ${saved.body}`);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), printer?.close()]);
  });
  beforeEach(() => {
    clock.now = noon();
  });

  const ready = <T>(value: T | undefined) => {
    if (!value) throw new Error('read the test app inside a test: it is built in beforeAll');
    return value;
  };
  const app = () => ready(t).app;

  return {
    clock,
    staff,
    get app() {
      return app();
    },
    get db() {
      return ready(t).database.db;
    },
    get smtp() {
      return ready(smtp);
    },
    get printer() {
      return ready(printer);
    },
    get soup() {
      return parts.soup;
    },
    get publicUrl() {
      return parts.publicUrl;
    },
    /** What the phone order screen sends: the web shop's body of two soups, ready in 30 minutes, cash. */
    body: (changes: Record<string, unknown> = {}) => ({
      ...guestOrderBody(parts.soup, 2),
      minutes: 30,
      ...changes,
    }),
    /** POST /api/order/phone as the shop assistant (or `headers`). */
    take: (payload: object, headers: Record<string, string> = staff.assistant.headers) =>
      app().inject({ method: 'POST', url: '/api/order/phone', payload, headers }),
    /** The order as today's staff list shows it; undefined while staff do not see it. */
    async seenByStaff(id: number): Promise<Order | undefined> {
      const today = await app().inject({ url: '/api/order/today', headers: staff.assistant.headers });
      return today.json().orders.find((order: Order) => order.id === id);
    },
    /** The event-log entries of an order, as the manager's log lists them. */
    async eventsOf(orderId: number) {
      const day = localDay(clock.now);
      const events = await app().inject({ url: `/api/event/${day}`, headers: staff.manager.headers });
      return events.json().filter((event: { order: { id: number } | null }) => event.order?.id === orderId);
    },
    /** The mails queued to `to` (of `kind`, if given). */
    mailsTo: (to: string, kind?: string) =>
      ready(t)
        .database.db.select()
        .from(mailOutbox)
        .where(
          kind ? and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.recipient, to),
        ),
  };
}
