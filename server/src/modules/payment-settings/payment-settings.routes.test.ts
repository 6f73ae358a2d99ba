import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { soupId } from '../../../test/decisions.ts';
import { guestOrderBody, loggedInUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { orders } from '../../db/schema/index.ts';

// Friday 20 November 2026, noon: open, so "as soon as possible" orders are taken.
const now = instantOf('2026-11-20', '12:00');
const env = { ORDER_RATE_LIMIT: '1000' };
const allMethods = ['CASH', 'CREDIT_CARD', 'SZEP_CARD', 'CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'];
const doorMethods = ['CASH', 'CREDIT_CARD', 'SZEP_CARD'];
const defaults = { cardPaymentMinutes: 15, szepPaymentMinutes: 30 };

type User = Awaited<ReturnType<typeof loggedInUser>>;
type App = ReturnType<typeof useTestApp>;

const readSettings = (t: App) => t.app.inject({ url: '/api/settings/payments' });
const putSettings = (t: App, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/payments', payload, headers });
const paymentEvents = async (t: App, manager: User) =>
  (await t.app.inject({ url: '/api/event/2026-11-20', headers: manager.headers }))
    .json()
    .filter((event: { eventType: string }) => event.eventType === 'PAYMENT_METHODS');
async function placeWith(t: App, payment: string) {
  const body = guestOrderBody(await soupId(t.db), 2, { payment });
  const answer = await t.app.inject({ method: 'POST', url: '/api/order/add', payload: body });
  const kept = await t.db.select().from(orders).where(eq(orders.email, body.email));
  return { answer, kept };
}

describe('payment settings with the sandbox bank', () => {
  const t = useTestApp({ clock: () => now, env });
  let manager: User;
  let admin: User;
  let assistant: User;
  let customer: User;
  beforeAll(async () => {
    manager = await loggedInUser(t.app, t.db, { role: 'MANAGER', name: 'Manager Mary' });
    admin = await loggedInUser(t.app, t.db, { role: 'ADMIN', name: 'Admin Ádám' });
    assistant = await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT' });
    customer = await loggedInUser(t.app, t.db, { role: 'CUSTOMER' });
  });

  it('tells anyone every method, that payments are in test mode, and the default waiting minutes', async () => {
    const answer = await readSettings(t);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      methods: allMethods,
      available: allMethods,
      testMode: true,
      ...defaults,
    });
  });

  it('lets a manager and an admin change the methods, and nobody else', async () => {
    const withoutSzepOnline = allMethods.filter((m) => m !== 'SZEP_CARD_ONLINE');
    expect((await putSettings(t, { methods: withoutSzepOnline })).statusCode).toBe(401);
    expect((await putSettings(t, { methods: withoutSzepOnline }, assistant.headers)).statusCode).toBe(403);
    expect((await putSettings(t, { methods: withoutSzepOnline }, customer.headers)).statusCode).toBe(403);
    expect((await readSettings(t)).json().methods).toEqual(allMethods);

    const byManager = await putSettings(t, { methods: withoutSzepOnline }, manager.headers);
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json()).toEqual({
      methods: withoutSzepOnline,
      available: allMethods,
      testMode: true,
      ...defaults,
    });
    expect((await readSettings(t)).json().methods).toEqual(withoutSzepOnline);

    const byAdmin = await putSettings(t, { methods: allMethods }, admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect((await readSettings(t)).json().methods).toEqual(allMethods);
  });

  it('logs who changed what from → to, and nothing when a change changes nothing', async () => {
    const before = (await paymentEvents(t, manager)).length;
    const change = { methods: doorMethods, cardPaymentMinutes: 20, szepPaymentMinutes: 45 };
    expect((await putSettings(t, change, manager.headers)).json()).toEqual({
      ...change,
      available: allMethods,
      testMode: true,
    });
    const logged = (await paymentEvents(t, manager)).slice(before);
    expect(logged).toMatchObject([
      {
        eventDateTime: now.toISOString(),
        user: { id: manager.user.id, name: 'Manager Mary' },
        change: {
          from: { methods: allMethods, ...defaults },
          to: change,
        },
      },
    ]);

    // The same again, and the minutes left out (they stay as they are): no change, no entry.
    expect((await putSettings(t, change, manager.headers)).statusCode).toBe(200);
    expect((await putSettings(t, { methods: doorMethods }, manager.headers)).json()).toEqual({
      ...change,
      available: allMethods,
      testMode: true,
    });
    expect(await paymentEvents(t, manager)).toHaveLength(before + 1);

    expect((await putSettings(t, { methods: allMethods, ...defaults }, admin.headers)).statusCode).toBe(200);
    const [restored] = (await paymentEvents(t, manager)).slice(before + 1);
    expect(restored).toMatchObject({
      user: { id: admin.user.id },
      change: { from: change, to: { methods: allMethods, ...defaults } },
    });
  });

  it.each([
    ['no method at all', { methods: [] }, 'methods'],
    ['a method twice', { methods: ['CASH', 'CASH'] }, 'methods'],
    ['a method that does not exist', { methods: ['CASH', 'BITCOIN'] }, 'methods.1'],
    [
      'a card payment waiting 4 minutes',
      { methods: allMethods, cardPaymentMinutes: 4 },
      'cardPaymentMinutes',
    ],
    [
      'a SZÉP payment waiting 121 minutes',
      { methods: allMethods, szepPaymentMinutes: 121 },
      'szepPaymentMinutes',
    ],
    ['minutes that are not whole', { methods: allMethods, cardPaymentMinutes: 10.5 }, 'cardPaymentMinutes'],
  ])('refuses %s as bad input naming the field, and changes and logs nothing', async (_, payload, field) => {
    const before = (await paymentEvents(t, manager)).length;
    const answer = await putSettings(t, payload, manager.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
    expect((await readSettings(t)).json()).toEqual({
      methods: allMethods,
      available: allMethods,
      testMode: true,
      ...defaults,
    });
    expect(await paymentEvents(t, manager)).toHaveLength(before);
  });

  it('takes the edges of the waiting minutes, 5 and 120', async () => {
    const edges = { methods: allMethods, cardPaymentMinutes: 5, szepPaymentMinutes: 120 };
    expect((await putSettings(t, edges, manager.headers)).json()).toEqual({
      ...edges,
      available: allMethods,
      testMode: true,
    });
    expect((await putSettings(t, { methods: allMethods, ...defaults }, manager.headers)).statusCode).toBe(
      200,
    );
  });

  it('refuses orders paid with a method the manager removed, and takes them again once it is back', async () => {
    const withoutCash = allMethods.filter((m) => m !== 'CASH');
    expect((await putSettings(t, { methods: withoutCash }, manager.headers)).statusCode).toBe(200);
    expect((await readSettings(t)).json().methods).not.toContain('CASH');

    const refused = await placeWith(t, 'CASH');
    expect(refused.answer.statusCode).toBe(400);
    expect(refused.answer.json()).toMatchObject({
      errorType: 'PAYMENT_METHOD_UNAVAILABLE',
      field: 'payment',
    });
    expect(refused.kept).toHaveLength(0);
    // The other methods are still taken meanwhile.
    expect((await placeWith(t, 'CREDIT_CARD')).answer.statusCode).toBe(200);

    expect((await putSettings(t, { methods: allMethods }, manager.headers)).statusCode).toBe(200);
    expect((await readSettings(t)).json().methods).toContain('CASH');
    const placed = await placeWith(t, 'CASH');
    expect(placed.answer.statusCode).toBe(200);
    expect(placed.kept).toHaveLength(1);
  });

  it('refuses an online method the manager removed, before asking for the card', async () => {
    const withoutCardOnline = allMethods.filter((m) => m !== 'CREDIT_CARD_ONLINE');
    expect((await putSettings(t, { methods: withoutCardOnline }, manager.headers)).statusCode).toBe(200);
    const refused = await placeWith(t, 'CREDIT_CARD_ONLINE');
    expect(refused.answer.json()).toMatchObject({
      errorType: 'PAYMENT_METHOD_UNAVAILABLE',
      field: 'payment',
    });
    expect(refused.kept).toHaveLength(0);
    expect((await putSettings(t, { methods: allMethods }, manager.headers)).statusCode).toBe(200);
    // Offered again: now it is the missing card that is wrong.
    expect((await placeWith(t, 'CREDIT_CARD_ONLINE')).answer.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'encryptedCardData',
    });
  });
});

