import { aProductInput } from '@konyha/domain/testing/product.fixture';
import { describe, expect, it } from 'vitest';
import { useManagerAndAssistant, useTestApp } from '../../../test/use-test-app.ts';

const t = useTestApp({});
const staff = useManagerAndAssistant(t);

const beer = aProductInput({
  name: 'Soproni Klasszikus üveges 0,5 l',
  nameEnglish: 'Soproni Klasszikus bottle 0.5 l',
  type: 'DRINK',
  group: 'BEER',
  price: 1090,
  loquuId: 7200,
});
/** The refusal of a VAT rate the shop has not configured. */
const rateNotConfigured = { errorType: 'VALIDATION_ERROR', field: 'vatRate', message: 'rateNotConfigured' };
const send = (method: 'POST' | 'PUT', payload: object, headers = staff.manager.headers) =>
  t.app.inject({ method, url: '/api/product/product', headers, payload });
/** Sends a product as the manager and answers it as saved (201 for a new one, 200 for an edit). */
const saved = async (method: 'POST' | 'PUT', payload: object) => {
  const response = await send(method, payload);
  expect(response.statusCode).toBe(method === 'POST' ? 201 : 200);
  return response.json().products[0];
};

describe("a product's VAT rate, deposit and NTAK categories", () => {
  it('saves the rate and the deposit, and gives NTAK categories of its group when none are sent', async () => {
    expect(await saved('POST', { ...beer, vatRate: 27, deposit: 50 })).toMatchObject({
      vatRate: 27,
      deposit: 50,
      ntakCategory: 'ALKOHOLOSITAL',
      ntakSubCategory: 'SOR',
    });
    const menu = (await t.app.inject({ url: '/api/product/drinks' })).json().products;
    expect(menu.find((p: { name: string }) => p.name === beer.name)).toMatchObject({ deposit: 50 });
  });

  it('starts a product at 27 % without deposit when the form leaves them out', async () => {
    const response = await send('POST', { ...beer, loquuId: 7201 });
    expect(response.json().products[0]).toMatchObject({ vatRate: 27, deposit: 0 });
  });

  it('refuses a rate the shop has not configured, naming vatRate', async () => {
    const response = await send('POST', { ...beer, loquuId: 7202, vatRate: 12 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(rateNotConfigured);
  });

  it('refuses a negative deposit, naming deposit', async () => {
    const response = await send('POST', { ...beer, loquuId: 7203, deposit: -50 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'deposit' });
  });

  it('refuses an NTAK sub-category not of the main category, naming ntakSubCategory', async () => {
    const mismatched = await send('POST', {
      ...beer,
      loquuId: 7204,
      ntakCategory: 'ETEL',
      ntakSubCategory: 'SOR',
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'ntakSubCategory' });
    // Only a sub-category: it must belong to the group's main category.
    const alone = await send('POST', { ...beer, loquuId: 7205, ntakSubCategory: 'LEVES' });
    expect(alone.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'ntakSubCategory' });
  });

  it("keeps a product's own NTAK categories on an edit that leaves them out, and changes its rate", async () => {
    const created = await saved('POST', {
      ...beer,
      name: 'Alkoholmentes sör',
      loquuId: 7206,
      ntakCategory: 'ALKOHOLOSITAL',
      ntakSubCategory: 'ITALCSOMAG',
    });
    const { ntakCategory: _c, ntakSubCategory: _s, ...rest } = created;
    expect(await saved('PUT', { ...rest, vatRate: 18, deposit: 100 })).toMatchObject({
      vatRate: 18,
      deposit: 100,
      ntakCategory: 'ALKOHOLOSITAL',
      ntakSubCategory: 'ITALCSOMAG',
    });
    const refused = await send('PUT', { ...created, vatRate: 12 });
    expect(refused.json()).toMatchObject(rateNotConfigured);
  });

  it('lets a shop assistant switch a product off but not change its rate or deposit', async () => {
    const created = await saved('POST', { ...beer, loquuId: 7207, deposit: 50 });
    const off = await send('PUT', { ...created, orderable: false }, staff.assistant.headers);
    expect(off.json().products[0]).toMatchObject({ orderable: false, deposit: 50, vatRate: 27 });
    const deposit = await send('PUT', { ...created, deposit: 0 }, staff.assistant.headers);
    expect(deposit.json()).toMatchObject({ errorType: 'FORBIDDEN', field: 'deposit' });
    const rate = await send('PUT', { ...created, vatRate: 5 }, staff.assistant.headers);
    expect(rate.json()).toMatchObject({ errorType: 'FORBIDDEN', field: 'vatRate' });
  });
});
