import { catalogue } from './catalogue.contract.ts';
import { order } from './order.contract.ts';
import { shop } from './shop.contract.ts';
import { twoFactor, user } from './user.contract.ts';

/**
 * Every endpoint of the API, named once: the server registers its routes and role checks from it and the OpenAPI
 * document follows. It holds zod schemas, so browser code on the public pages imports it with `import type` only.
 */
export const api = { catalogue, shop, order, user, twoFactor };

export type Api = typeof api;
