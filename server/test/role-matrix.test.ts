import type { Role } from '@konyha/domain/users/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';
import { loggedInUser } from './factories.ts';
import { type Caller, callers, loggedIn, matrix } from './role-matrix.ts';

let t: TestApp;
const headers: Partial<Record<Caller, Record<string, string>>> = { anonymous: {} };

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of loggedIn)
    headers[role] = (await loggedInUser(t.app, t.database.db, { role: role as Role })).headers;
});
afterAll(() => t.close());

describe('server role matrix', () => {
  it.each(matrix)('%s %s', async (method, url, allowed) => {
    for (const caller of callers) {
      // Logging out would end the session the other rows use: check logout with a token of its own.
      const callerHeaders =
        url === '/api/user/logout' && caller !== 'anonymous'
          ? (await loggedInUser(t.app, t.database.db, { role: caller })).headers
          : headers[caller];
      const response = await t.app.inject({
        method,
        url,
        headers: callerHeaders ?? {},
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        remoteAddress: `10.77.0.${callers.indexOf(caller) + 1}`,
      });
      const status = response.statusCode;
      if (allowed.includes(caller)) {
        expect([401, 403], `${caller} should pass (got ${status} ${response.body})`).not.toContain(status);
      } else {
        expect(status, `${caller} should be refused`).toBe(caller === 'anonymous' ? 401 : 403);
        expect(response.json().errorType).toBe(caller === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN');
      }
    }
  });
});
