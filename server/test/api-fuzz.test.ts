import { createHash } from 'node:crypto';
import { localDay } from '@konyha/domain/restaurant/local-time';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { guestOrderBody, loggedInUser } from './factories.ts';
import {
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  requestOf,
} from './fuzz/openapi-requests.ts';
import type { Dictionary } from './fuzz/schema-arbitrary.ts';

/**
 * Every endpoint of the OpenAPI document gets random and hostile values in every field and parameter, sent
 * anonymously and by an ADMIN: whatever comes in, the answer is never a 5xx, and every error is a JSON
 * `{ errorType, message }` (a bad field is a 400 that names it). Fixed seed and a bounded count so it runs in
 * every `./konyha test`; FUZZ_SEED and FUZZ_RUNS explore further by hand.
 */
const baseSeed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const runs = Number(process.env.FUZZ_RUNS ?? 60);
// Wednesday noon in Budapest: the kitchen is open, so orders "as soon as possible" get as far as the database.
const now = new Date('2026-03-04T11:00:00Z');

let t: TestApp;
let operations: Operation[];
let dictionary: Dictionary;
let adminHeaders: Record<string, string> | undefined;
let sequence = 0;
let shopSettings: Pick<typeof settings.$inferSelect, 'orderingActive' | 'minOrderValue'>;

async function admin(): Promise<Record<string, string>> {
  if (!adminHeaders) {
    await t.database.db.update(settings).set({ twoFactorRequired: false });
    adminHeaders = (await loggedInUser(t.app, t.database.db, { role: 'ADMIN' })).headers;
  }
  return adminHeaders;
}

/**
 * The ADMIN fuzz switches ordering off and raises the minimum order value at random; orders would then be refused
 * before the checkout reads their fields, so the shop is opened again before each one.
 */
async function keepShopOpen(request: FuzzRequest) {
  if (request.url.startsWith('/api/order/add') || request.url.startsWith('/api/order/calculate'))
    await t.database.db.update(settings).set(shopSettings);
}

beforeAll(async () => {
  // Limits per address would answer 429 before the handlers see the input; each request comes from its own.
  t = await buildTestApp({ clock: () => now, env: { AUTH_RATE_LIMIT: '100000' } });
  const [seeded] = await t.database.db.select().from(settings);
  shopSettings = { orderingActive: true, minOrderValue: seeded?.minOrderValue ?? 0 };
  // Reads first, changes last: edits and deletions of the menu would otherwise take the products orders need.
  const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument).sort(
    (a, b) => order.indexOf(a.method) - order.indexOf(b.method),
  );
  const get = async (url: string) => (await t.app.inject({ url })).json();
  const foods: { id: number }[] = (await get('/api/product/foods')).products;
  const streets: string[] = await get('/api/streets/1137');
  const { user } = await loggedInUser(t.app, t.database.db, { email: 'vendeg@example.com' });
  // A real status link, so the order page's endpoints get past the token to their handlers.
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/add',
    payload: guestOrderBody(foods[0]?.id ?? 0, 5),
  });
  const statusUrl: string = placed.json().statusUrl;
  dictionary = {
    id: foods.slice(0, 5).map((f) => f.id),
    userId: [user.id],
    zipCode: ['1137'],
    city: ['Budapest'],
    street: streets.slice(0, 3).map((street) => `${street} 24.`),
    coupon: ['KONYHA10', 'konyha10'],
    code: ['KONYHA10'],
    email: ['vendeg@example.com', 'admin@example.com'],
    password: ['Password1'],
    currentPassword: ['Password1'],
    newPassword: ['Password2'],
    phone: ['+36 30 123 4567'],
    name: ['Vendég Vera'],
    date: [localDay(now)],
    // A report's range: the month before the fuzz's day.
    from: [localDay(new Date(now.getTime() - 30 * 86_400_000))],
    to: [localDay(now)],
    language: ['hu', 'en'],
    token: [new URL(statusUrl).pathname.split('/').at(-1) ?? ''],
  };
});
afterAll(() => t.close());

/** A seed of its own per endpoint, so adding an endpoint does not change what the others are sent. */
function seedOf(operation: Operation, caller: string): number {
  const digest = createHash('sha256').update(`${caller} ${operation.method} ${operation.path}`).digest();
  return (baseSeed + digest.readUInt32BE(0)) | 0;
}

function describeRequest(request: FuzzRequest): string {
  const body = request.rawPayload ?? JSON.stringify(request.payload);
  return `${request.method} ${request.url.slice(0, 300)} ${body === undefined ? '' : body.slice(0, 400)}`;
}

async function send(request: FuzzRequest, headers: Record<string, string>) {
  sequence += 1;
  const raw = request.rawPayload !== undefined;
  return t.app.inject({
    method: request.method,
    url: request.url,
    remoteAddress: `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
    headers: { ...headers, ...request.headers, ...(raw ? { 'content-type': 'application/json' } : {}) },
    ...(raw ? { payload: request.rawPayload } : {}),
    ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
  });
}

/** The answer to a hostile request: below 500, and an error is JSON with errorType, message (and a field). */
async function checkAnswer(request: FuzzRequest, caller: 'anonymous' | 'ADMIN'): Promise<number> {
  const headers = caller === 'ADMIN' ? await admin() : {};
  await keepShopOpen(request);
  const response = await send(request, headers);
  // The fuzz may log the admin out, change their password or demote them: the next run logs in afresh.
  if (caller === 'ADMIN' && (response.statusCode === 401 || response.statusCode === 403))
    adminHeaders = undefined;
  const what = `${describeRequest(request)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], what).toMatch(/^application\/json/);
    const body = response.json();
    expect(typeof body.errorType, what).toBe('string');
    expect(typeof body.message, what).toBe('string');
    if (body.errorType === 'VALIDATION_ERROR') expect(typeof body.field, what).toBe('string');
  }
  return response.statusCode;
}

describe('every endpoint answers hostile input without a server error', () => {
  it('covers the whole OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  // Each endpoint runs to its end, so one run lists every endpoint that fails, not just the first; and the fuzz
  // must get past the checks to the handlers, or it would prove nothing.
  // Shares of the endpoints the caller may reach: an anonymous caller is only measured on the open ones, so staff
  // endpoints added later do not raise its bar.
  const callers: ['anonymous' | 'ADMIN', number][] = [
    ['anonymous', 0.6],
    ['ADMIN', 0.7],
  ];
  it.each(callers)(
    'sent %s, and answered most endpoints with success at least once',
    async (caller, succeededShare) => {
      const failures: string[] = [];
      const succeeded = new Set<Operation>();
      for (const operation of operations) {
        const details = await fc.check(
          fc.asyncProperty(requestOf(operation, dictionary), async (request) => {
            // A redirect is the success of the routes that send the browser on (the hosted payment page's).
            if ((await checkAnswer(request, caller)) < 400) succeeded.add(operation);
          }),
          { seed: seedOf(operation, caller), numRuns: runs, endOnFailure: true },
        );
        if (details.failed)
          failures.push(
            `${operation.method} ${operation.path} (seed ${details.seed}): ${String(details.errorInstance)}`,
          );
      }
      expect(failures.join('\n\n')).toBe('');
      const reachable = caller === 'anonymous' ? operations.filter((o) => o.open) : operations;
      const never = reachable.filter((o) => !succeeded.has(o)).map((o) => `${o.method} ${o.path}`);
      expect(reachable.length - never.length, `never a success: ${never.join(', ')}`).toBeGreaterThanOrEqual(
        Math.floor(reachable.length * succeededShare),
      );
    },
    600_000,
  );
});
