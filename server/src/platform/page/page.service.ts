import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@konyha/domain/common/language';
import type { LunchWeek } from '@konyha/domain/lunch/lunch-menu.schemas';
import type { Product } from '@konyha/domain/menu/products';
import type { OrderStatus } from '@konyha/domain/orders/order-status.schemas';
import { NOT_STAFF_PAGE, type PageRenderer, type PageSource } from '@konyha/domain/pages/page-renderer';
import type { OpeningHours } from '@konyha/domain/restaurant/opening-hours.schemas';
import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify';
import { AppError } from '../../errors.ts';
import { encodedBody } from '../../http/encoded-body.ts';
import { memo } from '../../http/memo.ts';
import type { ServedPage } from '../../plugins/web-app.ts';
import { assertTemplate, fillTemplate, pagePath, pageQuery } from './page.template.ts';

/**
 * What the pages show, read from the catalogue, order-status, schedule and lunch menu modules' services (app.ts
 * passes them in: the platform imports no module). `onChange` is told when the menu or the hours change, so the
 * pages kept go.
 */
export interface PageReads {
  catalogue: { products(type: 'FOOD' | 'DRINK'): Promise<Product[]>; onChange(listener: () => void): void };
  status: { get(token: string): Promise<OrderStatus> };
  schedule: { openingHours(): Promise<OpeningHours>; onChange(listener: () => void): void };
  lunchMenu: { week(week: string): Promise<LunchWeek> };
  /** The app's own API, answered in-process (Fastify's inject): a staff member's dashboard reads it as them. */
  inject(request: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * The API as the holder of `token` sees it, for the dashboard's render: the same routes, role checks and answers the
 * browser gets, so the page shows exactly what its code would have fetched. It reads only.
 */
function apiAs(token: string, inject: PageReads['inject']) {
  return async (url: string, init?: RequestInit): Promise<Response> => {
    if ((init?.method ?? 'GET') !== 'GET') throw new Error('a page render only reads');
    const answer = await inject({
      method: 'GET',
      url,
      headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The renderer's answer for a login that opens no dashboard: the browser's app shows what it does without one. */
const isNotStaff = (error: unknown) => error instanceof Error && error.message === NOT_STAFF_PAGE;

/** The web app's server-rendering build sits beside the browser build: web/ssr next to web/dist. */
export const rendererPath = (webRoot: string) => path.resolve(webRoot, '../ssr/entry-server.js');

/** A guest's order page: rendered per request, as its order is private and changes. */
const orderStatusPath = /^\/order-status\/[^/]+$/;

/**
 * The lunch page: rendered per request and kept nowhere, as its portions left change with every order and what it
 * offers with the clock (today's window opens and closes, the day and the week turn), so no saved week goes stale.
 */
const lunchMenuPath = '/lunch-menu';

/** The answers of a link that opens no order: the browser's app shows them (not found, expired) as it does today. */
const isClosedLink = (error: unknown) =>
  error instanceof AppError && (error.errorType === 'NOT_FOUND' || error.errorType === 'LINK_EXPIRED');

/**
 * The public pages, rendered here with the web app's own components and the menu as it is now, so a guest sees the
 * page before its JavaScript has arrived. Each page is rendered on its first request per language (and per dietary
 * filter, for the menu) and kept until the menu changes; a guest's order page and the lunch page are rendered afresh
 * for every request and kept nowhere. Without the server-rendering build every path gets the bare app, as before.
 */
export async function createPageService({
  webRoot,
  catalogue,
  status,
  schedule,
  lunchMenu,
  inject,
  log,
}: PageReads & { webRoot: string; log: FastifyBaseLogger }) {
  const file = rendererPath(webRoot);
  const indexHtml = path.join(webRoot, 'index.html');
  if (!existsSync(file) || !existsSync(indexHtml)) {
    log.warn({ renderer: file }, 'no server-rendering build; pages are rendered in the browser only');
    return {
      page: async (_url: string, _language: Language, _session: string | null): Promise<ServedPage | null> =>
        null,
    };
  }
  const renderer: PageRenderer = await import(pathToFileURL(file).href);
  const template = readFileSync(indexHtml, 'utf8');
  assertTemplate(template);
  const known = new Set(renderer.pagePaths());
  const staffPaths = new Set(renderer.staffPaths());
  const pages = new Map<string, Promise<ServedPage>>();
  catalogue.onChange(() => pages.clear());
  // The footer, home and contact pages show the hours.
  schedule.onChange(() => pages.clear());
  const source: PageSource = {
    products: (section) => catalogue.products(section === 'foods' ? 'FOOD' : 'DRINK'),
    orderStatus: (token) => status.get(token),
    openingHours: () => schedule.openingHours(),
    lunchWeek: (week) => lunchMenu.week(week),
  };

  // The renderer switches its one set of texts to the page's language, so renders take turns.
  let turn: Promise<unknown> = Promise.resolve();
  function render(pagePath: string, language: Language, pageSource = source): Promise<string> {
    const rendered = turn.then(async () =>
      fillTemplate(template, language, await renderer.renderPage(pagePath, language, pageSource)),
    );
    turn = rendered.catch(() => undefined);
    return rendered;
  }

  async function orderPage(path: string, language: Language): Promise<ServedPage | null> {
    try {
      return { html: await render(path, language), shared: false };
    } catch (error) {
      if (isClosedLink(error)) return null;
      throw error;
    }
  }

  /** A staff member's dashboard, drawn with what the API shows them now; without a staff login, the bare app. */
  async function dashboardPage(path: string, language: Language, session: string | null) {
    if (!session) return null;
    try {
      const html = await render(path, language, { ...source, staffApi: apiAs(session, inject) });
      return { html, shared: false } as const;
    } catch (error) {
      if (isNotStaff(error)) return null;
      throw error;
    }
  }

  return {
    /**
     * The page of a request's `url` in `language`, or null for a path only the browser renders. `session`: the
     * login of the request's cookie (sent with the dashboard's pages only).
     */
    async page(url: string, language: Language, session: string | null): Promise<ServedPage | null> {
      const path = pagePath(url);
      if (orderStatusPath.test(path)) return orderPage(path, language);
      if (staffPaths.has(path)) return dashboardPage(path, language, session);
      if (path === lunchMenuPath) return { html: await render(path, language), shared: false };
      if (!known.has(path)) return null;
      // A filtered menu is a page of its own (rendered as the browser will hydrate it); the renderer writes each
      // filter one way, so there are at most a few per path however the query is spelt.
      const page = `${path}${renderer.pageQuery(path, pageQuery(url))}`;
      // Rendered and compressed once until the menu or the hours change: each request sends ready bytes.
      return memo(pages, `${language} ${page}`, async () => ({
        encoded: await encodedBody(await render(page, language)),
        shared: true,
      }));
    },
  };
}

export type PageService = Awaited<ReturnType<typeof createPageService>>;
