import { groupAvailabilitySchema, productListSchema } from '@konyha/domain/menu/products';
import { instantOf } from '@konyha/domain/restaurant/local-time';
import { aProductInput } from '@konyha/domain/testing/product.fixture';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app.ts';
import type { TestDatabase } from '../../../test/database.ts';
import { newSoup } from '../../../test/dishes.ts';
import { eventually } from '../../../test/eventually.ts';
import { useManagerAndAssistant, useTestApp } from '../../../test/use-test-app.ts';

// Tuesday 1 December 2026, 10:00 in Budapest; tests move it.
const clock = { now: instantOf('2026-12-01', '10:00') };
const t = useTestApp({ clock: () => clock.now });
const staff = useManagerAndAssistant(t);

const lunch = [
  { days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], from: '11:00', to: '15:00' },
];
const brunch = [{ days: ['SATURDAY', 'SUNDAY'], from: '09:00', to: '12:00' }];

const putGroup = (group: string, payload: object, headers: Record<string, string> = staff.manager.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/product/group-availability/${group}`, headers, payload });
const foods = async () =>
  productListSchema.parse((await t.app.inject({ url: '/api/product/foods' })).json()).products;

describe('a dish’s own windows', () => {
  it('are saved with the product and answered on the menu with its group’s', async () => {
    const soup = await newSoup(t.app, staff.manager.headers, { availability: lunch });
    expect(soup).toMatchObject({ availability: lunch, groupAvailability: [] });
    const listed = await eventually(foods, (list) => list.some((p) => p.id === soup.id));
    expect(listed.find((p) => p.id === soup.id)?.availability).toEqual(lunch);

    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/product/product',
      headers: staff.manager.headers,
      payload: {
        ...aProductInput({ name: 'Napi leves', loquuId: soup.loquuId }),
        id: soup.id,
        availability: [],
      },
    });
    expect(edited.json().products[0].availability).toEqual([]);
  });

  it('refuse bad windows naming the field', async () => {
    const post = (availability: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/product/product',
        headers: staff.manager.headers,
        payload: aProductInput({ loquuId: 1901, availability } as object),
      });
    const backwards = await post([{ days: ['MONDAY'], from: '15:00', to: '11:00' }]);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', field: 'availability.0.to' });
    const unknownDay = await post([...lunch, { days: ['FUNDAY'], from: '09:00', to: '10:00' }]);
    expect(unknownDay.statusCode).toBe(400);
    expect(unknownDay.json().field).toBe('availability.1.days.0');
  });
});

describe('GET and PUT /api/product/group-availability', () => {
  it('lists every group, empty without windows, for anyone', async () => {
    const answer = await t.app.inject({ url: '/api/product/group-availability' });
    expect(answer.statusCode).toBe(200);
    const groups = answer.json().groups.map((g: unknown) => groupAvailabilitySchema.parse(g));
    expect(groups.map((g: { group: string }) => g.group)).toContain('SOUP');
    expect(groups.find((g: { group: string }) => g.group === 'DESSERT')?.availability).toEqual([]);
  });

  it('lets a manager set a group’s windows, which its dishes carry at once', async () => {
    const saved = await putGroup('DESSERT', { availability: brunch });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ group: 'DESSERT', availability: brunch });
    const listed = (await t.app.inject({ url: '/api/product/group-availability' })).json().groups;
    expect(listed).toContainEqual({ group: 'DESSERT', availability: brunch });
    const desserts = (await foods()).filter((p) => p.group === 'DESSERT');
    expect(desserts.length).toBeGreaterThan(0);
    expect(desserts.every((p) => JSON.stringify(p.groupAvailability) === JSON.stringify(brunch))).toBe(true);

    // The printed menu says the hours under each of its dishes, in its language.
    for (const [language, words] of [
      ['en', 'Available Saturday–Sunday 09:00–12:00'],
      ['hu', 'Kapható szombat–vasárnap 09:00–12:00'],
    ]) {
      const pdf = await t.app.inject({ url: `/api/menu/pdf/${language}` });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
        mergePages: true,
      });
      expect(text).toContain(words);
    }

    expect((await putGroup('DESSERT', { availability: [] })).json().availability).toEqual([]);
    expect((await foods()).find((p) => p.group === 'DESSERT')?.groupAvailability).toEqual([]);
  });

  it('reaches every instance: another one’s cached menu shows the change at once', async () => {
    const other = await buildTestApp({ clock: () => clock.now, database: t.database as TestDatabase });
    try {
      const fish = async () =>
        productListSchema
          .parse((await other.app.inject({ url: '/api/product/foods' })).json())
          .products.find((p) => p.group === 'FISH')?.groupAvailability;
      expect(await fish()).toEqual([]);
      await putGroup('FISH', { availability: lunch });
      expect(await eventually(fish, (windows) => windows?.length === 1)).toEqual(lunch);
    } finally {
      await putGroup('FISH', { availability: [] });
      await other.close();
    }
  });

  it('refuses an unknown group and bad windows naming the field', async () => {
    const unknown = await putGroup('PIZZA', { availability: lunch });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('group');
    const bad = await putGroup('SOUP', { availability: [{ days: [], from: '11:00', to: '15:00' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('availability.0.days');
  });

  it('is a manager’s: a shop assistant is refused, a guest must log in', async () => {
    expect((await putGroup('SOUP', { availability: lunch }, staff.assistant.headers)).statusCode).toBe(403);
    expect((await putGroup('SOUP', { availability: lunch }, {})).statusCode).toBe(401);
  });
});
