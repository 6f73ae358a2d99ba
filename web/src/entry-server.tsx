// The server side of the public pages: renders one to HTML in one language, with the menu as it is now. The API
// server (server/src/modules/page) loads this module's build from web/ssr, renders each page on first request and
// keeps it until the menu changes; the browser then hydrates it (src/app/startApp.tsx).
import { drinkGroups, foodGroups, typeOfGroup } from '@konyha/domain/menu/catalogue';
import { dietSearch, parseDiets } from '@konyha/domain/menu/diet';
import { groupFromSlug, groupSlug } from '@konyha/domain/menu/groups';
import {
  NOT_STAFF_PAGE,
  type PageRenderer,
  type PageSource,
  type RenderedPage,
} from '@konyha/domain/pages/page-renderer';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { type Capability, can } from '@konyha/domain/users/capabilities';
import type { QueryClient, QueryObserverOptions } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { RENDERED_YEAR_ATTRIBUTE, thisYear } from './app/layout/year.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { lunchWeekQuery, shownWeek } from './features/lunch-menu/index.ts';
import { twoFactorStatusQuery } from './features/profile/index.ts';
import { featureNamespaces, i18n, i18nReady, loadBundle, loadLanguage } from './i18n/i18n.ts';
import { ApiRequestError, call } from './lib/api.ts';
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
import { withServerFetch } from './lib/serverFetch.ts';
import { isStaff, SESSION_KEY, type SessionUser } from './lib/session.ts';

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

/**
 * The dashboard's pages the server draws for a staff member (issue 33), with the capability each asks for: the
 * first screen after a login, so it is on screen before its code has arrived. Each is rendered per request with what
 * the API shows that member now, and kept nowhere.
 */
const staffPages: Record<string, Capability> = { '/dashboard/current-orders': 'handleOrders' };

export const staffPaths: PageRenderer['staffPaths'] = () => Object.keys(staffPages);

/** A login that opens no dashboard (gone, not staff's, or waiting for its two-factor enrolment): the bare app. */
const notStaff = () => new Error(NOT_STAFF_PAGE);

/** The staff member the API knows by the page's login, if they may open `path`; the two-factor answer is kept. */
async function staffUser(path: string, client: QueryClient): Promise<SessionUser> {
  const capability = staffPages[path];
  const user = (await call('GET /user/activeuser').catch(() => ({ users: [] }))).users[0];
  if (!capability || !user || !isStaff(user) || !can(user.role, capability)) throw notStaff();
  // An ADMIN may require enrolment: every staff call answers 403 until then, and the browser sends them to it.
  const twoFactor = await client.fetchQuery(twoFactorStatusQuery());
  if (twoFactor.setupRequired) throw notStaff();
  return user;
}

/**
 * Notes what a render's hooks ask `client` for: every useQuery passes its options (with `enabled`) through
 * defaultQueryOptions, while on the server nothing fetches them. `missing` lists those not answered yet, which a
 * browser would fetch after its first render.
 */
function noteAskedQueries(client: QueryClient): { missing: () => QueryObserverOptions[] } {
  const asked = new Map<string, QueryObserverOptions>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: QueryObserverOptions) => {
    const defaulted = defaults(options);
    // A query switched off here (the browser's push subscription, on a server) stays for the browser to read.
    if (defaulted.enabled !== false) asked.set(defaulted.queryHash, defaulted);
    return defaulted;
  }) as QueryClient['defaultQueryOptions'];
  const answered = (hash: string) => client.getQueryCache().get(hash)?.state.data !== undefined;
  return {
    missing: () => [...asked.entries()].filter(([hash]) => !answered(hash)).map(([, options]) => options),
  };
}

/**
 * A page's HTML in one piece. React moves a large Suspense boundary's content (a dashboard's screen) after the page
 * with an inline script to put it in place, which the CSP refuses; a page rendered whole needs no such script.
 */
const renderHtml = async (element: ReactNode) =>
  new Response((await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY })).prelude).text();

/**
 * Renders until the page asks for nothing it lacks: each pass fetches what the one before read (a list shows, then
 * the alarms over it), so the page arrives as the browser would draw it once its answers are in. A refusal of the
 * login on the way (signed out meanwhile) leaves the page to the browser.
 */
async function renderWithAnswers(element: ReactNode, client: QueryClient): Promise<string> {
  const asked = noteAskedQueries(client);
  for (let pass = 1; ; pass++) {
    const html = await renderHtml(element);
    const missing = asked.missing();
    if (missing.length === 0 || pass === 4) return html;
    await Promise.all(
      missing.map((options) =>
        client.fetchQuery({ ...options, queryKey: options.queryKey ?? [], retry: false }),
      ),
    ).catch((error: unknown) => {
      throw error instanceof ApiRequestError && (error.status === 401 || error.status === 403)
        ? notStaff()
        : error;
    });
  }
}

/** A dashboard page: the staff member its login names, and the page drawn with what the API shows them. */
const drawStaffPage = (
  staffApi: NonNullable<PageSource['staffApi']>,
  path: string,
  client: QueryClient,
  draw: (user: SessionUser) => ReactNode,
) =>
  withServerFetch(staffApi, async () => {
    const user = await staffUser(path, client);
    return { user, html: await renderWithAnswers(draw(user), client) };
  });

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
  const draw = (user: SessionUser | null) => (
    <StrictMode>
      <PrerenderReportContext value={report}>
        <Providers client={client} user={user}>
          {/* No inline hydration script: the CSP allows none, and pages without loaders need no data. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </PrerenderReportContext>
    </StrictMode>
  );
  // Nobody is logged in on a public page (the browser adds the session after hydrating); a dashboard is its staff's.
  const { user, html } = source.staffApi
    ? await drawStaffPage(source.staffApi, url.pathname, client, draw)
    : { user: null, html: await renderHtml(draw(null)) };
  // The browser starts logged in as the member the page was drawn for, as it must to hydrate the same page.
  if (user) client.setQueryData([SESSION_KEY], user);
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
