import { randomUUID } from 'node:crypto';
import { encryptCard } from '@konyha/domain/orders/card-encryption';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { sandboxCards } from '../src/modules/payment/gateway.ts';
import { onNewOrder } from '../src/realtime/order-notifier.ts';
import { guestOrderBody } from './factories.ts';
import { useTestApp } from './use-test-app.ts';

interface Dish {
  id: number;
  price: number;
}

/**
 * The app of the checkout tests: a mail catcher, the order ids the staff were told of (`announced`), the log lines,
 * a clock the test moves (`clock.now`, noon on a Friday before each test) and two orderable dishes of the seed menu.
 * Call at the top of a test file.
 */
export function useCheckoutApp() {
  const noon = () => instantOf('2026-11-20', '12:00');
  const clock = { now: noon() };
  const announced: (number | null)[] = [];
  const logLines: string[] = [];
  const dishes = { soup: { id: 0, price: 0 } as Dish, pickle: { id: 0, price: 0 } as Dish };
  const test = useTestApp(
    {
      smtp: true,
      // Every order here comes from one address; the limits have tests of their own (platform/rate-limits).
      env: { ORDER_RATE_LIMIT: '1000' },
      clock: () => clock.now,
      logStream: { write: (l) => logLines.push(l) },
    },
    async (t) => {
      await onNewOrder(t.database, (id) => announced.push(id));
      const foods = await t.database.db.select().from(products).where(eq(products.orderable, true));
      const pick = (group: string) => {
        const dish = foods.find((p) => p.group === group) ?? foods[0];
        if (!dish) throw new Error('the seed menu has no orderable dish');
        return dish;
      };
      dishes.soup = pick('SOUP');
      dishes.pickle = pick('PICKLE');
    },
  );
  beforeEach(() => {
    clock.now = noon();
  });

  const post =
    (url: string) =>
    (payload: object, headers: Record<string, string> = {}) =>
      test.app.inject({ method: 'POST', url, payload, headers });

  return Object.assign(test, {
    dishes,
    clock,
    announced,
    logLines,
    /** A guest's cash order of two soups to a deliverable address, with an e-mail address of its own. */
    order: (changes: Record<string, unknown> = {}) => guestOrderBody(dishes.soup.id, 2, changes),
    place: post('/api/order/add'),
    /** A sandbox card whose issuer asks for 3-D Secure, encrypted as the pay form does with the server's key. */
    async challengeCard() {
      const key = (await test.app.inject({ url: '/api/crypto/publickey' })).json();
      return encryptCard(
        {
          cardNumber: sandboxCards.challenge,
          expMonth: '12',
          expYear: '2029',
          cardHolderName: 'Vendég Vera',
          cvn: '123',
        },
        key,
      );
    },
    calculate: post('/api/order/calculate'),
    /** Whether the staff were told of the order within two seconds (the notice travels through NOTIFY). */
    async announcedSoon(orderId: number) {
      const deadline = Date.now() + 2000;
      while (!announced.includes(orderId) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      return announced.includes(orderId);
    },
  });
}

export const guestEmail = () => `guest${randomUUID()}@example.com`;
export const deliverableAddress = { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' };
