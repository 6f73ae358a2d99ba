import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { defaultLanguage, type Language, languageFromCookieHeader } from '@konyha/domain/common/language';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { type CachedBody, sendCached } from '../http/conditional.ts';

/** The server-rendered pages (the page module's service, passed in by the app: plugins do not import modules). */
export interface RenderedPages {
  /** The page of a request's URL, or null for a path only the browser renders. */
  page(url: string, language: Language): Promise<CachedBody<string> | null>;
}

export const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built web app. Hashed assets are cached for a year; pages are always revalidated. A public page comes
 * rendered in the language of the guest's cookie (Hungarian without one); any other non-API GET gets the bare app
 * (SPA fallback), whose router sends unknown paths home; unknown /api paths get JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string, pages: RenderedPages) {
  const hasWebApp = existsSync(path.join(webRoot, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(webRoot, filePath);
        if (relative.startsWith('assets')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (relative.endsWith('.html')) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=604800');
      },
    });
  } else {
    app.log.warn({ webRoot }, 'the web app is not built; serving the API only (run npm run build)');
  }

  app.setNotFoundHandler((request) => {
    throw new AppError('NOT_FOUND', `No such path: ${request.method} ${request.url.split('?')[0]}`);
  });
  if (!hasWebApp) return;

  // A route rather than the not-found handler, so the page goes through compression like any answer.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    // Neither an unknown API call nor a missing script (an old tab after a new release) may get the app's HTML.
    if (/^\/(api|assets)(\/|$|\?)/.test(request.url)) {
      throw new AppError('NOT_FOUND', `No such path: GET ${request.url.split('?')[0]}`);
    }
    const language = languageFromCookieHeader(request.headers.cookie) ?? defaultLanguage;
    const page = await pages.page(request.url, language).catch((error: unknown) => {
      // The bare app still shows the page: a guest never pays for a rendering fault with an error page.
      request.log.error({ err: error }, 'rendering the page failed; sending the bare app');
      return null;
    });
    // The page differs by the language cookie, so shared caches must keep one copy per cookie.
    reply.header('vary', 'cookie');
    if (page) return sendCached(request, reply, page, 'text/html; charset=utf-8');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
