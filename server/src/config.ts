import path from 'node:path';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Every variable of DESIGN §4, parsed once at start-up. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
  ),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: z.string().min(3).default('Konyha <no-reply@konyha.hu>'),
  ADMIN_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters').max(128)),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  WEB_ROOT: optional(z.string().min(1)),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  STOMP_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  STOMP_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  STOMP_HEARTBEAT_MS: z.coerce.number().int().min(100).max(10_000).default(5_000),
  STATUS_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  logLevel: (typeof logLevels)[number];
  /** Login, sign-up and password attempts per client address and minute (forgot-password: half). */
  authRateLimit: number;
  /** Orders per client address and per e-mail in ten minutes. */
  orderRateLimit: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (the limits are per client). */
  trustProxy: boolean;
  /** The staff live channel: open WebSockets per client address; how long a socket may take to send CONNECT. */
  stomp: { connectionsPerAddress: number; connectTimeoutMs: number; heartBeatMs: number };
  /** Open event streams of guests' order pages per client address (each holds a socket until it is closed). */
  statusStreamsPerAddress: number;
  /** The built web app to serve; unset: web/dist of this checkout. */
  webRoot: string | undefined;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Parses the environment; throws a ConfigError listing every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL) throw new ConfigError(['ADMIN_PASSWORD: set ADMIN_EMAIL as well']);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY === 'true',
    stomp: {
      connectionsPerAddress: e.STOMP_CONNECTIONS_PER_ADDRESS,
      connectTimeoutMs: e.STOMP_CONNECT_TIMEOUT_MS,
      heartBeatMs: e.STOMP_HEARTBEAT_MS,
    },
    statusStreamsPerAddress: e.STATUS_STREAMS_PER_ADDRESS,
    webRoot: e.WEB_ROOT ? path.resolve(e.WEB_ROOT) : undefined,
  };
}
