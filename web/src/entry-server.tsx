// The server side of the public pages: renders one to HTML in one language, with the menu as it is now. The API
// server (server/src/modules/page) loads this module's build from web/ssr, renders each page on first request and
// keeps it until the menu changes; the browser then hydrates it (src/app/startApp.tsx).
import { drinkGroups, foodGroups, typeOfGroup } from '@konyha/domain/menu/catalogue';
import { dietSearch, parseDiets } from '@konyha/domain/menu/diet';
import { groupFromSlug, groupSlug } from '@konyha/domain/menu/groups';
import type { PageRenderer, PageSource, RenderedPage } from '@konyha/domain/pages/page-renderer';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { RENDERED_YEAR_ATTRIBUTE, thisYear } from './app/layout/year.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { lunchWeekQuery, shownWeek } from './features/lunch-menu/index.ts';
import { featureNamespaces, i18n, i18nReady, loadBundle, loadLanguage } from './i18n/i18n.ts';
import {
  PAGE_STATE_ID,
  type PageState,
  type PrerenderReport,
  PrerenderReportContext,
} from './lib/prerenderReport.ts';
import { orderStatusKey } from './lib/queries/orderStatus.ts';
import { type MenuSection, productsQuery } from './lib/queries/products.ts';
import { openingHoursQuery } from './lib/queries/schedule.ts';
import { RENDERED_AT_ATTRIBUTE } from './lib/renderedMinute.ts';
import { RENDERED_DAY_ATTRIBUTE, restaurantDay } from './lib/restaurantDay.ts';
import { doorPaymentsText } from './lib/restaurantText.ts';

/**
 * The pages every guest sees the same way. Pages that depend on the visitor (cart, checkout, login, profile,
 * dashboard) are rendered in the browser only. The guest's order page and the lunch page (its portions and today's
 * window change by the minute) are rendered by the server per request, not kept.
 */
export const pagePaths: PageRenderer['pagePaths'] = () => {
  const menu = [...foodGroups, ...drinkGroups].map(
    (group) => `/foods/${groupSlug(group, restaurant.brandSlug)}`,
  );
  return ['/', '/events', '/contact', '/map', '/privacy', '/terms', ...menu];
};

/** The menu group a path shows, if it is a menu page. */
function menuGroup(path: string) {
  const slug = matchPath('/foods/:group', path)?.params.group;
  return slug ? groupFromSlug(slug, restaurant.brandSlug) : undefined;
}

/** A menu page shows the dishes of its dietary filters (`?diet=`); the other pages read no query. */
export const pageQuery: PageRenderer['pageQuery'] = (path, query) =>
  menuGroup(path) ? dietSearch(parseDiets(query.get('diet'))) : '';

/** JSON that is safe inside a <script> element: no "<" can close it or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A menu page shows its group's section of the menu; seeding it lets the page arrive with its products. */
async function seedMenu(path: string, client: QueryClient, source: PageSource): Promise<void> {
  const group = menuGroup(path);
  if (!group) return;
  const section: MenuSection = typeOfGroup(group) === 'FOOD' ? 'foods' : 'drinks';
  client.setQueryData(productsQuery(section).queryKey, await source.products(section));
}

/** The lunch page shows the week of the day it is rendered on, with the instant it judges the window by. */
async function seedLunchMenu(
  path: string,
  day: string,
  client: QueryClient,
  source: PageSource,
): Promise<void> {
  if (path !== '/lunch-menu') return;
  const week = shownWeek(day);
  client.setQueryData(lunchWeekQuery(week).queryKey, await source.lunchWeek(week));
}

/** Every page's footer shows the opening hours, the home and contact pages too. */
async function seedOpeningHours(client: QueryClient, source: PageSource): Promise<void> {
  client.setQueryData(openingHoursQuery.queryKey, await source.openingHours());
}

/** A guest's order page shows the order its link opens; a 404 or 410 rejects the render (the server decides). */
async function seedOrderStatus(path: string, client: QueryClient, source: PageSource): Promise<void> {
  const token = matchPath('/order-status/:token', path)?.params.token;
  if (token) client.setQueryData(orderStatusKey(token), await source.orderStatus(token));
}

export const renderPage: PageRenderer['renderPage'] = async (
  path,
  language,
  source,
): Promise<RenderedPage> => {
  await i18nReady;
  await loadLanguage(language);
  await Promise.all(featureNamespaces.map((namespace) => loadBundle(language, namespace)));
  await i18n.changeLanguage(language);

  const url = new URL(path, 'http://localhost');
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderedAt = new Date();
  const report: PrerenderReport = {
    namespaces: new Set(),
    year: thisYear(),
    day: restaurantDay(renderedAt),
    renderedAt: renderedAt.toISOString(),
  };
  const client = createQueryClient();
  await Promise.all([
    seedMenu(url.pathname, client, source),
    seedOrderStatus(url.pathname, client, source),
    seedLunchMenu(url.pathname, report.day, client, source),
    seedOpeningHours(client, source),
  ]);
  const { prelude } = await prerender(
    <StrictMode>
      <PrerenderReportContext value={report}>
        {/* Nobody is logged in on a server-rendered page; the browser adds the session after hydrating. */}
        <Providers client={client} user={null}>
          {/* No inline hydration script: the CSP allows none, and pages without loaders need no data. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </PrerenderReportContext>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  if (!report.title) throw new Error(`${path} sets no document title`);
  // The browser hydrates only in the language the page was rendered in, after loading the feature texts it shows
  // and adopting the API answers (src/app/startApp.tsx), and with the year and the day it was rendered on (the
  // footer's copyright and special dates).
  const root = `<div id="root" data-language="${language}" data-namespaces="${[...report.namespaces].join(' ')}" ${RENDERED_YEAR_ATTRIBUTE}="${report.year}" ${RENDERED_DAY_ATTRIBUTE}="${report.day}" ${RENDERED_AT_ATTRIBUTE}="${report.renderedAt}">`;
  const answers: PageState = client
    .getQueryCache()
    .getAll()
    .map(({ queryKey, state }) => ({ queryKey, data: state.data }));
  const state =
    answers.length > 0
      ? `<script type="application/json" id="${PAGE_STATE_ID}">${scriptSafeJson(answers)}</script>`
      : '';
  const description = i18n.t('meta.description', {
    name: restaurant.name,
    area: restaurant.deliveryArea[language],
    methods: doorPaymentsText(language),
  });
  return { title: report.title, description, body: `${root}${html}</div>${state}` };
};
