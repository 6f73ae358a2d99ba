import { instantOf } from '@konyha/domain/restaurant/local-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';
import { createOrderReads } from '../order/order.service.ts';
import { createDayCloseService } from './day-close.service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const closing = (documents?: Parameters<typeof createDayCloseService>[0]['documents']) =>
  createDayCloseService({
    database,
    orders: createOrderReads(database),
    clock: () => instantOf('2026-11-21', '09:00'),
    ...(documents ? { documents } : {}),
  });

describe('the documents of the day’s close', () => {
  it('shows the invoicing’s count of the day’s documents, and keeps it as counted when closed', async () => {
    const days: string[] = [];
    let counted = { invoices: 3, receipts: 12, reversals: 1, failed: 2 };
    const dayClose = closing(async (orderIds, tx) => {
      days.push(tx ? `${orderIds.length} orders in the close` : `${orderIds.length} orders`);
      return counted;
    });
    const day = '2026-11-20';
    expect((await dayClose.get(day)).figures.documents).toEqual(counted);

    const manager = await createUser(database.db, { role: 'MANAGER' });
    const closed = await dayClose.close(day, manager);
    expect(closed.figures.documents).toEqual({ invoices: 3, receipts: 12, reversals: 1, failed: 2 });
    // A reversal issued after the close changes nothing of the close as it was counted.
    counted = { ...counted, reversals: 2 };
    expect((await dayClose.get(day)).figures.documents).toEqual(closed.figures.documents);
    expect(days[1]).toMatch(/ orders in the close$/);
  });

  it('counts none without invoicing', async () => {
    expect((await closing().get('2026-11-19')).figures.documents).toEqual({
      invoices: 0,
      receipts: 0,
      reversals: 0,
      failed: 0,
    });
  });
});
