import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { type FeatureNamespace, i18nReady, loadBundle, rememberedLanguage } from '../i18n/i18n.ts';
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

/**
 * Starts the shop in `root`. A page the server prerendered in the guest's language (data-language, written by
 * src/entry-server.tsx) is hydrated: React takes over the markup already on screen. Anything else (a page that is
 * never prerendered, or one in the other language) is rendered afresh.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const routes = createRoutes();
  const language = rememberedLanguage();
  const app = () => (
    <StrictMode>
      <Providers client={createQueryClient()}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  );
  if (root.dataset.language !== language) {
    // The router (created in `app`) starts fetching the page's chunk at once, while the texts load alongside.
    const element = app();
    await i18nReady;
    createRoot(root).render(element);
    return;
  }
  const namespaces = (root.dataset.namespaces?.split(' ').filter(Boolean) ?? []) as FeatureNamespace[];
  await Promise.all([
    settleLazyRoutes(routes, window.location),
    i18nReady.then(() => Promise.all(namespaces.map((namespace) => loadBundle(language, namespace)))),
  ]);
  hydrateRoot(root, app());
}
