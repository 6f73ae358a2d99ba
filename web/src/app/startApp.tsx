import type { Query, QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { type FeatureNamespace, i18nReady, loadBundle, rememberedLanguage } from '../i18n/i18n.ts';
import { loadCart, watchCart } from '../lib/cartStore.ts';
import { PAGE_STATE_ID, type PageState } from '../lib/prerenderReport.ts';
import { SESSION_KEY, type SessionUser } from '../lib/session.ts';
import type { HeldClicks } from './heldClicks.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { createRoutes } from './routes.tsx';

/**
 * Fetches the lazily loaded parts of the routes matching `url` and puts them on the route objects, so the router's
 * first render is the page itself, as the server rendered it, rather than the fallback shown while chunks load.
 */
async function settleLazyRoutes(routes: RouteObject[], url: Location): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      const parts =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => unknown)()]),
              ),
            );
      Object.assign(route, parts);
      delete route.lazy;
    }),
  );
}

const yieldToMain = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Runs `effect` (a stable function) once the first render is on screen: for a hydration, once React has committed
 * it (the whole page: public pages have no Suspense boundary).
 * It wraps the app rather than sitting beside it: a sibling would shift every useId below it away from the ids the
 * server rendered (src/entry-server.tsx has no such sibling), a mismatch React leaves unpatched.
 */
function AfterFirstRender({ effect, children }: { effect: () => void; children: ReactNode }) {
  useEffect(effect, [effect]);
  return children;
}

/**
 * How long an answer the page came with is not read again as a screen showing it mounts. Read again as the page
 * comes alive, each would cost a phone the request and a second, blocking render of every screen that shows it; the
 * staff's live channel reads the order lists again as soon as it listens (StaffLiveChannel.tsx), which covers what
 * changed since the server drew the page. Later mounts read as each query says.
 */
const PAGE_STATE_FRESH_MS = 30_000;

/** The API answers the server rendered the page with, so the first render in the browser shows the same. */
function adoptPageState(client: QueryClient): void {
  const json = document.getElementById(PAGE_STATE_ID)?.textContent;
  // Adopted as fetched now: the server drops its rendered pages the moment the menu changes.
  const adoptedAt = Date.now();
  const refetchOnMount = (query: Query) =>
    query.state.dataUpdatedAt !== adoptedAt || Date.now() - adoptedAt > PAGE_STATE_FRESH_MS;
  for (const { queryKey, data } of json ? (JSON.parse(json) as PageState) : []) {
    client.setQueryData(queryKey, data, { updatedAt: adoptedAt });
    client.setQueryDefaults(queryKey, { refetchOnMount });
  }
}

/**
 * Starts the shop in `root`. A page the server rendered in the guest's language (data-language, written by
 * src/entry-server.tsx) is hydrated: React takes over the markup already on screen. Anything else (a page only
 * the browser renders, or one in the other language) is rendered afresh.
 */
export async function startApp(root: HTMLElement, clicks: HeldClicks): Promise<void> {
  // Each step below is a task of its own: a phone stays responsive to taps between them.
  await yieldToMain();
  loadCart();
  watchCart();
  const routes = createRoutes();
  const language = rememberedLanguage();
  const client = createQueryClient();
  // The router is told the page may be the server's (`hydrationData`; no route has a loader), so it keeps the place the
  // guest scrolled to while the page came alive instead of jumping to the top, away from their tap. A page the
  // browser renders starts at the top anyway.
  const app = () => (
    <StrictMode>
      {/* A dashboard the server drew starts logged in as its staff member; other pages load the stored login. */}
      <Providers client={client} user={client.getQueryData<SessionUser>([SESSION_KEY])}>
        <AfterFirstRender effect={clicks.release}>
          <RouterProvider router={createBrowserRouter(routes, { hydrationData: {} })} />
        </AfterFirstRender>
      </Providers>
    </StrictMode>
  );
  if (root.dataset.language !== language) {
    // The router (created in `app`) starts fetching the page's chunk at once, while the texts load alongside.
    const element = app();
    await i18nReady;
    // As a transition the first render yields to the browser every few milliseconds (a dashboard's first screen is
    // a few hundred milliseconds of rendering on a phone): taps are answered while it runs.
    startTransition(() => {
      createRoot(root).render(element);
    });
    return;
  }
  adoptPageState(client);
  const namespaces = (root.dataset.namespaces?.split(' ').filter(Boolean) ?? []) as FeatureNamespace[];
  await Promise.all([
    settleLazyRoutes(routes, window.location),
    i18nReady.then(() => Promise.all(namespaces.map((namespace) => loadBundle(language, namespace)))),
  ]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page; a tap meanwhile is held until React has committed it (heldClicks.ts), links now included.
  await yieldToMain();
  clicks.hydrating();
  startTransition(() => {
    hydrateRoot(root, app());
  });
}
