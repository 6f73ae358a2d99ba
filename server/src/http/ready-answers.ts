import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { ifNoneMatch } from './conditional.ts';
import { type EncodedBody, type Representation, representationFor } from './encoded-body.ts';

/** A public read kept as ready bytes: its exact path and the bytes at hand now (undefined while being rebuilt). */
export interface ReadyAnswer {
  path: string;
  contentType: string;
  ready(): EncodedBody | undefined;
}

type RawHeaders = string[];

/**
 * The menu's reads answered before the framework (issue 35): a plain GET or HEAD of a path registered here whose bytes
 * are at hand is written straight from the ready bytes, with a header block worked out once per representation: the
 * same headers, ETag, 304 and coding the route sends (`sendEncoded`), without the request and reply objects, hooks and
 * routing that were most of such an answer's cost. Everything else, and these paths while their bytes are rebuilt,
 * with a query string, or while the server closes, goes on to Fastify, whose route stays the one described in the
 * contract and the one `app.inject` tests reach. Only public, unlimited, bodyless reads belong here: nothing of the
 * request (auth, cookies, address) is looked at.
 */
export function createReadyAnswers() {
  const answers = new Map<string, ReadyAnswer>();
  /** The headers every answer carries; undefined while nothing is answered early. */
  let fixed: RawHeaders | undefined;
  const heads = new WeakMap<Representation, { ok: RawHeaders; notModified: RawHeaders }>();

  function headsOf(chosen: Representation, answer: ReadyAnswer, always: RawHeaders) {
    let kept = heads.get(chosen);
    if (!kept) {
      const notModified = [
        ...always,
        'etag',
        chosen.etag,
        'cache-control',
        'no-cache',
        'vary',
        'accept-encoding',
      ];
      const ok = [
        ...notModified,
        ...(chosen.coding ? ['content-encoding', chosen.coding] : []),
        'content-type',
        answer.contentType,
        'content-length',
        String(chosen.body.length),
      ];
      kept = { ok, notModified };
      heads.set(chosen, kept);
    }
    return kept;
  }

  function answered(request: IncomingMessage, response: ServerResponse): boolean {
    if (!fixed || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const answer = answers.get(request.url ?? '');
    const encoded = answer?.ready();
    if (!answer || !encoded) return false;
    const chosen = representationFor(encoded, request.headers['accept-encoding']);
    const { ok, notModified } = headsOf(chosen, answer, fixed);
    if (ifNoneMatch(request.headers['if-none-match'], chosen.etag)) {
      response.writeHead(304, notModified).end();
    } else {
      response.writeHead(200, ok).end(request.method === 'HEAD' ? undefined : chosen.body);
    }
    return true;
  }

  return {
    add(answer: ReadyAnswer) {
      answers.set(answer.path, answer);
    },
    /** Starts answering early, with the headers every answer carries (the security headers). */
    open(headers: Record<string, string>) {
      fixed = Object.entries(headers).flat();
    },
    /** From now on Fastify answers everything (it says 503 while closing). */
    close() {
      fixed = undefined;
    },
    /** The server's request listener: these answers first, then `next` (Fastify's). */
    before(next: RequestListener): RequestListener {
      return (request, response) => {
        if (!answered(request, response)) next(request, response);
      };
    },
  };
}

export type ReadyAnswers = ReturnType<typeof createReadyAnswers>;
