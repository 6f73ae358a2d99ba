import type { Language } from '../common/language.ts';
import type { LunchWeek } from '../lunch/lunch-menu.schemas.ts';
import type { Product } from '../menu/products.ts';
import type { OrderStatus } from '../orders/order-status.schemas.ts';
import type { OpeningHours } from '../restaurant/opening-hours.schemas.ts';

/** Where a server render gets its data from: the answers the API serves the same page in the browser. */
export interface PageSource {
  /** The lists /api/product/foods and /api/product/drinks serve. */
  products(section: 'foods' | 'drinks'): Promise<Product[]>;
  /** What /api/order-status/{token} answers; its 404 and 410 reject as they do there. */
  orderStatus(token: string): Promise<OrderStatus>;
  /** What /api/opening-hours answers: the footer, home and contact pages show the week and the special dates. */
  openingHours(): Promise<OpeningHours>;
  /** What /api/lunch-menu?week= answers: the lunch page shows the week of the day it is rendered on (issue 31). */
  lunchWeek(week: string): Promise<LunchWeek>;
  /**
   * The API as the staff member whose dashboard is rendered sees it (issue 33): a fetch of `/api/...` paths with
   * their login, answered in-process. Absent for every other page.
   */
  staffApi?: (url: string, init?: RequestInit) => Promise<Response>;
}

/** A dashboard the renderer will not draw: the login is gone, or not staff's, or must enrol in two-factor first. */
export const NOT_STAFF_PAGE = 'NOT_STAFF_PAGE';

export interface RenderedPage {
  /** The page's title and its description for search engines and link previews, unescaped. */
  title: string;
  description: string;
  /** What replaces index.html's empty `<div id="root"></div>`: the page and the API answers it shows. */
  body: string;
}

/**
 * What the web app's server-rendering build (web/src/entry-server.tsx, built to web/ssr) offers the API server,
 * which renders the public pages with it.
 */
export interface PageRenderer {
  /**
   * The paths of the pages every guest sees alike, which the server keeps once rendered. The guest's own order page,
   * `/order-status/{token}`, is rendered too, but afresh for each request, and so is the dashboard's current
   * orders for a logged-in staff member (`staffPaths`); the rest are left to the browser.
   */
  pagePaths(): string[];
  /**
   * The part of a URL's query that the page at `path` shows (the menu's `?diet=`), written one way, or '' when it
   * reads none. The server keeps one page per path and this, so equal filters share a page and other queries (a
   * campaign tag) make none.
   */
  pageQuery(path: string, query: URLSearchParams): string;
  /** The dashboard's pages the renderer draws for a staff member (with `staffApi`), never kept. */
  staffPaths(): string[];
  /**
   * `path`: a page's path, followed by what pageQuery gave for it. A staff path without a staff login rejects with
   * an Error whose message is NOT_STAFF_PAGE.
   */
  renderPage(path: string, language: Language, source: PageSource): Promise<RenderedPage>;
}
