import { instantOf } from '@konyha/domain/restaurant/local-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesTestApp, staffOrder } from '../../../test/changes-app.ts';
import { seedZipCodes } from '../../db/seed/delivery.seed.ts';

const now = instantOf('2026-11-20', '12:00');
let s: Awaited<ReturnType<typeof changesTestApp>>;

beforeAll(async () => {
  s = await changesTestApp(now);
});
afterAll(() => s.close());

const fee = (zipCode: string) => seedZipCodes.find((zip) => zip.zipCode === zipCode)?.shippingCost;

describe('the door after a change', () => {
  it('quotes the delivery again for a new address and gives the courier its details', async () => {
    const { id, version } = await s.place();
    const address = {
      zipCode: '1131',
      city: 'Budapest',
      street: 'Babér utca 5.',
      floor: '2',
      door: '4',
      doorbell: '24',
      courierNote: 'Hátsó kapu',
    };
    const response = await s.change({ id, version }, { soups: 2 }, 'Máshová kéri', { address });
    expect(response.statusCode).toBe(200);
    const [order] = response.json().orders;
    expect(order.address).toEqual(address);
    expect(order.shippingCost).toBe(fee('1131'));
    expect(order.total).toBe(2 * s.soup.price + (fee('1131') ?? 0));
    expect(order.changes.map((change: { what: string }) => change.what)).toEqual([
      'address',
      'courierNote',
      'total',
    ]);
  });

  it('keeps the note the guest pays with while it covers the new total, and clears it when it does not', async () => {
    const total = 2 * s.soup.price + (fee('1137') ?? 0);
    const { id, version } = await s.place({ payWith: total });
    const cheaper = await s.change({ id, version }, { soups: 1 }, 'Csak egy');
    expect(cheaper.json().orders[0].payWith).toBe(total);
    const dearer = await s.change(
      { id, version: cheaper.json().orders[0].version },
      { soups: 3 },
      'Mégis három',
    );
    expect(dearer.json().orders[0].payWith).toBeNull();
    expect((await staffOrder(s.t.app, id, s.manager.headers)).payWith).toBeNull();
  });
});
