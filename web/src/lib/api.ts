// The zod-free list: the entry chunk must not carry zod.
import { type ErrorCode as ErrorType, errorTypes } from '@konyha/domain/common/error-codes';
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

type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, such as the order's Idempotency-Key (DESIGN §5). */
  headers?: Record<string, string>;
};

const knownCodes: ReadonlySet<string> = new Set(errorTypes);

function errorCodeOf(body: unknown): ErrorType {
  const code = (body as { errorType?: unknown } | null)?.errorType;
  return typeof code === 'string' && knownCodes.has(code) ? (code as ErrorType) : 'SERVER_ERROR';
}

function stringOf(body: unknown, key: 'field' | 'message'): string | undefined {
  const value = (body as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** JSON headers, plus the bearer token whenever a login is stored (SPEC §7). */
function headersFor(body: unknown, extra: Record<string, string> | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
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
 * Calls `/api<path>` with the stored login's bearer token and returns the answer, or throws an ApiRequestError.
 * The answer is typed, not parsed: the server validates what it sends against the domain's schemas, and parsing
 * again here would put zod (about 24 KB gzip) on every page that loads data.
 */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal, headers }: ApiFetchOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'include',
      headers: headersFor(body, headers),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError('SERVER_ERROR', 0);
  }
  const data = await readJson(response);
  if (!response.ok) {
    throw new ApiRequestError(
      errorCodeOf(data),
      response.status,
      stringOf(data, 'field'),
      stringOf(data, 'message'),
    );
  }
  return data as T;
}
