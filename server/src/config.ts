import path from 'node:path';
import { type PaymentProvider, paymentProviders } from '@konyha/domain/payments/payment-settings';
import { z } from 'zod';
import { type TrustProxy, trustProxySchema } from './http/trust-proxy.ts';
import {
  defaultPrinterNetworks,
  defaultPrinterPorts,
  type PrinterReach,
  parsePrinterNetworks,
  parsePrinterPorts,
} from './modules/printing/printer-reach.ts';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A list variable read by `parse`, which answers the parsed list or the problem to report under the variable's name. */
const listOf = <T>(fallback: string, parse: (text: string) => T | string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .default(fallback)
      .transform((text, ctx) => {
        const parsed = parse(text);
        if (typeof parsed !== 'string') return parsed;
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }),
  );

/** SimplePay's sandbox, where a merchant's test account lives; production is https://secure.simplepay.hu/payment. */
export const simplePaySandboxUrl = 'https://sandbox.simplepay.hu/payment';

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
  SETTINGS_KEY: optional(z.string().min(32, 'must be at least 32 characters')),
  SZAMLAZZ_STANDIN: optional(
    z.union([
      z.literal('start'),
      z.url({ protocol: /^https?$/, error: 'must be "start" or an http(s):// URL' }),
    ]),
  ),
  SZAMLAZZ_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  WEB_ROOT: optional(z.string().min(1)),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  TRUST_PROXY: trustProxySchema,
  STOMP_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  STOMP_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  STOMP_HEARTBEAT_MS: z.coerce.number().int().min(100).max(10_000).default(5_000),
  STATUS_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  PRINTER_NETWORKS: listOf(defaultPrinterNetworks, parsePrinterNetworks),
  PRINTER_PORTS: listOf(defaultPrinterPorts, parsePrinterPorts),
  PAYMENT_PROVIDER: optional(z.enum(paymentProviders, { error: 'must be sandbox, simplepay or off' })),
  SIMPLEPAY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default(simplePaySandboxUrl),
  SIMPLEPAY_MERCHANT: optional(z.string().min(1).max(100)),
  SIMPLEPAY_SECRET_KEY: optional(z.string().min(1).max(200)),
  SIMPLEPAY_SZEP_MERCHANT: optional(z.string().min(1).max(100)),
  SIMPLEPAY_SZEP_SECRET_KEY: optional(z.string().min(1).max(200)),
  PUSH_SUBJECT: optional(
    z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL'),
  ),
  PUSH_ALLOW_LOOPBACK: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  PUSH_CHANNEL_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

/** A merchant account of SimplePay: the id and the secret key it signs with (never logged). */
export interface MerchantAccount {
  merchant: string;
  secretKey: string;
}

/** Who takes the online payments (issue 27), and with which accounts. */
export interface PaymentConfig {
  provider: PaymentProvider;
  /** Whether the provider was chosen by PAYMENT_PROVIDER (false: the sandbox of a start on this machine). */
  explicit: boolean;
  simplePay: { url: string; card: MerchantAccount | undefined; szep: MerchantAccount | undefined };
}

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
  /** What the secrets kept in settings (the Számla Agent key) are encrypted with; unset: a key kept in the database. */
  settingsKey: string | undefined;
  /**
   * Issue 34: what invoicing's test mode talks to: `start` (a local stand-in of Számlázz.hu's Agent the server starts,
   * as `./konyha start` does), the URL of one already running, or none (documents wait, "no stand-in is running").
   */
  szamlazzStandin: string | undefined;
  /** How long one call to Számlázz.hu's Agent may take. */
  szamlazzTimeoutMs: number;
  logLevel: (typeof logLevels)[number];
  /** Login, sign-up and password attempts per client address and minute (forgot-password: half). */
  authRateLimit: number;
  /** Orders per client address and per e-mail in ten minutes. */
  orderRateLimit: number;
  /** Which reverse proxies may name the client in X-Forwarded-For (limits are per client): none, a count, addresses. */
  trustProxy: TrustProxy;
  /** The staff live channel: open WebSockets per client address; how long a socket may take to send CONNECT. */
  stomp: { connectionsPerAddress: number; connectTimeoutMs: number; heartBeatMs: number };
  /** Open event streams of guests' order pages per client address (each holds a socket until it is closed). */
  statusStreamsPerAddress: number;
  /** The built web app to serve; unset: web/dist of this checkout. */
  webRoot: string | undefined;
  /** Where network printers may be: the networks and ports a printer's raw TCP connection may go to (issue 28). */
  printers: PrinterReach;
  payments: PaymentConfig;
  /** The VAPID `sub` of web pushes (issue 32): how a push service reaches the restaurant. */
  pushSubject: string;
  /** Push subscriptions to a push service on this machine (tests); off in production. */
  pushAllowLoopback: boolean;
  /** How long a dashboard's live channel may stay lost before its device is told by push (reconnects are quick). */
  pushChannelGraceMs: number;
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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const payments = paymentConfig(e, publicUrl);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    settingsKey: e.SETTINGS_KEY,
    szamlazzStandin: e.SZAMLAZZ_STANDIN,
    szamlazzTimeoutMs: e.SZAMLAZZ_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    stomp: {
      connectionsPerAddress: e.STOMP_CONNECTIONS_PER_ADDRESS,
      connectTimeoutMs: e.STOMP_CONNECT_TIMEOUT_MS,
      heartBeatMs: e.STOMP_HEARTBEAT_MS,
    },
    statusStreamsPerAddress: e.STATUS_STREAMS_PER_ADDRESS,
    webRoot: e.WEB_ROOT ? path.resolve(e.WEB_ROOT) : undefined,
    printers: { networks: e.PRINTER_NETWORKS, ports: e.PRINTER_PORTS },
    payments,
    pushSubject: pushSubject(e.PUSH_SUBJECT, e.MAIL_FROM, publicUrl),
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK === '1',
    pushChannelGraceMs: e.PUSH_CHANNEL_GRACE_SECONDS * 1000,
  };
}

