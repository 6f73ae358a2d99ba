import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown } | (() => Promise<never>);

/**
 * Stubs fetch with answers by "METHOD /api/path" (without the query); anything else is a 404.
 * Returns the mock, so tests can read what was sent.
 */
export function stubApi(routes: Record<string, Reply>) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const reply = routes[`${init?.method ?? 'GET'} ${url.split('?')[0]}`];
    if (typeof reply === 'function') return reply();
    const { status = 200, body = {} } = reply ?? { status: 404, body: { errorType: 'NOT_FOUND' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A request that never answers: the screen stays in its loading state. */
export const pending = () => new Promise<never>(() => {});
