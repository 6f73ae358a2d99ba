import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrder, staffOrder } from '../../../test/changes-app.ts';
import { openEventStream } from '../../../test/event-stream.ts';
import { loggedInUser } from '../../../test/factories.ts';
import { statusTestApp } from '../../../test/status-app.ts';

let s: Awaited<ReturnType<typeof statusTestApp>>;
let origin: string;
let manager: Awaited<ReturnType<typeof loggedInUser>>;

const listen = async (app: FastifyInstance) => app.listen({ port: 0, host: '127.0.0.1' });

beforeAll(async () => {
  s = await statusTestApp();
  origin = await listen(s.app);
  manager = await loggedInUser(s.app, s.t.database.db, { role: 'MANAGER' });
});
afterAll(() => s.close());

describe('the guest’s order page after a change', () => {
  it('follows live: the new lines and total arrive on the open page within 2 seconds', async () => {
    const { id, token } = await s.place();
    const stream = openEventStream(`${origin}/api/order-status/${token}/events`);
    const first = await stream.next();
    expect(first.data.products).toEqual([expect.objectContaining({ quantity: 2 })]);
    const { version, products } = await staffOrder(s.app, id, manager.headers);
    const changed = await changeOrder(
      s.app,
      id,
      { version, products: [{ id: products[0].productId, quantity: 1 }], reason: 'Csak egyet kér' },
      manager.headers,
    );
    expect(changed.statusCode).toBe(200);
    const update = await stream.next((event) => event.data.total !== first.data.total, 1);
    expect(update.data).toMatchObject({
      total: changed.json().orders[0].total,
      products: [expect.objectContaining({ quantity: 1 })],
    });
    stream.close();
  });
});
