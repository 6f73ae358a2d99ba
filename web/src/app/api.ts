import { type ErrorType, errorTypes } from '@konyha/domain/common/errors';

/** A failed API call. The UI decides what to show from `code`, never from the server's message. */
export class ApiRequestError extends Error {
  readonly code: ErrorType;
  readonly status: number;

  constructor(code: ErrorType, status: number) {
    super(`API request failed: ${code} (${status})`);
    this.name = 'ApiRequestError';
    this.code = code;
    this.status = status;
  }
}

type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

const knownCodes: ReadonlySet<string> = new Set(errorTypes);

function errorCodeOf(body: unknown): ErrorType {
  const code = (body as { errorType?: unknown } | null)?.errorType;
  return typeof code === 'string' && knownCodes.has(code) ? (code as ErrorType) : 'SERVER_ERROR';
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
 * Calls `/api<path>` with the session cookie and returns the answer, or throws an ApiRequestError.
 * The answer is typed, not parsed: the server validates what it sends against the domain's schemas, and parsing
 * again here would put zod (about 24 KB gzip) on every page that loads data.
 */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal }: ApiFetchOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError('SERVER_ERROR', 0);
  }
  const data = await readJson(response);
  if (!response.ok) throw new ApiRequestError(errorCodeOf(data), response.status);
  return data as T;
}
