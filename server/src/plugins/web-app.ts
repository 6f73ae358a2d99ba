import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { defaultLanguage, type Language, languageFromCookieHeader } from '@konyha/domain/common/language';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Which prerendered file answers which path, per language (written by web/scripts/prerender.ts). */
type PrerenderedPages = Partial<Record<Language, Record<string, string>>>;

function readPrerenderedPages(webRoot: string): PrerenderedPages {
  const manifest = path.join(webRoot, 'pages/manifest.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : {};
}

/** The path without its query and trailing slash: /foods/soups/?x=1 → /foods/soups. */
function pagePath(url: string): string {
  const [pathname = '/'] = url.split('?');
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; pages are always revalidated. A public page comes
 * prerendered in the language of the guest's cookie (Hungarian without one); any other non-API GET gets the app
 * (SPA fallback), whose router sends unknown paths home; unknown /api paths get JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  const hasWebApp = existsSync(path.join(webRoot, 'index.html'));
  const prerendered = readPrerenderedPages(webRoot);
  const pageFile = (request: FastifyRequest) => {
    const language = languageFromCookieHeader(request.headers.cookie) ?? defaultLanguage;
    return prerendered[language]?.[pagePath(request.url)] ?? 'index.html';
  };
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

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND', 404, `No such path: ${request.method} ${request.url.split('?')[0]}`);
    }
    // The page differs by the language cookie, so shared caches must keep one copy per cookie.
    return reply.header('cache-control', 'no-cache').header('vary', 'cookie').sendFile(pageFile(request));
  });
}
