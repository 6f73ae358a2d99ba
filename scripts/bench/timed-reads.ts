// The history part's client (scripts/bench/history.ts): sequential GETs timed as a staff browser waits for them.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';

/** What a staff browser sends: it takes the answer compressed and decodes it natively, off the server's clock. */
const browserEncodings = 'gzip, deflate, br, zstd';
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** An answer as it came over the wire: its status, its content-encoding and its bytes, still compressed. */
export interface RawAnswer {
  status: number;
  encoding: string;
  body: Buffer;
}

/** One GET, resolved at its last byte. */
export function getRaw(url: string, token: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, {
      agent,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': browserEncodings },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      );
    });
  });
}

/** Checks once per read that its bytes decode to the JSON the staff screen reads (so the timing is of an answer). */
function checkAnswer(url: string, { status, encoding, body }: RawAnswer) {
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  const decoders: Record<string, (input: Buffer) => Buffer> = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
    zstd: zstdDecompressSync,
    identity: (input) => input,
  };
  const decode = decoders[encoding];
  if (!decode) throw new Error(`${url} answered in an unexpected content-encoding, ${encoding}`);
  let answer: unknown;
  try {
    answer = JSON.parse(decode(body).toString('utf8'));
  } catch {
    answer = undefined;
  }
  if (typeof answer !== 'object' || answer === null) throw new Error(`${url} answered no JSON object`);
}

/**
 * `count` sequential GETs of `url` (one at a time, each timed from sending to the last byte). The client reads the
 * bytes as a browser receives them and leaves decoding to the browser, which does it natively on the staff's own
 * device. Node's fetch() decodes in JavaScript streams (4 ms of CPU and a MB of garbage per busy day's 240 kB): on
 * this 2-core machine the bench's own collections then took the server's CPU and were most of the p95 (measured in
 * docs/decisions.md, "Three years of a busy restaurant").
 */
export async function timed(url: string, token: string, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const sent = performance.now();
    const answer = await getRaw(url, token);
    latencies.push(performance.now() - sent);
    if (i === 0) checkAnswer(url, answer);
    else if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  }
  return latencies.sort((a, b) => a - b);
}
