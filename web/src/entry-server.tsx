// The server side of prerendering: renders a public page to HTML in one language. scripts/prerender.ts runs it at
// build time for the pages below; the browser then hydrates them (src/app/startApp.tsx).
import { drinkGroups, foodGroups } from '@konyha/domain/menu/catalogue';
import { groupSlug } from '@konyha/domain/menu/groups';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type PrerenderReport, PrerenderReportContext } from './app/prerenderReport.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { featureNamespaces, i18n, i18nReady, type Language, loadBundle, loadLanguage } from './i18n/i18n.ts';

/**
 * The pages every guest sees the same way. The menu's products are not part of the build: its pages arrive with the
 * categories, legend and links, and the products load as before. Pages that depend on the visitor (cart, checkout,
 * login, profile, dashboard) are rendered in the browser only.
 */
export function prerenderedPaths(): string[] {
  const menu = [...foodGroups, ...drinkGroups].map(
    (group) => `/foods/${groupSlug(group, restaurant.brandSlug)}`,
  );
  return ['/', '/events', '/contact', '/map', '/privacy', '/terms', ...menu];
}

export type RenderedPage = {
  /** The markup that goes inside #root. */
  html: string;
  title: string;
  /** The feature texts the page shows, which the browser loads before hydrating. */
  namespaces: string[];
};

export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  await i18nReady;
  await loadLanguage(language);
  await Promise.all(featureNamespaces.map((namespace) => loadBundle(language, namespace)));
  await i18n.changeLanguage(language);

  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const report: PrerenderReport = { namespaces: new Set() };
  const { prelude } = await prerender(
    <StrictMode>
      <PrerenderReportContext value={report}>
        {/* Nobody is logged in on a prerendered page; the browser adds the session after hydrating. */}
        <Providers client={createQueryClient()} user={null}>
          {/* No inline hydration script: the CSP allows none, and pages without loaders need no data. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </PrerenderReportContext>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  if (!report.title) throw new Error(`${path} sets no document title`);
  return { html, title: report.title, namespaces: [...report.namespaces] };
}
