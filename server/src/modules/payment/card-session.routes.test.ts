import { encryptCard } from '@konyha/domain/orders/card-encryption';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { testServerUrl } from '../../../test/database.ts';
import { cardSessions, orders, products } from '../../db/schema/index.ts';
import { sandboxCards } from './gateway.ts';

const start = instantOf('2026-11-20', '12:00');
let now = start;
let t: TestApp;
let soupId: number;
let sequence = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { ORDER_RATE_LIMIT: '1000' }, clock: () => now });
  const [soup] = await t.database.db.select().from(products).where(eq(products.group, 'SOUP')).limit(1);
  soupId = soup?.id ?? 0;
});
afterAll(() => t.close());
beforeEach(() => {
  now = start;
});

const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
const approved = '4111111111111111';

/** A card encrypted as the browser does, with a freshly issued key. */
async function encryptedCard(cardNumber = approved, app = t) {
  const key = (await app.app.inject({ url: '/api/crypto/publickey' })).json();
  return encryptCard(
    { cardNumber, expMonth: '12', expYear: '2029', cardHolderName: 'Vendég Vera', cvn: '123' },
    key,
  );
}

const place = (
  encryptedCardData: object,
  headers: Record<string, string> = {},
  email = `card${++sequence}@example.com`,
  app = t,
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/order/add',
    headers,
    payload: {
      name: 'Vendég Vera',
      email,
      phone: '+36 30 765 4321',
      address: { zipCode: '1137', city: 'Budapest', street: 'Pozsonyi út 24.' },
      products: [{ id: soupId, quantity: 2 }],
      payment: 'CREDIT_CARD_ONLINE',
      encryptedCardData,
    },
  });

const paidOrders = async () =>
  (await t.database.db.select().from(orders).where(eq(orders.paymentStatus, 'PAID'))).length;

function expectRefused(response: Awaited<ReturnType<typeof place>>) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({
    errorType: 'CARD_SESSION_INVALID',
    field: 'encryptedCardData.userId',
  });
}

describe('a card payload pays for one order', () => {
  it('refuses a second order with the same payload and charges nothing for it', async () => {
    const card = await encryptedCard();
    const paidBefore = await paidOrders();
    expect((await place(card)).statusCode).toBe(200);
    expectRefused(await place(card));
    expect(await paidOrders()).toBe(paidBefore + 1);
  });

  it('does not send a declined payload to the bank again', async () => {
    const card = await encryptedCard(sandboxCards.declined);
    expect((await place(card)).json().errorType).toBe('TRANSACTION_REJECTED');
    // A second charge would answer TRANSACTION_REJECTED again.
    expectRefused(await place(card));
  });

  it('takes one of five orders sent at once with one payload', async () => {
    const card = await encryptedCard();
    const paidBefore = await paidOrders();
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(card)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expectRefused(refused);
    expect(await paidOrders()).toBe(paidBefore + 1);
  });

  it('replays the first answer to the same request with the same Idempotency-Key, also sent at once', async () => {
    const card = await encryptedCard();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => place(card, headers, 'same@example.com')),
    );
    answers.push(await place(card, headers, 'same@example.com'));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().orderId)).size).toBe(1);
  });

  it('takes a payload within 15 minutes of its key, and not after', async () => {
    const fresh = await encryptedCard();
    now = minutes(14.99);
    expect((await place(fresh)).statusCode).toBe(200);
    now = start;
    const stale = await encryptedCard();
    now = minutes(15);
    expectRefused(await place(stale));
  });

  it('refuses a payload made with a userId the server never issued', async () => {
    const { rsaPublicKey } = (await t.app.inject({ url: '/api/crypto/publickey' })).json();
    const forged = await encryptCard(
      { cardNumber: approved, expMonth: '12', expYear: '2029', cardHolderName: 'Vendég Vera', cvn: '123' },
      { userId: crypto.randomUUID(), rsaPublicKey },
    );
    expectRefused(await place(forged));
  });

  it('forgets sessions that can no longer pay', async () => {
    now = minutes(60);
    const { userId } = (await t.app.inject({ url: '/api/crypto/publickey' })).json();
    const left = await t.database.db.select({ id: cardSessions.id }).from(cardSessions);
    expect(left.map((row) => row.id)).toEqual([userId]);
  });

  it.runIf(testServerUrl)(
    'takes a card encrypted for one instance on another, and refuses its replay on a third',
    async () => {
      // Each instance has a DATA_DIR of its own: the card key is shared through the database.
      const env = { ORDER_RATE_LIMIT: '1000' };
      const b = await buildTestApp({ env, clock: () => now, database: t.database });
      const c = await buildTestApp({ env, clock: () => now, database: t.database });
      try {
        const card = await encryptedCard(approved, b);
        expect((await place(card, {}, undefined, c)).statusCode).toBe(200);
        expectRefused(await place(card, {}, undefined, b));
      } finally {
        await Promise.all([b.close(), c.close()]);
      }
    },
  );
});
