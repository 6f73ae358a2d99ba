import { instantOf } from '@konyha/domain/restaurant/local-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSoup } from '../../../test/dishes.ts';
import { createOrder, loggedInUser } from '../../../test/factories.ts';
import { useManagerAndAssistant, useTestApp } from '../../../test/use-test-app.ts';
import { orderLines } from '../../db/schema/index.ts';

// Fixed weeks, whatever today is: 2026-W48 is Monday 23 to Friday 27 November 2026.
const t = useTestApp({ clock: () => instantOf('2026-11-20', '12:00') });
const staff = useManagerAndAssistant(t);

const goulash = { name: 'Gulyásleves', nameEnglish: 'Goulash soup', allergenics: ['GLUTEN_FREE'] };
const paprikash = { name: 'Csirkepaprikás galuskával', nameEnglish: 'Chicken paprikash with dumplings' };
const lecso = { name: 'Lecsó kolbásszal', nameEnglish: 'Lecsó with sausage', allergenics: ['HOT'] };

const menuA = { code: 'A', price: 2290, mainOnlyPrice: 1890, soup: goulash, main: paprikash, portions: 30 };
const menuB = { code: 'B', price: 2590, soup: goulash, main: lecso };

/** Wednesday with a B and an A menu; `changes` replace any of its parts. */
const wednesday = (changes: Record<string, unknown> = {}) => ({
  date: '2026-11-25',
  window: { from: '11:30', to: '14:30' },
  variants: [menuB, menuA] as object[],
  ...changes,
});

const put = (week: string, payload: object, headers: Record<string, string> = staff.manager.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/lunch-menu/${week}`, payload, headers });
const get = (week: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/lunch-menu?week=${week}`, headers });

describe('the lunch menu of a week', () => {
  it('answers a week without a lunch menu with no days', async () => {
    const response = await get('2026-W47');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ week: '2026-W47', days: [] });
  });

  it('gives back the saved week to anyone: weekdays in order, variants by code, names in both languages', async () => {
    const monday = { date: '2026-11-23', variants: [{ code: 'A', price: 2190, main: paprikash }] };
    const saved = await put('2026-W48', { days: [wednesday(), monday] });
    expect(saved.statusCode).toBe(200);
    const read = await get('2026-W48');
    expect(read.json()).toEqual(saved.json());
    const { days } = read.json();
    expect(days.map((day: { date: string }) => day.date)).toEqual(['2026-11-23', '2026-11-25']);
    // A day saved without a window gets the default lunch window.
    expect(days[0].window).toEqual({ from: '11:00', to: '15:00' });
    expect(days[1].window).toEqual({ from: '11:30', to: '14:30' });
    expect(days[1].variants).toMatchObject([
      {
        code: 'A',
        price: 2290,
        mainOnlyPrice: 1890,
        soup: { productId: null, ...goulash },
        main: { name: 'Csirkepaprikás galuskával', nameEnglish: 'Chicken paprikash with dumplings' },
        portions: 30,
        portionsLeft: 30,
      },
      { code: 'B', mainOnlyPrice: null, portions: null, portionsLeft: null, main: lecso },
    ]);
    expect(days[0].variants[0]).toMatchObject({ soup: null, main: { allergenics: [] } });
  });

  it('answers 304 to a browser that has the unchanged week', async () => {
    const first = await get('2026-W48');
    const again = await get('2026-W48', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the ids of the variants whose day and code stay, and removes the days and variants left out', async () => {
    const before = (await put('2026-W48', { days: [wednesday()] })).json();
    const [a, b] = before.days[0].variants;
    const changed = wednesday({
      variants: [
        { code: 'A', price: 2390, soup: null, main: lecso, portions: 20 },
        { code: 'C', price: 2690, main: paprikash },
      ],
    });
    const after = (await put('2026-W48', { days: [changed] })).json();
    expect(after.days).toHaveLength(1);
    const [keptA, newC] = after.days[0].variants;
    expect(keptA).toMatchObject({ id: a.id, code: 'A', price: 2390, soup: null, main: lecso, portions: 20 });
    expect(newC.id).not.toBe(b.id);
    expect(newC.code).toBe('C');
    expect((await put('2026-W48', { days: [] })).json()).toEqual({ week: '2026-W48', days: [] });
  });

  it('copies the names and marks of a dish of the menu', async () => {
    const soup = await newSoup(t.app, staff.manager.headers, { allergenics: ['VEGETARIAN'] });
    const day = wednesday({
      variants: [
        { code: 'A', price: 2290, soup: { productId: soup.id, name: 'x', nameEnglish: 'x' }, main: lecso },
      ],
    });
    const saved = (await put('2026-W48', { days: [day] })).json();
    expect(saved.days[0].variants[0].soup).toEqual({
      productId: soup.id,
      name: 'Napi leves',
      nameEnglish: 'Soup of the day',
      allergenics: ['VEGETARIAN'],
    });
  });

  it('saves week 53 and the new year days in it', async () => {
    const newYearsEve = { date: '2026-12-31', variants: [{ code: 'A', price: 2290, main: lecso }] };
    const newYear = { ...newYearsEve, date: '2027-01-01' };
    expect((await put('2026-W53', { days: [newYear, newYearsEve] })).statusCode).toBe(200);
    const { days } = (await get('2026-W53')).json();
    expect(days.map((day: { date: string }) => day.date)).toEqual(['2026-12-31', '2027-01-01']);
  });
});

