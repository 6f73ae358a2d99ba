import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedBody, ifNoneMatch } from './conditional.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The codings a ready answer is kept in, best first (the order a tie of q-values is settled in). */
export const codings = ['br', 'gzip'] as const;
export type Coding = (typeof codings)[number] | 'identity';

/** One representation of an answer: its bytes, its strong ETag and the `Content-Encoding` it goes with. */
export interface Representation {
  body: Buffer;
  etag: string;
  /** Absent for identity. */
  coding?: (typeof codings)[number];
}

/** An answer kept ready in every coding a client may ask for, each with its own ETag. */
export type EncodedBody = Record<Coding, Representation>;

/** What each coding's ETag ends with: a 304 matches only the representation the client holds. */
const etagSuffix = { br: '-br', gzip: '-gz' } as const;

/**
 * Serialises nothing and compresses once: the identity bytes, brotli at its best and gzip at its best, each with an
 * ETag made from the identity bytes' hash and the coding, so every instance gives the same answer the same ETag and a
 * client moving between them still gets 304. Compression runs on libuv's threads, not the event loop. A coding that
 * would not make the body smaller (a tiny answer) serves the identity bytes and ETag.
 */
export async function encodedBody(content: string | Buffer): Promise<EncodedBody> {
  const identity = cachedBody(typeof content === 'string' ? Buffer.from(content) : content);
  const [br, gzip] = await Promise.all([
    brotli(identity.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.body.length,
      },
    }),
    gzipped(identity.body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const variant = (coding: (typeof codings)[number], body: Buffer): Representation =>
    body.length < identity.body.length
      ? { body, etag: `${identity.etag.slice(0, -1)}${etagSuffix[coding]}"`, coding }
      : identity;
  return { identity, br: variant('br', br), gzip: variant('gzip', gzip) };
}

/**
 * The coding to answer an `Accept-Encoding` with: the one of ours with the highest q-value (brotli before gzip when
 * equal), never one the header gives q=0 (also through `*;q=0`), identity when it names none of ours.
 */
export function preferredCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name.trim().toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  let best: Coding = 'identity';
  let bestQ = 0;
  for (const coding of codings) {
    const q = quality.get(coding) ?? quality.get('*') ?? 0;
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  return best;
}

/** Browsers send a handful of distinct headers: each is parsed once (a bounded memo, emptied when full). */
const chosen = new Map<string, Coding>();
function codingFor(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  let coding = chosen.get(acceptEncoding);
  if (coding === undefined) {
    if (chosen.size >= 256) chosen.clear();
    coding = preferredCoding(acceptEncoding);
    chosen.set(acceptEncoding, coding);
  }
  return coding;
}

/** The representation of `encoded` an `Accept-Encoding` header prefers. */
export function representationFor(encoded: EncodedBody, acceptEncoding: string | undefined): Representation {
  return encoded[codingFor(acceptEncoding)];
}

/**
 * Sends the representation the request's `Accept-Encoding` prefers, or 304 when `If-None-Match` holds its ETag. The
 * route must not compress again (`compress: false`, see route.ts). `Vary: Accept-Encoding` tells caches the answer
 * differs by it; `no-cache` (the default) makes browsers revalidate each time, so staff's changes show at once.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedBody,
  contentType: string,
  cacheControl = 'no-cache',
) {
  const { headers } = request;
  const chosen = representationFor(encoded, headers['accept-encoding']);
  const vary = reply.getHeader('vary');
  reply
    .header('etag', chosen.etag)
    .header('cache-control', cacheControl)
    .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  if (ifNoneMatch(headers['if-none-match'], chosen.etag)) return reply.code(304).send();
  if (chosen.coding) reply.header('content-encoding', chosen.coding);
  return reply.header('content-type', contentType).send(chosen.body);
}
