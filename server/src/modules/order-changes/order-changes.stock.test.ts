import { instantOf } from '@konyha/domain/restaurant/local-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesTestApp } from '../../../test/changes-app.ts';
import { products } from '../../db/schema/index.ts';

const now = instantOf('2026-11-20', '12:00');
let s: Awaited<ReturnType<typeof changesTestApp>>;

beforeAll(async () => {
  s = await changesTestApp(now);
});
afterAll(() => s.close());

const setSoup = (values: Partial<typeof products.$inferInsert>) =>
  s.t.database.db.update(products).set(values).where(eq(products.id, s.soup.id));

describe('a dish that ran out after the order', () => {
  it('may stay in the order when it is marked sold out, but not grow, as the web shop refuses it', async () => {
    const { id, version } = await s.place();
    await setSoup({ soldOutUntil: instantOf('2026-11-21', '00:00') });
    try {
      const kept = await s.change({ id, version }, { soups: 2, pickles: 1 }, 'Savanyúságot is kér');
      expect(kept.statusCode).toBe(200);
      const more = await s.change({ id, version: kept.json().orders[0].version }, { soups: 3 }, 'Több');
      expect(more.json()).toMatchObject({ errorType: 'SOLD_OUT', field: 'products.0' });
    } finally {
      await setSoup({ soldOutUntil: null });
    }
  });

  it('may stay in the order when it is switched off, but no more of it may come in', async () => {
    const kept = await s.place();
    const other = await s.place();
    await setSoup({ orderable: false });
    try {
      const keep = await s.change(kept, { soups: 1, pickles: 1 }, 'Egy leves elég');
      expect(keep.statusCode).toBe(200);
      const add = await s.change(other, { soups: 3 }, 'Még egy');
      expect(add.json()).toMatchObject({ errorType: 'PRODUCT_NOT_ORDERABLE', field: 'products.0.id' });
    } finally {
      await setSoup({ orderable: true });
    }
  });
});
