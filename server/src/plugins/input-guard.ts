import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from '../errors.ts';

interface Place {
  value: unknown;
  key?: string;
  parent?: Place;
}

function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The field path (as validation errors name it: `address.city`, `products.0.name`) of the first string holding a
 * NUL byte, or undefined. Iterative and linear, so a body nested thousands deep costs no more than its size.
 */
export function nulBytePath(value: unknown): string | undefined {
  const pending: Place[] = [{ value }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    if (typeof place.value === 'string') {
      if (place.value.includes('\u0000')) return pathOf(place);
    } else if (place.value !== null && typeof place.value === 'object') {
      const entries = Object.entries(place.value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        pending.push({ value: child, key, parent: place });
      }
    }
  }
  return undefined;
}

const parts = [
  ['params', 'params'],
  ['querystring', 'query'],
  ['body', 'body'],
] as const satisfies readonly [string, keyof FastifyRequest][];

/**
 * PostgreSQL text cannot hold a NUL byte (U+0000): a query carrying one fails, so it must not get that far. Checked
 * once here, on every validated part of every request (path, query, body: each field, present and future) after
 * its schema has passed (so unknown fields are gone and a schema's own complaint comes first), rather than in
 * each schema; answered like any bad field: 400 VALIDATION_ERROR naming it.
 */
export function registerInputGuard(app: FastifyInstance) {
  // A callback rather than an async function: no promise per request for a check that never waits.
  app.addHook('preHandler', (request, _reply, done) => {
    const schema = request.routeOptions.schema;
    if (schema)
      for (const [schemaPart, requestPart] of parts) {
        if (!schema[schemaPart]) continue;
        const path = nulBytePath(request[requestPart]);
        if (path !== undefined) {
          const field = path || requestPart;
          return done(invalidField(field, `${field}: must not contain a NUL character`));
        }
      }
    done();
  });
}
