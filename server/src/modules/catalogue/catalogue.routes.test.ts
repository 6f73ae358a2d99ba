import { foodGroups } from '@konyha/domain/menu/catalogue';
import { productListSchema } from '@konyha/domain/menu/products';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { eventually } from '../../../test/eventually.ts';
import { products } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function getProducts(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return { response, products: productListSchema.parse(response.json()).products };
}

describe('GET /api/product/foods and /api/product/drinks', () => {
  it('lists every food group of the seeded menu with every product field', async () => {
    const { products: foods } = await getProducts('/api/product/foods');
    for (const group of foodGroups)
      expect(foods.filter((p) => p.group === group).length).toBeGreaterThanOrEqual(3);
    expect(foods.every((p) => p.type === 'FOOD' && p.name && p.nameEnglish && p.price > 0)).toBe(true);
    const withAllergen = foods.find((p) => p.allergenics.length > 0);
    expect(withAllergen).toBeDefined();
  });

  it('lists drinks separately, in drink groups only', async () => {
    const { products: drinks } = await getProducts('/api/product/drinks');
    expect(drinks.length).toBeGreaterThan(0);
    expect(drinks.every((p) => p.type === 'DRINK')).toBe(true);
    expect(new Set(drinks.map((p) => p.group))).toEqual(
      new Set(['SOFT_DRINK', 'BEER', 'WINE', 'SPIRIT', 'HOT_DRINK']),
    );
  });

  it('keeps a product that is not orderable on the list, marked unavailable', async () => {
    const { products: before } = await getProducts('/api/product/foods');
    const soup = before.find((p) => p.group === 'SOUP' && p.orderable);
    if (!soup) throw new Error('seed has no orderable soup');
    await t.database.db.update(products).set({ orderable: false }).where(eq(products.id, soup.id));
    const after = await eventually(
      async () => (await getProducts('/api/product/foods')).products,
      (list) => list.find((p) => p.id === soup.id)?.orderable === false,
    );
    expect(after.find((p) => p.id === soup.id)).toMatchObject({ id: soup.id, orderable: false });
    await t.database.db.update(products).set({ orderable: true }).where(eq(products.id, soup.id));
  });

  it('answers 304 for a current ETag and a new ETag once a product changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/product/foods' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const cached = await t.app.inject({
      method: 'GET',
      url: '/api/product/foods',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');

    const [dish] = await t.database.db.select().from(products).where(eq(products.type, 'FOOD')).limit(1);
    if (!dish) throw new Error('no food');
    await t.database.db
      .update(products)
      .set({ price: dish.price + 100 })
      .where(eq(products.id, dish.id));
    const changed = await eventually(
      () => t.app.inject({ method: 'GET', url: '/api/product/foods', headers: { 'if-none-match': etag } }),
      (response) => response.statusCode === 200,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const updated = productListSchema.parse(changed.json()).products.find((p) => p.id === dish.id);
    expect(updated?.price).toBe(dish.price + 100);
  });

  it('shows a product added straight in the database, and drops a deleted one', async () => {
    const [added] = await t.database.db
      .insert(products)
      .values({
        name: 'Lángos',
        nameEnglish: 'Fried dough',
        price: 1490,
        type: 'FOOD',
        group: 'STARTER',
        loquuId: 9999,
      })
      .returning();
    if (!added) throw new Error('insert failed');
    const withIt = await eventually(
      async () => (await getProducts('/api/product/foods')).products,
      (list) => list.some((p) => p.id === added.id),
    );
    expect(withIt.find((p) => p.id === added.id)?.name).toBe('Lángos');
    await t.database.db.delete(products).where(eq(products.id, added.id));
    const without = await eventually(
      async () => (await getProducts('/api/product/foods')).products,
      (list) => !list.some((p) => p.id === added.id),
    );
    expect(without.some((p) => p.id === added.id)).toBe(false);
  });
});

describe('GET /api/menu/pdf/{language}', () => {
  async function pdfText(language: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/menu/pdf/${language}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    return { response, text };
  }

  it('downloads the Hungarian menu with its accents and the orderable dishes', async () => {
    const { response, text } = await pdfText('hu');
    expect(response.headers['content-disposition']).toContain('konyha-etlap.pdf');
    const foods = (await getProducts('/api/product/foods')).products.filter((p) => p.orderable);
    expect(text).toContain('Étlap');
    expect(text).toContain('Levesek');
    for (const product of foods.slice(0, 5)) expect(text).toContain(product.name);
    expect(text).toMatch(/[őű]/);
  });

  it('downloads the English menu with English names and leaves out what cannot be ordered', async () => {
    const [hidden] = await t.database.db
      .update(products)
      .set({ orderable: false })
      .where(eq(products.group, 'DESSERT'))
      .returning();
    if (!hidden) throw new Error('no dessert');
    const { response, text } = await eventually(
      () => pdfText('en'),
      ({ text }) => !text.includes(hidden.nameEnglish),
    );
    expect(response.headers['content-disposition']).toContain('konyha-menu.pdf');
    expect(text).toContain('Soups');
    expect(text).not.toContain(hidden.nameEnglish);
    expect(text).not.toContain('Desserts');
  });

  it('refuses a language it does not have, naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/menu/pdf/de' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'language' });
  });
});
