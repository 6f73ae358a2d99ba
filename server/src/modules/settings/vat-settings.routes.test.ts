import { aProductInput } from '@konyha/domain/testing/product.fixture';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useManagerAndAssistant, useTestApp } from '../../../test/use-test-app.ts';
import { products } from '../../db/schema/index.ts';

const t = useTestApp({});
const staff = useManagerAndAssistant(t);

const read = async () => (await t.app.inject({ url: '/api/settings/vat' })).json();
const put = (payload: object, headers: Record<string, string> = staff.manager.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/vat', headers, payload });
const dish = (changes: object) =>
  aProductInput({
    name: 'Házi pogácsa',
    nameEnglish: 'Homemade scones',
    group: 'STARTER',
    price: 990,
    loquuId: 7100,
    ...changes,
  });
const addProduct = (changes: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/product/product',
    headers: staff.manager.headers,
    payload: dish(changes),
  });

describe('VAT settings', () => {
  it("tells anyone the seeded rates and the delivery fee's rate", async () => {
    expect(await read()).toEqual({ rates: [27, 18, 5, 0], deliveryRate: 27 });
  });

  it('lets a manager add a rate, which a product may then have', async () => {
    const saved = await put({ rates: [27, 18, 5, 0, 12], deliveryRate: 27 });
    expect(saved.json()).toEqual({ rates: [27, 18, 5, 0, 12], deliveryRate: 27 });
    expect(await read()).toEqual({ rates: [27, 18, 5, 0, 12], deliveryRate: 27 });
    const product = await addProduct({ vatRate: 12, loquuId: 7101 });
    expect(product.statusCode).toBe(201);
    expect(product.json().products[0].vatRate).toBe(12);
  });

  it('refuses to remove a rate a product still has (409 naming rates), and removes it once none has', async () => {
    const refused = await put({ rates: [27, 18, 5, 0], deliveryRate: 27 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorType: 'CONFLICT', field: 'rates' });
    expect((await read()).rates).toContain(12);

    await t.db.update(products).set({ vatRate: 27 }).where(eq(products.vatRate, 12));
    expect((await put({ rates: [27, 18, 5, 0], deliveryRate: 27 })).statusCode).toBe(200);
    const product = await addProduct({ vatRate: 12, loquuId: 7102 });
    expect(product.statusCode).toBe(400);
    expect(product.json()).toMatchObject({
      errorType: 'VALIDATION_ERROR',
      field: 'vatRate',
      message: 'rateNotConfigured',
    });
  });

  it('names the field of bad settings: a delivery rate not among the rates, a duplicate, no rates', async () => {
    for (const [payload, field] of [
      [{ rates: [27, 5], deliveryRate: 18 }, 'deliveryRate'],
      [{ rates: [27, 27], deliveryRate: 27 }, 'rates'],
      [{ rates: [], deliveryRate: 27 }, 'rates'],
      [{ rates: [27, -5], deliveryRate: 27 }, 'rates.1'],
    ] as const) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
    }
    expect(await read()).toEqual({ rates: [27, 18, 5, 0], deliveryRate: 27 });
  });

  it('lets only managers and admins change them', async () => {
    expect((await put({ rates: [27], deliveryRate: 27 }, staff.assistant.headers)).statusCode).toBe(403);
    expect((await put({ rates: [27], deliveryRate: 27 }, {})).statusCode).toBe(401);
  });

  it('never leaves a product with a removed rate when the change and a new product race', async () => {
    await put({ rates: [27, 18, 5, 0, 12], deliveryRate: 27 });
    const [removal, product] = await Promise.all([
      put({ rates: [27, 18, 5, 0], deliveryRate: 27 }),
      addProduct({ vatRate: 12, loquuId: 7103 }),
    ]);
    const rates = (await read()).rates as number[];
    const withTwelve = await t.db.select().from(products).where(eq(products.vatRate, 12));
    // One of them wins: either the rate is gone and no product has it, or the product has it and it stays.
    if (removal.statusCode === 200) {
      expect(product.statusCode).toBe(400);
      expect(withTwelve).toEqual([]);
      expect(rates).not.toContain(12);
    } else {
      expect(removal.statusCode).toBe(409);
      expect(product.statusCode).toBe(201);
      expect(rates).toContain(12);
    }
    await t.db.update(products).set({ vatRate: 27 }).where(eq(products.vatRate, 12));
    await put({ rates: [27, 18, 5, 0], deliveryRate: 27 });
  });
});