describe('who may save a week', () => {
  it('refuses an assistant and a customer (403) and asks a stranger to log in (401)', async () => {
    const customer = await loggedInUser(t.app, t.db, { role: 'CUSTOMER' });
    const body = { days: [wednesday()] };
    expect((await put('2026-W49', body, staff.assistant.headers)).statusCode).toBe(403);
    expect((await put('2026-W49', body, customer.headers)).statusCode).toBe(403);
    expect((await put('2026-W49', body, {})).statusCode).toBe(401);
  });

  it('lets an admin save one', async () => {
    const admin = await loggedInUser(t.app, t.db, { role: 'ADMIN' });
    expect((await put('2026-W49', { days: [] }, admin.headers)).statusCode).toBe(200);
  });
});

describe('a week saved with bad input', () => {
  const refusal = async (week: string, days: object[]) => {
    const response = await put(week, { days });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorType).toBe('VALIDATION_ERROR');
    return response.json().field;
  };

  it('names the field that is wrong', async () => {
    expect(await refusal('2026-W48', [wednesday({ window: { from: '14:00', to: '11:00' } })])).toBe(
      'days.0.window.to',
    );
    const twiceA = wednesday({ variants: [menuA, menuA] });
    expect(await refusal('2026-W48', [twiceA])).toBe('days.0.variants.1.code');
    expect(await refusal('2026-W48', [wednesday(), wednesday({ date: '2026-12-02' })])).toBe('days.1.date');
    expect(await refusal('2026-W48', [wednesday({ date: '2026-11-28' })])).toBe('days.0.date');
    const unknownMain = { code: 'A', price: 2290, main: { ...lecso, productId: 999_999 } };
    expect(await refusal('2026-W48', [wednesday({ variants: [unknownMain] })])).toBe(
      'days.0.variants.0.main.productId',
    );
  });

  it('refuses a week that does not exist', async () => {
    const response = await put('2025-W53', { days: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('week');
  });
});

describe('the portions left of a variant', () => {
  let variantId: number;
  beforeAll(async () => {
    variantId = (await put('2026-W50', { days: [wednesday({ date: '2026-12-09' })] })).json().days[0]
      .variants[0].id;
  });
  const left = async () => (await get('2026-W50')).json().days[0].variants[0].portionsLeft;
  const orderOf = async (quantity: number, state: 'NEW' | 'REJECTED' = 'NEW') => {
    const order = await createOrder(t.db, { state, slotAt: instantOf('2026-12-09', '12:00') });
    await t.db.insert(orderLines).values({
      orderId: order.id,
      lunchVariantId: variantId,
      name: 'A menü',
      nameEnglish: 'Menu A',
      unitPrice: 2290,
      quantity,
    });
  };

  it('goes down with the lines of orders that count, not of a refused one, and stays at 0', async () => {
    expect(await left()).toBe(30);
    await orderOf(3);
    expect(await left()).toBe(27);
    await orderOf(5, 'REJECTED');
    expect(await left()).toBe(27);
    // Fewer portions than were ordered is allowed: none are left.
    const fewer = wednesday({ date: '2026-12-09', variants: [{ ...menuA, portions: 2 }] });
    const saved = (await put('2026-W50', { days: [fewer] })).json();
    expect(saved.days[0].variants[0]).toMatchObject({ id: variantId, portions: 2, portionsLeft: 0 });
  });
});
