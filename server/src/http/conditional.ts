import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A ready-to-send answer: the body is serialised once, its ETag computed once. */
export interface CachedBody<T extends string | Buffer> {
  body: T;
  etag: string;
}

export function cachedBody<T extends string | Buffer>(body: T): CachedBody<T> {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * Sends a cached body with its ETag, or 304 when the client already has it. `no-cache` (the default) makes browsers
 * revalidate every time, which costs a 304 and keeps the menu current the moment staff change it.
 */
export function sendCached<T extends string | Buffer>(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody<T>,
  contentType: string,
  cacheControl = 'no-cache',
) {
  reply.header('etag', cached.etag).header('cache-control', cacheControl);
  if (ifNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type(contentType).send(cached.body);
}

/** Whether a request's `If-None-Match` holds `etag`: the client has those bytes already. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
