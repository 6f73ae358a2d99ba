import { instantOf } from '@konyha/domain/restaurant/local-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, decisionsTestApp, placeOrder } from '../../../test/decisions.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { onOrderUpdate } from '../../realtime/order-notifier.ts';

const now = instantOf('2026-11-20', '12:00');
let s: Awaited<ReturnType<typeof decisionsTestApp>>;
const updates: (number | null)[] = [];

beforeAll(async () => {
  s = await decisionsTestApp(now);
  await onOrderUpdate(s.t.database, (id) => updates.push(id));
});
afterAll(() => s.close());

const ready = (id: number | string, headers: Record<string, string> = s.assistant.headers) =>
  s.t.app.inject({ method: 'POST', url: `/api/order/${id}/ready`, headers });

/** A guest's ASAP order the desk accepted: PREPARING, its "accepted" mail delivered. */
async function preparingOrder() {
  const placed = await placeOrder(s.t.app, s.soup);
  const sent = s.smtp.received.length;
  await decide(s.t.app, placed.id, 'accept', { minutes: 30 }, s.assistant.headers);
  await s.smtp.mailTo(placed.email, sent, 'elfogadtuk');
  return placed;
}

async function heard(id: number) {
  const deadline = Date.now() + 2000;
  while (!updates.includes(id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return updates.includes(id);
}

describe('POST /api/order/{id}/ready (issue 33)', () => {
  it('moves a PREPARING order to READY, logs it as a state change, tells the staff screens and mails nobody', async () => {
    const { id } = await preparingOrder();
    updates.length = 0;
    const sent = s.smtp.received.length;
    const response = await ready(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().orders).toMatchObject([
      { id, state: 'READY', promisedAt: instantOf('2026-11-20', '12:30').toISOString() },
    ]);
    expect(await s.eventsOf(id)).toMatchObject([
      { eventType: 'ORDER_ACCEPTED', orderStateTo: 'PREPARING' },
      {
        eventType: 'ORDER_STATE',
        user: { name: 'Pult Panni' },
        orderStateFrom: 'PREPARING',
        orderStateTo: 'READY',
      },
    ]);
    expect(await heard(id)).toBe(true);
    const today = await s.t.app.inject({ url: '/api/order/today', headers: s.assistant.headers });
    expect(today.json().orders).toContainEqual(expect.objectContaining({ id, state: 'READY' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(s.smtp.received.slice(sent)).toHaveLength(0);
  });

  it('lets the courier take a READY order on: DELIVERING mails "on the way" as before', async () => {
    const { id, email } = await preparingOrder();
    await ready(id);
    const sent = s.smtp.received.length;
    const put = await s.t.app.inject({
      method: 'PUT',
      url: '/api/order/order',
      payload: { id, state: 'DELIVERING' },
      headers: s.assistant.headers,
    });
    expect(put.json().orders[0]).toMatchObject({ state: 'DELIVERING' });
    expect((await s.smtp.mailTo(email, sent, 'úton')).text).toContain(String(id));
  });

  it('answers 409 CONFLICT naming the state for a NEW order, an accepted pre-order not started, and a READY one', async () => {
    const fresh = await placeOrder(s.t.app, s.soup);
    expect((await ready(fresh.id)).json()).toMatchObject({
      errorType: 'CONFLICT',
      field: 'state',
      message: expect.stringContaining('NEW'),
    });
    const slot = instantOf('2026-11-21', '18:00').toISOString();
    const preOrder = await placeOrder(s.t.app, s.soup, { preOrderDate: slot });
    await decide(s.t.app, preOrder.id, 'accept', {}, s.assistant.headers);
    expect((await ready(preOrder.id)).json()).toMatchObject({
      errorType: 'CONFLICT',
      message: expect.stringContaining('NEW (accepted)'),
    });
    const { id } = await preparingOrder();
    const twice = await Promise.all([ready(id), ready(id, s.manager.headers)]);
    expect(twice.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(twice.find((a) => a.statusCode === 409)?.json().message).toContain('READY');
    const stateChanges = (await s.eventsOf(id)).filter(
      (e: { eventType: string }) => e.eventType === 'ORDER_STATE',
    );
    expect(stateChanges).toHaveLength(1);
  });

  it('is for staff only, and answers 404 for an unknown order and 400 naming the id for a bad one', async () => {
    const { id } = await preparingOrder();
    const customer = await loggedInUser(s.t.app, s.t.database.db);
    expect((await ready(id, {})).statusCode).toBe(401);
    expect((await ready(id, customer.headers)).statusCode).toBe(403);
    expect((await ready(999999)).statusCode).toBe(404);
    const bad = await ready('soup');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'id' });
    expect((await ready(id)).json().orders[0].state).toBe('READY');
  });
});
