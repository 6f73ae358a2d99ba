import { aProductInput } from '@konyha/domain/testing/product.fixture';
import type { FastifyInstance } from 'fastify';

// Above the seed menu's Loquu ids; one counter per test file (each file has a database of its own).
let loquuId = 1800;

/** A stew of the day with a daily count of `dailyPortions`, made by a manager through the API; answers its id. */
export async function newStew(
  app: FastifyInstance,
  managerHeaders: Record<string, string>,
  dailyPortions: number,
): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/product/product',
    headers: managerHeaders,
    payload: {
      name: 'Napi pörkölt',
      nameEnglish: 'Stew of the day',
      type: 'FOOD',
      group: 'BEEF',
      price: 3290,
      loquuId: loquuId++,
      orderable: true,
      dailyPortions,
    },
  });
  if (created.statusCode !== 201) throw new Error(`the stew was refused: ${created.body}`);
  return created.json().products[0].id;
}

/** A soup of the day made by a manager through the API, with `changes`; answers the product as the API does. */
export async function newSoup(
  app: FastifyInstance,
  managerHeaders: Record<string, string>,
  changes: object = {},
) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/product/product',
    headers: managerHeaders,
    payload: aProductInput({
      name: 'Napi leves',
      nameEnglish: 'Soup of the day',
      price: 1890,
      loquuId: loquuId++,
      ...changes,
    }),
  });
  if (created.statusCode !== 201) throw new Error(`the soup was refused: ${created.body}`);
  return created.json().products[0];
}
