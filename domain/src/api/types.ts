import type { z } from 'zod';
import type { Api } from './contract.ts';

/**
 * Types read from the contract for a client, imported with `import type` only: the browser gets no zod and no
 * table at run time, since a call names its endpoint by a checked `'METHOD /path'` string that carries both.
 */
type Entry = { [Area in keyof Api]: Api[Area][keyof Api[Area]] }[keyof Api];

/** Every endpoint as `'POST /order/add'` (the path as the table writes it, below /api). */
export type Route = Entry extends infer E ? (E extends Entry ? `${E['method']} ${E['path']}` : never) : never;

export type EndpointOf<R extends Route> = Extract<
  Entry,
  { method: R extends `${infer M} ${string}` ? M : never }
> &
  Extract<Entry, { path: R extends `${string} ${infer P}` ? P : never }>;

type Part<E, K extends string> = E extends { request: Record<K, infer S extends z.ZodType> }
  ? z.input<S>
  : never;

/** What a call sends: the path parameters, query, body and headers, each only where the endpoint reads one. */
export type RequestOf<R extends Route> = {
  [K in 'params' | 'querystring' | 'body' | 'headers' as [Part<EndpointOf<R>, K>] extends [never]
    ? never
    : K]: Part<EndpointOf<R>, K>;
};

/** The answer's body for a status (200 unless said). */
export type AnswerOf<R extends Route, Status extends number = 200> =
  EndpointOf<R> extends {
    response: Record<Status, infer S extends z.ZodType>;
  }
    ? z.output<S>
    : never;
