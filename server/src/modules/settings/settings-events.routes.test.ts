import { instantOf } from '@konyha/domain/restaurant/local-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

let now = instantOf('2026-11-20', '10:00');
const t = useTestApp({ clock: () => now });
let assistant: Awaited<ReturnType<typeof loggedInUser>>;
let manager: Awaited<ReturnType<typeof loggedInUser>>;

beforeAll(async () => {
  assistant = await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT', name: 'Pult Panni' });
  manager = await loggedInUser(t.app, t.db, { role: 'MANAGER', name: 'Manager Mary' });
});

const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
  t.app.inject({ method, url, headers });
const settingEvents = async () =>
  (await t.app.inject({ url: '/api/event/2026-11-20', headers: manager.headers }))
    .json()
    .filter((event: { order: unknown }) => event.order === null);

describe('the event log of the shop switches', () => {
  it('shows who switched ordering off and on, when, and from → to', async () => {
    now = instantOf('2026-11-20', '10:00');
    expect((await send('GET', '/api/order/change-active-state', assistant.headers)).json()).toBe(false);
    now = instantOf('2026-11-20', '10:05');
    expect((await send('GET', '/api/order/change-active-state', manager.headers)).json()).toBe(true);
    const switches = (await settingEvents()).filter(
      (event: { eventType: string }) => event.eventType === 'ORDERING_SWITCH',
    );
    expect(switches).toMatchObject([
      {
        eventDateTime: instantOf('2026-11-20', '10:00').toISOString(),
        user: { id: assistant.user.id, name: 'Pult Panni' },
        change: { from: true, to: false },
      },
      {
        eventDateTime: instantOf('2026-11-20', '10:05').toISOString(),
        user: { id: manager.user.id, name: 'Manager Mary' },
        change: { from: false, to: true },
      },
    ]);
  });

  it('shows the delivery time and the minimum order value before and after a change', async () => {
    now = instantOf('2026-11-20', '11:00');
    await send('POST', '/api/order/estimated-shipping-time/45', assistant.headers);
    await send('POST', '/api/min-order-value/4500', manager.headers);
    const events = await settingEvents();
    expect(events.find((event: { eventType: string }) => event.eventType === 'DELIVERY_TIME')).toMatchObject({
      user: { name: 'Pult Panni' },
      change: { from: 60, to: 45 },
    });
    expect(
      events.find((event: { eventType: string }) => event.eventType === 'MIN_ORDER_VALUE'),
    ).toMatchObject({
      user: { name: 'Manager Mary' },
      change: { from: 3000, to: 4500 },
    });
  });

  it('logs nothing when a value is set to what it already is, or a change is refused', async () => {
    const before = (await settingEvents()).length;
    expect((await send('POST', '/api/order/estimated-shipping-time/45', assistant.headers)).json()).toBe(45);
    expect((await send('POST', '/api/min-order-value/-5', manager.headers)).statusCode).toBe(400);
    expect((await send('POST', '/api/min-order-value/4000', assistant.headers)).statusCode).toBe(403);
    expect(await settingEvents()).toHaveLength(before);
  });

  it('shows who changed the VAT rates, when, and the rates and delivery rate before and after', async () => {
    const putVat = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/settings/vat', headers: manager.headers, payload });
    now = instantOf('2026-11-20', '12:00');
    expect((await putVat({ rates: [27, 18, 5, 0, 12], deliveryRate: 12 })).statusCode).toBe(200);
    const vatChanges = async () =>
      (await settingEvents()).filter((event: { eventType: string }) => event.eventType === 'VAT_RATES');
    expect(await vatChanges()).toMatchObject([
      {
        eventDateTime: instantOf('2026-11-20', '12:00').toISOString(),
        user: { id: manager.user.id, name: 'Manager Mary' },
        change: {
          from: { rates: [27, 18, 5, 0], deliveryRate: 27 },
          to: { rates: [27, 18, 5, 0, 12], deliveryRate: 12 },
        },
      },
    ]);

    // The same rates again, a rate the seeded menu still has removed (409), a bad body (400): nothing logged.
    expect((await putVat({ rates: [27, 18, 5, 0, 12], deliveryRate: 12 })).statusCode).toBe(200);
    expect((await putVat({ rates: [18, 5, 0, 12], deliveryRate: 12 })).statusCode).toBe(409);
    expect((await putVat({ rates: [27], deliveryRate: 12 })).statusCode).toBe(400);
    expect(await vatChanges()).toHaveLength(1);
  });
});