/** PUSH_SUBJECT, else the sender address of MAIL_FROM, else an https PUBLIC_URL: what push services accept. */
function pushSubject(subject: string | undefined, mailFrom: string, publicUrl: string): string {
  if (subject) return subject;
  const address = mailFrom.match(/<([^<>\s]+@[^<>\s]+)>/)?.[1] ?? mailFrom.match(/^\S+@\S+$/)?.[0];
  if (address) return `mailto:${address}`;
  if (publicUrl.startsWith('https://')) return publicUrl;
  throw new ConfigError([
    'PUSH_SUBJECT: set it to a mailto: address or an https:// URL (MAIL_FROM has no address, PUBLIC_URL is not https)',
  ]);
}

/** Whether a URL names this machine: the sandbox bank may start by itself only there. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** Both halves of a merchant account, or neither; a half alone is a mistake worth stopping for. */
function account(
  merchant: string | undefined,
  secretKey: string | undefined,
  names: [string, string],
): MerchantAccount | undefined | string {
  if (!merchant && !secretKey) return undefined;
  if (!merchant) return `${names[0]}: set it with ${names[1]}`;
  if (!secretKey) return `${names[1]}: set it with ${names[0]}`;
  return { merchant, secretKey };
}

/**
 * The payment provider. Unset, it is the sandbox bank only on a machine of its own (a loopback PUBLIC_URL): a server
 * that guests reach would otherwise offer a page where guests approve their own payments (issue 27).
 */
function paymentConfig(e: z.infer<typeof envSchema>, publicUrl: string): PaymentConfig {
  const card = account(e.SIMPLEPAY_MERCHANT, e.SIMPLEPAY_SECRET_KEY, [
    'SIMPLEPAY_MERCHANT',
    'SIMPLEPAY_SECRET_KEY',
  ]);
  const szep = account(e.SIMPLEPAY_SZEP_MERCHANT, e.SIMPLEPAY_SZEP_SECRET_KEY, [
    'SIMPLEPAY_SZEP_MERCHANT',
    'SIMPLEPAY_SZEP_SECRET_KEY',
  ]);
  const problems = [card, szep].filter((a): a is string => typeof a === 'string');
  if (!e.PAYMENT_PROVIDER && !isLoopbackUrl(publicUrl)) {
    problems.push(
      `PAYMENT_PROVIDER: PUBLIC_URL ${publicUrl} is not this machine, so the sandbox bank (where guests approve ` +
        'their own payments) does not start by itself. Set PAYMENT_PROVIDER=simplepay with SIMPLEPAY_MERCHANT and ' +
        'SIMPLEPAY_SECRET_KEY (and SIMPLEPAY_SZEP_MERCHANT, SIMPLEPAY_SZEP_SECRET_KEY for SZÉP cards) to take real ' +
        'payments, PAYMENT_PROVIDER=off to take none online, or PAYMENT_PROVIDER=sandbox to try Konyha out on purpose',
    );
  }
  if (e.PAYMENT_PROVIDER === 'simplepay' && !card && !szep) {
    problems.push(
      'PAYMENT_PROVIDER: simplepay needs SIMPLEPAY_MERCHANT and SIMPLEPAY_SECRET_KEY (bank cards), or ' +
        'SIMPLEPAY_SZEP_MERCHANT and SIMPLEPAY_SZEP_SECRET_KEY (SZÉP cards), or both',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    provider: e.PAYMENT_PROVIDER ?? 'sandbox',
    explicit: e.PAYMENT_PROVIDER !== undefined,
    simplePay: {
      url: e.SIMPLEPAY_URL.replace(/\/$/, ''),
      card: typeof card === 'object' ? card : undefined,
      szep: typeof szep === 'object' ? szep : undefined,
    },
  };
}
