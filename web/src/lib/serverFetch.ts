/**
 * Where the API calls of a server render go (issue 33: a staff member's dashboard drawn by the server with what the
 * API shows them). Only the server-rendering build reaches this module (api.ts names it under
 * `import.meta.env.SSR`); the browser's build leaves it out.
 */
type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

let current: Fetch | undefined;

export function serverFetch(url: string, init?: RequestInit): Promise<Response> {
  // A public page's render calls nothing: its answers are seeded (src/entry-server.tsx).
  return current ? current(url, init) : Promise.reject(new TypeError('no API during this render'));
}

/** Runs `render` with its API calls answered by `api`. Renders take turns (the page service queues them). */
export async function withServerFetch<T>(api: Fetch, render: () => Promise<T>): Promise<T> {
  current = api;
  try {
    return await render();
  } finally {
    current = undefined;
  }
}
