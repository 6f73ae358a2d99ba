import type { Language } from '../common/language.ts';
import type { Product } from '../menu/products.ts';

/** Where a server render gets the menu from: the lists /api/product/foods and /api/product/drinks serve. */
export interface PageSource {
  products(section: 'foods' | 'drinks'): Promise<Product[]>;
}

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
  /** The paths of the pages every guest sees alike; the rest are left to the browser. */
  pagePaths(): string[];
  renderPage(path: string, language: Language, source: PageSource): Promise<RenderedPage>;
}
