import { cookieValue } from '@konyha/domain/common/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The login as a cookie, so the server can draw a staff member's dashboard before its code arrives (issue 33). The
 * browser's app keeps using the bearer token from its own storage for every API call; this copy is sent only with
 * pages under /dashboard, JavaScript cannot read it, and no other site's page can make the browser send it.
 * It opens nothing but that rendering: the API never reads it, so it cannot be used to change anything.
 */
export const SESSION_COOKIE = 'konyha.session';
const scope = 'Path=/dashboard; HttpOnly; SameSite=Strict';

/** A login lasts 12 hours (SPEC §4, §9): the cookie as long. */
const lifetimeSeconds = 12 * 60 * 60;

/** Secure wherever the guest's connection is (behind a TLS proxy too, when TRUST_PROXY names it). */
const secure = (request: FastifyRequest) => (request.protocol === 'https' ? '; Secure' : '');

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${token}; ${scope}; Max-Age=${lifetimeSeconds}${secure(request)}`,
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${scope}; Max-Age=0${secure(request)}`);
}

/** The token a `Cookie` request header holds, if any. */
export const sessionFromCookieHeader = (header: string | undefined): string | null =>
  cookieValue(header, SESSION_COOKIE) || null;
