import { randomUUID } from 'node:crypto';
import type { Access } from '@konyha/domain/api/endpoint';
import { type Capability, can } from '@konyha/domain/users/capabilities';
import type { Role } from '@konyha/domain/users/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors.ts';

/** Who is calling, read from a valid, unrevoked bearer token of a user whose sessions are still current. */
export interface AuthUser {
  id: number;
  role: Role;
  jti: string;
  expiresAt: Date;
  /** Staff whom an ADMIN requires to use two-factor login and who have not set it up yet (issue 10). */
  twoFactorSetupRequired: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

const lifetimeSeconds = 12 * 60 * 60;

export interface SessionCheck {
  /** The user's current session version and role, or undefined when the user is gone. */
  currentSession(
    userId: number,
  ): Promise<{ sessionVersion: number; role: Role; twoFactorSetupRequired: boolean } | undefined>;
  isRevoked(jti: string): Promise<boolean>;
}

/** Login tokens: JWT HS256 with `exp` 12 h, a `jti` for logout, and the user's session version (DESIGN §5). */
export function createTokenService(secret: string, clock: () => Date) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId: number, sessionVersion: number): Promise<string> {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + lifetimeSeconds)
        .sign(key);
    },
    async verify(token: string) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock() });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.jti !== 'string' || typeof payload.sv !== 'number')
          return null;
        return {
          userId,
          jti: payload.jti,
          sessionVersion: payload.sv,
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

/**
 * Reads the bearer token of every request that sends one. An expired, forged, revoked or outdated token counts as
 * no token: public calls still work, and protected ones answer 401.
 */
export function registerAuth(app: FastifyInstance, authenticate: Authenticator) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization) request.auth = await authenticate(request.headers.authorization);
  });
}

export type Authenticator = (authorizationHeader: string | undefined) => Promise<AuthUser | null>;

/** Reads `Bearer <token>` the same way for HTTP and for the STOMP CONNECT frame. */
export function createAuthenticator(tokens: TokenService, sessions: SessionCheck): Authenticator {
  return async (header) => {
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await tokens.verify(header.slice(7).trim());
    if (!claims) return null;
    const session = await sessions.currentSession(claims.userId);
    if (!session || session.sessionVersion !== claims.sessionVersion) return null;
    if (await sessions.isRevoked(claims.jti)) return null;
    return {
      id: claims.userId,
      role: session.role,
      jti: claims.jti,
      expiresAt: claims.expiresAt,
      twoFactorSetupRequired: session.twoFactorSetupRequired,
    };
  };
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Log in first');
  return request.auth;
}

/** The live order channel carries every order: a staff route of this capability. */
export const liveChannelAccess: Capability = 'handleOrders';

/**
 * The one access rule of everything that needs a login: every guarded route (`guard`) and the live channel's CONNECT
 * and re-checks ask here, so no route can forget a part of it. Answers the refusal, or null to let the caller in.
 * Staff whom an ADMIN requires to use two-factor login and who have not set it up reach only the endpoints open
 * before enrolment (their own login and account) until they enrol (issue 28): a route open to any login may show
 * staff more than a customer (another customer's order history, a status link to any order).
 */
export function refusalOf(
  auth: AuthUser | null,
  access: Exclude<Access, 'public'>,
  openBeforeEnrolment = false,
): AppError | null {
  if (!auth) return new AppError('UNAUTHORIZED', 'Log in first');
  if (access !== 'loggedIn' && !can(auth.role, access))
    return new AppError('FORBIDDEN', 'You do not have permission for this');
  if (auth.twoFactorSetupRequired && !openBeforeEnrolment)
    return new AppError('TWO_FACTOR_SETUP_REQUIRED', 'Set up two-factor login first');
  return null;
}

/** An onRequest guard: 401 without a login, 403 for a role without the capability or a pending enrolment. */
export function guard(access: Exclude<Access, 'public'>, openBeforeEnrolment: boolean) {
  return async (request: FastifyRequest) => {
    const refusal = refusalOf(request.auth, access, openBeforeEnrolment);
    if (refusal) throw refusal;
  };
}