describe('payment settings with online payments off (PAYMENT_PROVIDER=off)', () => {
  const t = useTestApp({ clock: () => now, env: { ...env, PAYMENT_PROVIDER: 'off' } });
  let manager: User;
  beforeAll(async () => {
    manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
  });

  it('offers no online method and is not in test mode', async () => {
    expect((await readSettings(t)).json()).toEqual({
      methods: doorMethods,
      available: doorMethods,
      testMode: false,
      ...defaults,
    });
  });

  it('refuses a manager’s change naming an online method, and logs nothing', async () => {
    for (const online of ['CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE']) {
      const answer = await putSettings(t, { methods: ['CASH', online] }, manager.headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errorType: 'PAYMENT_METHOD_UNAVAILABLE', field: 'methods' });
    }
    expect((await readSettings(t)).json().methods).toEqual(doorMethods);
    expect(await paymentEvents(t, manager)).toHaveLength(0);

    // Door methods alone are a change it takes.
    const cashOnly = await putSettings(t, { methods: ['CASH'] }, manager.headers);
    expect(cashOnly.json()).toEqual({
      methods: ['CASH'],
      available: doorMethods,
      testMode: false,
      ...defaults,
    });
    expect(await paymentEvents(t, manager)).toHaveLength(1);
    // The online methods chosen before stay chosen in the store, for when the server takes them again.
    const [logged] = await paymentEvents(t, manager);
    expect(logged?.change?.to).toMatchObject({ methods: ['CASH', 'CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'] });
    expect((await putSettings(t, { methods: doorMethods }, manager.headers)).statusCode).toBe(200);
  });

  it.each(['CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'])(
    'refuses an order paid with %s and keeps none',
    async (payment) => {
      const { answer, kept } = await placeWith(t, payment);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errorType: 'PAYMENT_METHOD_UNAVAILABLE', field: 'payment' });
      expect(kept).toHaveLength(0);
    },
  );

  it('still takes an order paid at the door', async () => {
    expect((await placeWith(t, 'CASH')).answer.statusCode).toBe(200);
  });
});
