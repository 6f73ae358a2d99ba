import { instantOf } from '@konyha/domain/restaurant/local-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { eventually } from '../../../test/eventually.ts';
import { productGroupAvailability, products } from '../../db/schema/index.ts';
import { createCatalogueService } from './catalogue.service.ts';

// What is rendered from the menu (the public pages) is dropped when a dish's window opens or closes (issue 31): the
// catalogue's timer tells its listeners then. Its own answers carry the windows, not the clock.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
const dish = { nameEnglish: 'Lunch stew', description: '', price: 2890, type: 'FOOD', loquuId: 1 } as const;

/** A clock that runs, started at `start`: the catalogue's timer looks at it again when it fires. */
function catalogueAt(start: Date) {
  const offset = start.getTime() - Date.now();
  const clock = () => new Date(Date.now() + offset);
  const catalogue = createCatalogueService({
    database,
    clock,
    schedule: { openingHours: async () => ({ weekly: {}, specialDates: [] }) as never, onChange: () => {} },
    options: { groupsOfProducts: async () => new Map(), onChange: () => {} },
    orders: { portionsOrdered: async () => new Map() },
  });
  let drops = 0;
  catalogue.onChange(() => drops++);
  return { catalogue, drops: () => drops };
}

describe('the menu cache and the dishes’ windows', () => {
  it('drops what was made from the menu the moment a group’s window opens', async () => {
    await database.db.insert(products).values({ ...dish, name: 'Ebéd', group: 'BEEF' });
    await database.db.insert(productGroupAvailability).values({
      group: 'BEEF',
      availability: [{ days: [...weekdays], from: '11:00', to: '15:00' }],
    });
    // 300 ms before 11:00 on a Tuesday.
    const { catalogue, drops } = catalogueAt(new Date(instantOf('2026-12-01', '11:00').getTime() - 300));
    const [stew] = (await catalogue.products('FOOD')).filter((p) => p.name === 'Ebéd');
    expect(stew?.groupAvailability).toHaveLength(1);
    expect(drops()).toBe(0);
    expect(
      await eventually(
        async () => drops(),
        (count) => count > 0,
      ),
    ).toBe(1);
  });

  it('keeps a menu without windows until it changes', async () => {
    await database.db.delete(productGroupAvailability);
    const { catalogue, drops } = catalogueAt(new Date(instantOf('2026-12-01', '11:00').getTime() - 300));
    await catalogue.products('FOOD');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(drops()).toBe(0);
  });
});
