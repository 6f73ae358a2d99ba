import { api, endpoints } from '@konyha/domain/api/contract';
import { mayCall } from '@konyha/domain/api/endpoint';
import { localDay } from '@konyha/domain/restaurant/local-time';
import type { Role } from '@konyha/domain/users/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { loggedInUser } from './factories.ts';
import { type Caller, callers, loggedIn, matrix } from './role-matrix.ts';

interface Operation {
  tags?: string[];
  security?: unknown[];
}
type Paths = Record<string, Record<string, Operation>>;

const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;
const roleOf = (caller: Caller) => (caller === 'anonymous' ? undefined : caller);
// A URL for a path with parameters; the guard answers before the parameters are read.
const sampleUrl = (path: string) =>
  `/api${path.replace(':date', localDay(new Date())).replace(/:\w+/g, '1')}`;
const matches = (path: string, url: string) =>
  new RegExp(`^/api${path.replace(/:\w+/g, '[^/]+')}$`).test(url);

let t: TestApp;
let paths: Paths;
const headers: Partial<Record<Caller, Record<string, string>>> = { anonymous: {} };

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  paths = (t.app.swagger() as { paths: Paths }).paths;
  for (const role of loggedIn)
    headers[role] = (await loggedInUser(t.app, t.database.db, { role: role as Role })).headers;
});
afterAll(() => t.close());

describe('the API contract', () => {
  it('names every endpoint once', () => {
    const keys = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(endpoints.map((endpoint) => [endpoint.method, endpoint.path, endpoint] as const))(
    '%s %s is registered and documented as the table says',
    (method, path, endpoint) => {
      expect(t.app.hasRoute({ method, url: `/api${path}` })).toBe(true);
      const operation = paths[openApiPath(path)]?.[method.toLowerCase()];
      expect(operation?.tags).toEqual(endpoint.tags);
      expect(operation?.security).toEqual(endpoint.access === 'public' ? undefined : [{ bearer: [] }]);
    },
  );

  it('leaves no documented endpoint out', () => {
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const named = endpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
    expect(documented.sort()).toEqual(named.sort());
  });

  it.each(matrix)('grants %s %s to the callers of the role matrix', (method, url, allowed) => {
    const endpoint = endpoints.find((entry) => entry.method === method && matches(entry.path, url));
    expect(endpoint, 'an entry in the table').toBeDefined();
    const granted = callers.filter((caller) => endpoint && mayCall(endpoint.access, roleOf(caller)));
    expect(granted).toEqual(allowed);
  });

  it.each(
    endpoints.filter((endpoint) => endpoint.access !== 'public').map((e) => [e.method, e.path, e] as const),
  )('%s %s refuses the callers the table leaves out', async (method, path, endpoint) => {
    for (const caller of callers.filter((caller) => !mayCall(endpoint.access, roleOf(caller)))) {
      const response = await t.app.inject({ method, url: sampleUrl(path), headers: headers[caller] ?? {} });
      expect(response.statusCode, `${caller} should be refused`).toBe(caller === 'anonymous' ? 401 : 403);
    }
  });

  it('keeps the order endpoint that takes the Idempotency-Key header', () => {
    expect(paths['/api/order/add']?.post).toMatchObject({
      parameters: [expect.objectContaining({ in: 'header', name: 'idempotency-key' })],
    });
    expect(api.order.add.request.headers).toBeDefined();
  });
});
