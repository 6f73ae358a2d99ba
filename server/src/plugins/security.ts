import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { earlyClicksScript } from '@konyha/domain/pages/early-clicks';
import type { FastifyInstance } from 'fastify';

// The pages' one inline script is allowed by the hash of its text; any other inline script stays forbidden.
const earlyClicksHash = `'sha256-${createHash('sha256').update(earlyClicksScript).digest('base64')}'`;

/** Security headers and response compression for everything the server sends. */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
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
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
