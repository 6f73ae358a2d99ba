// `./konyha bench catalogue` (issue 35): the public menu against a bare Fastify route sending the same ready bytes,
// both measured in this run, without and with gzip.
import autocannon from 'autocannon';
import { startYardstick, yardstickLabel } from './yardstick.ts';

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: 50, duration: seconds, pipelining: 1, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Warmed up for 2 s, then measured for 10 s. */
async function measured(url: string, headers?: Record<string, string>) {
  await load(url, 2, headers);
  return load(url, 10, headers);
}

/** The ratio's targets (issue 35): ≥ 90 % of the yardstick's requests per second, p99 ≤ 20 ms, no errors. */
export function catalogueVerdict(ours: Load, yardstick: Load) {
  const ratio = ours.rps / yardstick.rps;
  return { ratio, met: ratio >= 0.9 && ours.p99 <= 20 && ours.errors === 0 };
}

const row = (label: string, r: Load) =>
  `  ${label.padEnd(52)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(3)} ms  errors ${r.errors}`;

/** The byte length of the answer `url` sends with `acceptEncoding` (its Content-Length, as sent). */
async function sentBytes(url: string, acceptEncoding: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
  await response.arrayBuffer();
  return Number(response.headers.get('content-length'));
}

/** Measures `GET /api/product/foods` of the server on `port` against the yardstick on `port + 1`; whether it met. */
export async function measureCatalogue(port: number): Promise<boolean> {
  const catalogueUrl = `http://127.0.0.1:${port}/api/product/foods`;
  const bareUrl = `http://127.0.0.1:${port + 1}/bare`;
  const bare = await startYardstick(port + 1, catalogueUrl);
  const gzip = { 'accept-encoding': 'gzip' };
  let figures: Record<'tiny' | 'bare' | 'ours' | 'bareGzip' | 'oursGzip', Load>;
  try {
    figures = {
      tiny: await measured(bareUrl),
      bare: await measured(`${bareUrl}/foods`),
      ours: await measured(catalogueUrl),
      bareGzip: await measured(`${bareUrl}/foods.gz`, gzip),
      oursGzip: await measured(catalogueUrl, gzip),
    };
  } finally {
    await bare.stop();
  }
  const bytes = await sentBytes(catalogueUrl, 'identity');
  const gzipBytes = await sentBytes(catalogueUrl, 'gzip');
  const plain = catalogueVerdict(figures.ours, figures.bare);
  const zipped = catalogueVerdict(figures.oursGzip, figures.bareGzip);
  console.log(
    '\nCatalogue: autocannon, 50 connections, 10 s each (server logging at its default level, info)',
  );
  console.log(row('bare Fastify route, {"hello":"world"}', figures.tiny));
  console.log(row(`bare Fastify route, the same ${bytes} bytes`, figures.bare));
  console.log(row('GET /api/product/foods', figures.ours));
  console.log(row(`bare Fastify route, the same ${gzipBytes} gzip bytes`, figures.bareGzip));
  console.log(row('GET /api/product/foods, Accept-Encoding: gzip', figures.oursGzip));
  console.log(
    `  ratio ${(plain.ratio * 100).toFixed(0)} % (target ≥ 90 %) of the ${yardstickLabel({ bytes, coding: 'identity' })}; p99 ${figures.ours.p99} ms (target ≤ 20 ms)`,
  );
  console.log(
    `  gzip: ratio ${(zipped.ratio * 100).toFixed(0)} % of the ${yardstickLabel({ bytes: gzipBytes, coding: 'gzip' })}; p99 ${figures.oursGzip.p99} ms`,
  );
  return plain.met;
}
