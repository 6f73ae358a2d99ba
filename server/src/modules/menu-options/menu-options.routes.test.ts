import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import type { Product } from '@konyha/domain/menu/products';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.ts';
import { loggedInUser } from '../../../test/factories.ts';
import {
  addDish,
  addGroup,
  dishBody,
  extrasGroup,
  optionOf,
  sideGroup,
} from '../../../test/option-groups.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const t = useTestApp({});
type Headers = Record<string, string>;
const users = {} as Record<'customer' | 'assistant' | 'manager' | 'admin', { headers: Headers }>;
beforeAll(async () => {
  users.customer = await loggedInUser(t.app, t.db, { role: 'CUSTOMER' });
  users.assistant = await loggedInUser(t.app, t.db, { role: 'SHOP_ASSISTANT' });
  users.manager = await loggedInUser(t.app, t.db, { role: 'MANAGER' });
  users.admin = await loggedInUser(t.app, t.db, { role: 'ADMIN' });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const putGroup = (id: number, body: object, headers = users.manager.headers) =>
  call('PUT', `/api/product/option-groups/${id}`, headers, body);
const setAvailable = (optionId: number, available: boolean, headers = users.assistant.headers) =>
  call('PUT', `/api/product/options/${optionId}`, headers, { available });
/** The group as the editor sends it back: its options with their ids. */
const bodyOf = ({ id: _id, options, ...group }: OptionGroup) => ({
  ...group,
  options: options.map(({ available: _a, ...option }) => option),
});
const publicFood = async (id: number, ok: (product: Product | undefined) => boolean) => {
  const read = async () =>
    ((await call('GET', '/api/product/foods')).json().products as Product[]).find((p) => p.id === id);
  return eventually(read, ok);
};

describe('option groups', () => {
  it('lets a manager and an admin add groups, answered with their options in order and available', async () => {
    const response = await call('POST', '/api/product/option-groups', users.manager.headers, sideGroup);
    expect(response.statusCode).toBe(201);
    const [side] = response.json().optionGroups;
    expect(side).toMatchObject({ id: expect.any(Number), nameEnglish: 'Choice of side', min: 1, max: 1 });
    expect(side.options.map((o: { nameEnglish: string }) => o.nameEnglish)).toEqual([
      'Fries',
      'Rice',
      'Mashed potatoes',
    ]);
    expect(side.options[0]).toMatchObject({ available: true, isDefault: true, price: 0 });
    const extras = await addGroup(t.app, users.admin.headers, extrasGroup);
    const listed = (await call('GET', '/api/product/option-groups', users.assistant.headers)).json();
    expect(listed.optionGroups.map((g: OptionGroup) => g.id)).toEqual(
      expect.arrayContaining([side.id, extras.id]),
    );
  });

  it('keeps groups to managers and admins, the option switch to staff, and everything from guests', async () => {
    const side = await addGroup(t.app, users.manager.headers, sideGroup);
    const add = (headers: Headers) => call('POST', '/api/product/option-groups', headers, sideGroup);
    expect((await add(users.assistant.headers)).statusCode).toBe(403);
    expect((await add(users.customer.headers)).statusCode).toBe(403);
    expect((await add({})).statusCode).toBe(401);
    expect((await putGroup(side.id, sideGroup, users.assistant.headers)).statusCode).toBe(403);
    const fries = optionOf(side, 'Fries').id;
    expect((await setAvailable(fries, false, users.customer.headers)).statusCode).toBe(403);
    expect((await setAvailable(fries, false, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/product/option-groups', users.customer.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/product/option-groups')).statusCode).toBe(401);
  });

  it.each([
    ['min', { ...sideGroup, min: 2, max: 1 }],
    ['min', { ...sideGroup, min: 0 }],
    ['nameEnglish', { ...sideGroup, nameEnglish: ' ' }],
    ['options', { ...sideGroup, options: [] }],
    [
      'options.1.price',
      { ...extrasGroup, options: [extrasGroup.options[0], { name: 'X', nameEnglish: 'X', price: -5 }] },
    ],
    ['options', { ...sideGroup, options: sideGroup.options.map((o) => ({ ...o, isDefault: true })) }],
  ])('refuses a bad group naming %s', async (field, body) => {
    const response = await call('POST', '/api/product/option-groups', users.manager.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field });
  });

  it('answers 404 for a group or an option that does not exist, 400 for an option of another group', async () => {
    expect((await putGroup(999999, sideGroup)).statusCode).toBe(404);
    expect((await setAvailable(999999, false)).statusCode).toBe(404);
    const side = await addGroup(t.app, users.manager.headers, sideGroup);
    const extras = await addGroup(t.app, users.manager.headers, extrasGroup);
    const stolen = { ...bodyOf(side), options: [...bodyOf(side).options, bodyOf(extras).options[0]] };
    const response = await putGroup(side.id, stolen);
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'options.3.id' });
  });

  it('replaces a group: kept ids stay the same option with their availability, in the new order', async () => {
    const side = await addGroup(t.app, users.manager.headers, sideGroup);
    const [fries, rice, mash] = bodyOf(side).options;
    const switched = await setAvailable(optionOf(side, 'Rice').id, false);
    expect(switched.json().optionGroups[0].options[1]).toMatchObject({
      nameEnglish: 'Rice',
      available: false,
    });

    const response = await putGroup(side.id, {
      ...bodyOf(side),
      nameEnglish: 'Side dish',
      options: [
        { ...mash, price: 250 },
        { ...rice, nameEnglish: 'Steamed rice' },
        { name: 'Párolt zöldség', nameEnglish: 'Steamed vegetables', price: 350 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const replaced: OptionGroup = response.json().optionGroups[0];
    expect(replaced.nameEnglish).toBe('Side dish');
    expect(replaced.options).toEqual([
      expect.objectContaining({ id: mash?.id, price: 250, available: true }),
      expect.objectContaining({ id: rice?.id, nameEnglish: 'Steamed rice', available: false }),
      expect.objectContaining({ id: expect.any(Number), nameEnglish: 'Steamed vegetables', available: true }),
    ]);
    expect(replaced.options.some((o) => o.id === fries?.id)).toBe(false);
  });
});

describe('products with option groups', () => {
  it('lists each product’s groups in the order given, and a group change shows on every product using it', async () => {
    const side = await addGroup(t.app, users.manager.headers, sideGroup);
    const extras = await addGroup(t.app, users.manager.headers, extrasGroup);
    const chicken = await addDish(t.app, users.manager.headers, 'Rántott csirke', [extras.id, side.id]);
    const schnitzel = await addDish(t.app, users.manager.headers, 'Bécsi szelet', [side.id]);
    const listed = await publicFood(chicken, (p) => p !== undefined);
    expect(listed?.optionGroups.map((g) => g.id)).toEqual([extras.id, side.id]);
    expect(listed?.optionGroups[1]?.options.map((o) => o.nameEnglish)).toEqual([
      'Fries',
      'Rice',
      'Mashed potatoes',
    ]);

    await putGroup(side.id, { ...bodyOf(side), nameEnglish: 'Pick a side' });
    for (const id of [chicken, schnitzel]) {
      const product = await publicFood(id, (p) => p?.optionGroups.at(-1)?.nameEnglish === 'Pick a side');
      expect(product?.optionGroups.at(-1)?.nameEnglish).toBe('Pick a side');
    }
    await setAvailable(optionOf(side, 'Fries').id, false);
    const outOfFries = await publicFood(
      schnitzel,
      (p) => p?.optionGroups[0]?.options[0]?.available === false,
    );
    expect(outOfFries?.optionGroups[0]?.options[0]).toMatchObject({ nameEnglish: 'Fries', available: false });
    const page = (
      await call('GET', '/api/product/products?pageSize=100&sortBy=name', users.assistant.headers)
    ).json();
    expect(page.products.find((p: Product) => p.id === schnitzel).optionGroups[0].id).toBe(side.id);
  });

  it('refuses an unknown group on create and on update, naming optionGroupIds and keeping nothing', async () => {
    const created = await call(
      'POST',
      '/api/product/product',
      users.manager.headers,
      dishBody('Lecsó', [999999]),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'optionGroupIds' });
    const foods = (await call('GET', '/api/product/foods')).json().products as Product[];
    expect(foods.some((p) => p.name === 'Lecsó')).toBe(false);

    const side = await addGroup(t.app, users.manager.headers, sideGroup);
    const id = await addDish(t.app, users.manager.headers, 'Pörkölt', [side.id]);
    const updated = await call('PUT', '/api/product/product', users.manager.headers, {
      ...dishBody('Pörkölt', [side.id, 999999]),
      id,
      price: 5000,
    });
    expect(updated.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'optionGroupIds' });
    const kept = await publicFood(id, (p) => p !== undefined);
    expect(kept).toMatchObject({ price: 2990, optionGroups: [expect.objectContaining({ id: side.id })] });
  });

  it('lets a manager reorder or drop a product’s groups, but not a shop assistant', async () => {
    const side = await addGroup(t.app, users.manager.headers, sideGroup);
    const extras = await addGroup(t.app, users.manager.headers, extrasGroup);
    const id = await addDish(t.app, users.manager.headers, 'Cordon bleu', [side.id, extras.id]);
    const body = { ...dishBody('Cordon bleu', [side.id, extras.id]), id };

    const off = await call('PUT', '/api/product/product', users.assistant.headers, {
      ...body,
      orderable: false,
    });
    expect(off.json().products[0]).toMatchObject({
      orderable: false,
      optionGroups: [{ id: side.id }, { id: extras.id }],
    });
    const reordered = await call('PUT', '/api/product/product', users.assistant.headers, {
      ...body,
      optionGroupIds: [extras.id],
    });
    expect(reordered.statusCode).toBe(403);
    expect(reordered.json()).toMatchObject({ errorType: 'FORBIDDEN', field: 'optionGroupIds' });

    const managed = await call('PUT', '/api/product/product', users.manager.headers, {
      ...body,
      optionGroupIds: [extras.id, side.id],
    });
    expect(managed.json().products[0].optionGroups.map((g: OptionGroup) => g.id)).toEqual([
      extras.id,
      side.id,
    ]);
    const dropped = await call('PUT', '/api/product/product', users.manager.headers, {
      ...body,
      optionGroupIds: [],
    });
    expect(dropped.json().products[0].optionGroups).toEqual([]);
  });
});
