import fc from 'fast-check';
import { hostileParameter, hostileString, hostileValue } from './hostile-values.ts';
import { conforming, type Dictionary, type JsonSchema, mutatedBody } from './schema-arbitrary.ts';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path as the document writes it, `/api/event/{date}`. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** Open to anyone: the document asks for no bearer token. */
  open: boolean;
}

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  /** A JSON value, or raw text sent as JSON (broken JSON). */
  payload?: unknown;
  rawPayload?: string;
}

/** Every endpoint and method of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      open: !operation.security?.length,
    })),
  );
}

/** encodeURIComponent throws on a lone surrogate; the wire would carry U+FFFD instead. */
const encode = (value: string) => encodeURIComponent(value.toWellFormed());

/** A header value Node's HTTP layer lets through (it refuses control characters before any route sees them). */
const headerSafe = (value: string) => /^[\x20-\x7e]*$/.test(value);

/** Escapes no client would send, written into the URL as they are (every other value is percent-encoded). */
const brokenEscape = fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%C0%80', '%00', '%FF%FE');

function parameterValue(parameter: Parameter, dictionary: Dictionary): fc.Arbitrary<string> {
  const valid = conforming(parameter.schema ?? { type: 'string' }, dictionary, parameter.name).map((value) =>
    encode(String(value ?? '')),
  );
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 4, arbitrary: hostileParameter.map(encode) },
    { weight: 1, arbitrary: brokenEscape },
  );
}

const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[',
  'nul',
  '"\\u0000"',
  '{"__proto__":{"x":1}}',
  '1e999',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
);

/** One request to the operation: every path and query parameter and every body field valid or hostile. */
export function requestOf(operation: Operation, dictionary: Dictionary): fc.Arbitrary<FuzzRequest> {
  const byPlace = (place: Parameter['in']) => operation.parameters.filter((p) => p.in === place);
  const pathValues = fc.tuple(...byPlace('path').map((p) => parameterValue(p, dictionary)));
  const queryValues = fc.tuple(
    ...byPlace('query').map((p) =>
      p.required
        ? parameterValue(p, dictionary).map((v) => [v])
        : fc.oneof(
            {
              weight: 4,
              arbitrary: fc.option(parameterValue(p, dictionary)).map((v) => (v === null ? [] : [v])),
            },
            // Repeated, it arrives as an array.
            { weight: 1, arbitrary: fc.array(parameterValue(p, dictionary), { minLength: 2, maxLength: 2 }) },
          ),
    ),
  );
  const headerValues = fc.tuple(
    ...byPlace('header').map((p) =>
      fc.option(
        fc.oneof(
          { weight: 3, arbitrary: conforming(p.schema ?? {}, dictionary, p.name).map(String) },
          { weight: 1, arbitrary: hostileString.filter(headerSafe) },
        ),
      ),
    ),
  );
  const body = operation.body
    ? fc.oneof(
        {
          weight: 12,
          arbitrary: mutatedBody(operation.body, dictionary, hostileValue).map((payload) => ({ payload })),
        },
        { weight: 1, arbitrary: brokenJson.map((rawPayload) => ({ rawPayload })) },
        { weight: 1, arbitrary: fc.constant({}) },
      )
    : fc.constant({});

  return fc
    .tuple(pathValues, queryValues, headerValues, body)
    .map(([paths, queries, headerList, payload]) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => paths[index++] ?? '');
      const query = byPlace('query')
        .flatMap((p, i) => (queries[i] ?? []).map((value) => `${encode(p.name)}=${value}`))
        .join('&');
      const headers: Record<string, string> = {};
      byPlace('header').forEach((p, i) => {
        const value = headerList[i];
        if (value !== null && value !== undefined) headers[p.name] = value;
      });
      return { method: operation.method, url: query ? `${path}?${query}` : path, headers, ...payload };
    });
}
