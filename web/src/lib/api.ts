import type { AnswerOf, RequestOf, Route } from '@konyha/domain/api/types';
// The zod-free list: the entry chunk must not carry zod.
import { type ErrorCode as ErrorType, errorTypes } from '@konyha/domain/common/error-codes';
import { serverFetch } from './serverFetch.ts';
import { storedToken } from './session.ts';

/** A failed API call. The UI decides what to show from `code`, never from the server's message. */
export class ApiRequestError extends Error {
  readonly code: ErrorType;
  readonly status: number;
  /** For VALIDATION_ERROR and the like: the offending field as a dotted path ("address.zipCode"). */
  readonly fieldPath: string | undefined;
  /** The server's message; for a refused field it is the domain's validation message key (checkout shows it). */
  readonly messageKey: string | undefined;

  constructor(code: ErrorType, status: number, fieldPath?: string, messageKey?: string) {
    super(`API request failed: ${code} (${status})`);
    this.name = 'ApiRequestError';
    this.code = code;
    this.status = status;
    this.fieldPath = fieldPath;
    this.messageKey = messageKey;
  }
}

const knownCodes: ReadonlySet<string> = new Set(errorTypes);

function errorCodeOf(body: unknown): ErrorType {
  const code = (body as { errorType?: unknown } | null)?.errorType;
  return typeof code === 'string' && knownCodes.has(code) ? (code as ErrorType) : 'SERVER_ERROR';
}

function stringOf(body: unknown, key: 'field' | 'message'): string | undefined {
  const value = (body as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** JSON headers (or the raw body's type), plus the bearer token whenever a login is stored (SPEC §7). */
function headersFor(
  contentType: string | undefined,
  extra: Record<string, string | undefined> | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const [name, value] of Object.entries(extra ?? {})) if (value !== undefined) headers[name] = value;
  if (contentType) headers['Content-Type'] = contentType;
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * What a call sends beyond the contract's parts: a signal to abort it, and for an endpoint that takes a file itself
 * as its body (a dish photo) that file, sent as it is with its own Content-Type.
 */
type CallOptions = { signal?: AbortSignal; rawBody?: Blob };

/** The success answer's body (200, 201, or 202 for work accepted to be done later); `null` for 204. */
type Success<R extends Route> = AnswerOf<R, 200> | AnswerOf<R, 201> | AnswerOf<R, 202>;
export type Answer<R extends Route> = [Success<R>] extends [never] ? null : Success<R>;

/** The request is optional where the endpoint reads no params, query, body or headers. */
type CallArgs<R extends Route> = [keyof RequestOf<R>] extends [never]
  ? [request?: CallOptions]
  : [request: RequestOf<R> & CallOptions];

/** What the implementation reads of any request; the call's signature checks it per endpoint. */
type AnyRequest = CallOptions & {
  params?: Record<string, unknown>;
  querystring?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
};

/** `/user/address/:id` with `{ id: 3 }` becomes `/user/address/3`; the query leaves out what is undefined. */
function urlOf(path: string, { params, querystring }: AnyRequest): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(querystring ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `/api${filled}${search ? `?${search}` : ''}`;
}

/** Sends a request of the contract; a network failure becomes an ApiRequestError (status 0). */
async function send<R extends Route>(route: R, request: AnyRequest, accept?: string): Promise<Response> {
  const { body, rawBody, headers, signal } = request;
  const json = body === undefined ? undefined : JSON.stringify(body);
  const space = route.indexOf(' ');
  try {
    return await (import.meta.env.SSR ? serverFetch : fetch)(urlOf(route.slice(space + 1), request), {
      method: route.slice(0, space),
      credentials: 'include',
      headers: headersFor(rawBody?.type ?? (json === undefined ? undefined : 'application/json'), {
        ...headers,
        ...(accept && { Accept: accept }),
      }),
      body: rawBody ?? json,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError('SERVER_ERROR', 0);
  }
}

/** A refusal's ApiRequestError, from the `{ errorType, message, field }` body. */
async function refusal(response: Response): Promise<ApiRequestError> {
  const data = await readJson(response);
  return new ApiRequestError(
    errorCodeOf(data),
    response.status,
    stringOf(data, 'field'),
    stringOf(data, 'message'),
  );
}

/**
 * Calls an endpoint of the contract, named `'METHOD /path'` as the table writes it, with the stored login's bearer
 * token; returns the answer or throws an ApiRequestError. The answer is typed, not parsed: the server validates what
 * it sends against the domain's schemas, and parsing again here would put zod (about 24 KB gzip) on every page
 * that loads data. Only types come from the table, so neither it nor zod reaches the browser through this file.
 */
export async function call<R extends Route>(route: R, ...[request = {}]: CallArgs<R>): Promise<Answer<R>> {
  const response = await send(route, request as AnyRequest);
  if (!response.ok) throw await refusal(response);
  return (await readJson(response)) as Answer<R>;
}

/**
 * Fetches a file an endpoint answers (an export) with the bearer token in the header — never in the URL, where
 * logs and the browser's history would keep it — and the name the server gives it (Content-Disposition).
 */
export async function download<R extends Route>(
  route: R,
  ...[request = {}]: CallArgs<R>
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(route, request as AnyRequest, '*/*');
  if (!response.ok) throw await refusal(response);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] };
}
