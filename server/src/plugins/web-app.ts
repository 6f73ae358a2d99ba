import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { defaultLanguage, type Language, languageFromCookieHeader } from '@konyha/domain/common/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { type EncodedBody, sendEncoded } from '../http/encoded-body.ts';
import { sessionFromCookieHeader } from '../http/session-cookie.ts';

const html = 'text/html; charset=utf-8';

/**
 * A server-rendered page: one every guest sees alike (kept, revalidated with its ETag), or one for this request
 * alone (a guest's order), which no cache may keep.
 */
export type ServedPage = { encoded: EncodedBody; shared: true } | { html: string; shared: false };

/** The server-rendered pages (the page module's service, passed in by the app: plugins do not import modules). */
export interface RenderedPages {
  /**
   * The page of a request's URL, or null for a path only the browser renders. `session`: the login the request's
   * cookie holds, sent only with the dashboard's pages.
   */
  page(url: string, language: Language, session: string | null): Promise<ServedPage | null>;
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
      // The build writes each script's and stylesheet's Brotli and gzip forms (web/scripts/precompress.ts).
      preCompressed: true,
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
  const bareApp = () => readFile(path.join(webRoot, 'index.html'), 'utf8');

  // A route rather than the not-found handler, so the page goes through compression like any answer.
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Neither an unknown API call nor a missing script (an old tab after a new release) may get the app's HTML.
    if (/^\/(api|assets)(\/|$|\?)/.test(request.url)) {
      throw new AppError('NOT_FOUND', `No such path: GET ${request.url.split('?')[0]}`);
    }
    // A guest's order page is a secret link and a dashboard is a staff member's own: search engines must not keep
    // either, nor any cache their private answers.
    const privatePage = /^\/(order-status|dashboard)\//.test(request.url);
    if (privatePage) reply.header('x-robots-tag', 'noindex');
    const { cookie } = request.headers;
    const language = languageFromCookieHeader(cookie) ?? defaultLanguage;
    const session = sessionFromCookieHeader(cookie);
    const page = await pages.page(request.url, language, session).catch((error: unknown) => {
      // The bare app still shows the page: a guest never pays for a rendering fault with an error page.
      request.log.error({ err: error }, 'rendering the page failed; sending the bare app');
      return null;
    });
    // The page differs by the language cookie, so shared caches must keep one copy per cookie.
    reply.header('vary', 'cookie');
    if (page?.shared) return sendEncoded(request, reply, page.encoded, html);
    // The bare app is sent as text here, not as a file, whose validators and caching headers would let a cache keep it.
    if (page || privatePage)
      return reply
        .header('cache-control', 'no-store')
        .type(html)
        .send(page?.html ?? (await bareApp()));
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
  app.get('/*', { schema: { hide: true } }, servePage);
  // A guest's order page looks its link up and renders the order on every request: as many a minute as its API
  // answers (issue 28). The router prefers this path to the catch-all above.
  app.get(
    '/order-status/*',
    { schema: { hide: true }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    servePage,
  );
}
