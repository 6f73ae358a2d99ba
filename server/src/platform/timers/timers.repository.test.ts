import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { createOrder } from '../../../test/factories.ts';
import { scheduledJobs } from '../../db/schema/index.ts';
import * as timers from './timers.repository.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 11, minute));

async function timersOf(orderId: number) {
  const rows = await database.db
    .select()
    .from(scheduledJobs)
    .where(eq(scheduledJobs.orderId, orderId))
    .orderBy(asc(scheduledJobs.kind), asc(scheduledJobs.id));
  return rows.map(
    (row) => `${row.kind} ${row.dueAt.toISOString().slice(11, 16)}${row.doneAt ? ' fired' : ''}`,
  );
}

describe("an order's timers set in one plan", () => {
  it('adds the dated ones, moves a pending one, drops the undated ones and never adds back one that fired', async () => {
    const { id } = await createOrder(database.db);
    await timers.plan(database.db, id, [
      ['push', at(1)],
      ['managers', at(5)],
      ['auto-reject', at(10)],
    ]);
    expect(await timersOf(id)).toEqual(['auto-reject 11:10', 'managers 11:05', 'push 11:01']);

    const [push] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, 'push'));
    if (push) await timers.markDone(database.db, push.id, at(1));
    await timers.plan(database.db, id, [
      ['push', at(2)],
      ['managers', at(7)],
      ['auto-reject', null],
      ['pre-order', null],
    ]);
    expect(await timersOf(id)).toEqual(['managers 11:07', 'push 11:01 fired']);
  });

  it("drops only the order's own pending timers of the undated kinds", async () => {
    const [first, second] = [await createOrder(database.db), await createOrder(database.db)];
    for (const order of [first, second]) await timers.schedule(database.db, 'managers', order.id, at(5));
    await timers.plan(database.db, first.id, [['managers', null]]);
    expect(await timersOf(first.id)).toEqual([]);
    expect(await timersOf(second.id)).toEqual(['managers 11:05']);
  });
});
