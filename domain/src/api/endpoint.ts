import type { z } from 'zod';
import type { Capability } from '../users/capabilities.ts';

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
}

/** Checks an entry against `Endpoint` while keeping its exact schema types for the server's handlers. */
export const endpoint = <const E extends Endpoint>(entry: E): E => entry;
