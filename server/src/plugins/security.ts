import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { earlyClicksScript } from '@konyha/domain/pages/early-clicks';
import Fastify, { type FastifyInstance } from 'fastify';

// The pages' one inline script is allowed by the hash of its text; any other inline script stays forbidden.
const earlyClicksHash = `'sha256-${createHash('sha256').update(earlyClicksScript).digest('base64')}'`;

/** Helmet's options: the security headers every answer carries. */
const helmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", earlyClicksHash],
      // Swagger UI and React's style attributes need inline styles; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The map page loads OpenStreetMap only when the guest asks for it.
      frameSrc: ['https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Agrees with frame-ancestors 'none' for browsers that read only the older header: no one may frame us.
  xFrameOptions: { action: 'deny' },
  // Lets the local map iframe and downloaded PDFs work without cross-origin isolation.
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
} satisfies Parameters<typeof helmet>[1];

/** What Fastify itself writes on any answer: not helmet's. */
const fastifyOwn = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets with our options, asked of it once on a Fastify of its own. They are the same on every
 * answer (no nonces), while the plugin builds helmet's middleware anew for each request (parsing the whole CSP
 * again), the largest part of a cached menu answer's own work (issue 35).
 */
export async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions);
  probe.get('/', async () => '');
  const { headers } = await probe.inject('/');
  await probe.close();
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !fastifyOwn.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Security headers and response compression for everything the server sends; the headers, for ready answers. */
export async function registerSecurity(app: FastifyInstance): Promise<Record<string, string>> {
  const headers = await securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  return headers;
}
