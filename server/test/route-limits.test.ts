import { randomBytes } from 'node:crypto';
import { productListSchema } from '@konyha/domain/menu/products';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusLinks, products } from '../src/db/schema/index.ts';
import { loggedInUser } from './factories.ts';
import { photo } from './images.ts';
import { uploadPhoto } from './photo-upload.ts';
import { statusTestApp, tokenOf } from './status-app.ts';

/** Issue 28: the routes that answered any number of requests from one address, and the photo's conditional GET. */
let s: Awaited<ReturnType<typeof statusTestApp>>;
beforeAll(async () => {
  s = await statusTestApp();
});
afterAll(() => s.close());

let addressSequence = 0;
const freshAddress = () => `10.28.${++addressSequence}.1`;

/** `limit` requests from one address, then one more from it and one from another address. */
async function pastTheLimit(request: InjectOptions, limit: number) {
  const address = freshAddress();
  const statuses = new Set<number>();
  for (let i = 0; i < limit; i++)
    statuses.add((await s.app.inject({ ...request, remoteAddress: address })).statusCode);
  const past = await s.app.inject({ ...request, remoteAddress: address });
  const other = await s.app.inject({ ...request, remoteAddress: freshAddress() });
  return { statuses, past, other };
}

const reference = () => `sbx_${randomBytes(16).toString('hex')}`;

describe('per-address limits', () => {
  it.each<[string, () => Promise<InjectOptions>, number]>([
    [
      'the order page /order-status/{token}',
      async () => ({ url: `/order-status/${(await s.place()).token}` }),
      60,
    ],
    [
      'GET /api/user/forgotPassword/{token}',
      async () => ({ url: `/api/user/forgotPassword/${'x'.repeat(43)}` }),
      30,
    ],
    ['the sandbox 3-D Secure page', async () => ({ url: `/api/payment/sandbox/3ds/${reference()}` }), 30],
    [
      "the sandbox 3-D Secure page's answer",
      async () => ({
        method: 'POST',
        url: `/api/payment/sandbox/3ds/${reference()}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=approve',
      }),
      30,
    ],
    [
      'POST /api/order/{id}/status-link',
      async () => ({
        method: 'POST',
        url: `/api/order/${(await s.place()).id}/status-link`,
        headers: s.assistant.headers,
      }),
      30,
    ],
  ])('%s answers 429 TOO_MANY_REQUESTS past its limit, for that address only', async (_, request, limit) => {
    const { statuses, past, other } = await pastTheLimit(await request(), limit);
    expect(statuses.has(429)).toBe(false);
    expect(past.statusCode).toBe(429);
    expect(past.json()).toMatchObject({ errorType: 'TOO_MANY_REQUESTS' });
    expect(past.headers['retry-after']).toBeDefined();
    expect(other.statusCode).not.toBe(429);
  });
});

describe('POST /api/order/{id}/status-link', () => {
  const linksOf = async (orderId: number) =>
    (
      await s.t.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(orderStatusLinks)
        .where(eq(orderStatusLinks.orderId, orderId))
    )[0]?.count;

  it('gives a caller the same working link each time, so asking again stores nothing new', async () => {
    const customer = await loggedInUser(s.app, s.t.database.db, { role: 'CUSTOMER' });
    const { id } = await s.place({}, customer.headers);
    const ask = async (headers: Record<string, string>) => {
      const answer = await s.app.inject({
        method: 'POST',
        url: `/api/order/${id}/status-link`,
        headers,
        remoteAddress: freshAddress(),
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().statusUrl as string;
    };
    const before = await linksOf(id);
    const first = await ask(customer.headers);
    const again = new Set<string>();
    for (let i = 0; i < 20; i++) again.add(await ask(customer.headers));
    expect([...again]).toEqual([first]);
    expect(await linksOf(id)).toBe((before ?? 0) + 1);
    expect((await s.status(tokenOf(first))).json().number).toBe(id);
    // Staff get a link of their own, which nobody else could have worked out either.
    const staffs = await ask(s.assistant.headers);
    expect(staffs).not.toBe(first);
    expect(await ask(s.assistant.headers)).toBe(staffs);
    expect(await linksOf(id)).toBe((before ?? 0) + 2);
  });
});

describe('GET /api/product/photo/{file} with If-None-Match', () => {
  it('answers 304 for the file’s hash without reading the image: still so once the photo is gone', async () => {
    const admin = await loggedInUser(s.app, s.t.database.db, { role: 'ADMIN' });
    const [dish] = await s.t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.type, 'FOOD'))
      .limit(1);
    const uploaded = await uploadPhoto(s.app, admin.headers, dish?.id ?? 0, await photo(640, 480, 'jpeg'));
    const url = productListSchema.parse(uploaded.json()).products[0]?.photo?.variants[0]?.url ?? '';
    const served = await s.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const etag = served.headers.etag as string;

    const removed = await s.app.inject({
      method: 'DELETE',
      url: `/api/product/${dish?.id}/photo`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await s.app.inject({ url })).statusCode).toBe(404);
    const revalidated = await s.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(revalidated.body).toBe('');
  });
});
