import type { z } from 'zod';
import { type Capability, can } from '../users/capabilities.ts';
import type { Role } from '../users/roles.ts';

/** Who may call an endpoint: anyone, any logged-in user, or the roles holding a capability. */
export type Access = 'public' | 'loggedIn' | Capability;

/**
 * A request limit per client address and minute. `authShare` scales the configured login limit
 * (KONYHA_AUTH_RATE_LIMIT), so tests and operators tune every login-like route with one number.
 */
export type RateLimit = { perMinute: number } | { authShare: number };

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As Fastify writes it, below /api. */
  path: string;
  access: Access;
  tags: readonly string[];
  summary?: string;
  description?: string;
  request?: { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType; headers?: z.ZodType };
  /** The answer's schema per HTTP status; an endpoint without one answers no body (204) or a file. */
  response?: { [status: number]: z.ZodType };
  rateLimit?: RateLimit;
  /**
   * Only with `loggedIn`: open to staff whom an ADMIN requires to use two-factor login before they have set it up,
   * because it touches nothing but the caller's own login and account (issue 28). Every other endpoint that needs a
   * login refuses them with 403 TWO_FACTOR_SETUP_REQUIRED, so a new endpoint is closed to them unless it says so.
   */
  openBeforeEnrolment?: true;
}

/** Checks an entry against `Endpoint` while keeping its exact schema types for the server's handlers. */
export const endpoint = <const E extends Endpoint>(entry: E): E => entry;

/**
 * `endpoint` for entries that share fields (their tags, who may call them): the shared ones are written once, and
 * an entry's own fields come after them and win.
 */
export const endpointWith =
  <const Shared extends Partial<Endpoint>>(shared: Shared) =>
  <const E extends Partial<Endpoint>>(entry: E): Omit<Shared, keyof E> & E =>
    ({ ...shared, ...entry }) as Omit<Shared, keyof E> & E;

/** Whether a caller (no role when not logged in) may call an endpoint of this access level. */
export function mayCall(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  return role !== undefined && (access === 'loggedIn' || can(role, access));
}
