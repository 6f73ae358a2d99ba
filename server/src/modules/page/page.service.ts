import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@konyha/domain/common/language';
import type { PageRenderer, PageSource } from '@konyha/domain/pages/page-renderer';
import type { FastifyBaseLogger } from 'fastify';
import { type CachedBody, cachedBody } from '../../http/conditional.ts';
import { memo } from '../../http/memo.ts';
import type { CatalogueService } from '../product/product.service.ts';
import { assertTemplate, fillTemplate, pagePath } from './page.template.ts';

/** The web app's server-rendering build sits beside the browser build: web/ssr next to web/dist. */
export const rendererPath = (webRoot: string) => path.resolve(webRoot, '../ssr/entry-server.js');

/**
 * The public pages, rendered here with the web app's own components and the menu as it is now, so a guest sees the
 * page before its JavaScript has arrived. Each page is rendered on its first request per language and kept until
 * the menu changes. Without the server-rendering build every path gets the bare app, as before.
 */
export async function createPageService({
  webRoot,
  catalogue,
  log,
}: {
  webRoot: string;
  catalogue: CatalogueService;
  log: FastifyBaseLogger;
}) {
  const file = rendererPath(webRoot);
  const indexHtml = path.join(webRoot, 'index.html');
  if (!existsSync(file) || !existsSync(indexHtml)) {
    log.warn({ renderer: file }, 'no server-rendering build; pages are rendered in the browser only');
    return { page: async (_url: string, _language: Language): Promise<CachedBody<string> | null> => null };
  }
  const renderer: PageRenderer = await import(pathToFileURL(file).href);
  const template = readFileSync(indexHtml, 'utf8');
  assertTemplate(template);
  const known = new Set(renderer.pagePaths());
  const pages = new Map<string, Promise<CachedBody<string>>>();
  catalogue.onChange(() => pages.clear());
  const source: PageSource = {
    products: (section) => catalogue.products(section === 'foods' ? 'FOOD' : 'DRINK'),
  };

  // The renderer switches its one set of texts to the page's language, so renders take turns.
  let turn: Promise<unknown> = Promise.resolve();
  function render(pagePath: string, language: Language): Promise<CachedBody<string>> {
    const rendered = turn.then(async () => {
      const page = await renderer.renderPage(pagePath, language, source);
      return cachedBody(fillTemplate(template, language, page));
    });
    turn = rendered.catch(() => undefined);
    return rendered;
  }

  return {
    /** The page of a request's `url` in `language`, or null for a path only the browser renders. */
    async page(url: string, language: Language): Promise<CachedBody<string> | null> {
      const path = pagePath(url);
      if (!known.has(path)) return null;
      return memo(pages, `${language} ${path}`, () => render(path, language));
    },
  };
}

export type PageService = Awaited<ReturnType<typeof createPageService>>;
