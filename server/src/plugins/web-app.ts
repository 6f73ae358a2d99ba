import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

export const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is always revalidated. Any other
 * non-API GET gets the app (SPA fallback), whose router sends unknown paths home; unknown /api paths get JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string) {
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

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND', 404, `No such path: ${request.method} ${request.url.split('?')[0]}`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
