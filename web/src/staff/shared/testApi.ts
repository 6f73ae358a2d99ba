import { vi } from 'vitest';

type Handler = (
  url: string,
  init: RequestInit | undefined,
) => { status?: number; body?: unknown } | undefined;

/** Stubs fetch for the API: each call goes to `handle`; what it leaves unanswered is a 404. Returns the mock. */
export function stubApi(handle: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = handle(String(input), init);
    if (!answer) return new Response('{}', { status: 404 });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body a stubbed call was made with. */
export const sentBody = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));
