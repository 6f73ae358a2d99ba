import type { Endpoint, RateLimit } from '@konyha/domain/api/endpoint';
import type {
  ContextConfigDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { guard } from '../plugins/auth.ts';

/** The Fastify schema an endpoint stands for, so the handler's request and reply are typed from the contract. */
type SchemaOf<E extends Endpoint> = NonNullable<E['request']> & { response: E['response'] };

export type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

export interface RouteOptions {
  /** Requests per minute of the login-like routes; their `authShare` scales it. */
  authRateLimit?: number;
  /**
   * The handler sends bytes compressed ahead (encoded-body.ts `sendEncoded`) to a request without a body: the
   * compression plugin stays out both ways, and a successful answer's access line is at debug (logger.ts).
   */
  preEncoded?: boolean;
}

const bearer = [{ bearer: [] }];

/**
 * The one guard per endpoint, from its contract entry (plugins/auth.ts `refusalOf`): 401 without a login, 403 for a
 * role without the capability, and 403 TWO_FACTOR_SETUP_REQUIRED for staff who must enrol first.
 */
function guardOf({ access, openBeforeEnrolment, path }: Endpoint) {
  if (access === 'public') return undefined;
  // A capability is staff access: opening one before enrolment would open staff data.
  if (openBeforeEnrolment && access !== 'loggedIn')
    throw new Error(`${path}: only an endpoint open to any login may be open before enrolment`);
  return guard(access, openBeforeEnrolment === true);
}

function rateLimitOf(limit: RateLimit | undefined, { authRateLimit }: RouteOptions, path: string) {
  if (!limit) return undefined;
  if ('perMinute' in limit) return { max: limit.perMinute, timeWindow: '1 minute' };
  if (authRateLimit === undefined) throw new Error(`${path} needs the auth rate limit`);
  return { max: Math.max(1, Math.round(authRateLimit * limit.authShare)), timeWindow: '1 minute' };
}

/** Registers one endpoint of the contract with its guard, rate limit and OpenAPI description. */
export function route<E extends Endpoint>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
) {
  const { method, path, access, tags, summary, description, request, response, rateLimit } = endpoint;
  const onRequest = guardOf(endpoint);
  const limit = rateLimitOf(rateLimit, options, path);
  app.route({
    method,
    url: path,
    ...(onRequest && { onRequest }),
    ...((limit || options.preEncoded) && {
      config: { ...(limit && { rateLimit: limit }), ...(options.preEncoded && { quietAccess: true }) },
    }),
    ...(options.preEncoded && { compress: false as const, decompress: false as const }),
    schema: {
      tags: [...tags],
      ...(access !== 'public' && { security: bearer }),
      ...(summary && { summary }),
      ...(description && { description }),
      ...request,
      ...(response && { response }),
    },
    handler: handler as RouteHandlerMethod,
  });
}
