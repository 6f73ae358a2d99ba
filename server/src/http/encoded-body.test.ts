import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, preferredCoding } from './encoded-body.ts';

describe('preferredCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['GZIP; Q=0.8, BR; Q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['gzip;q=nonsense', 'identity'],
  ] as const)('answers %j with %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});

describe('encodedBody', () => {
  const json = JSON.stringify({
    products: Array.from({ length: 50 }, (_, id) => ({ id, name: 'Gulyásleves' })),
  });

  it('keeps brotli and gzip bytes that decompress to the identity bytes, each with its own ETag', async () => {
    const encoded = await encodedBody(json);
    expect(encoded.identity.body.toString()).toBe(json);
    expect(brotliDecompressSync(encoded.br.body).toString()).toBe(json);
    expect(gunzipSync(encoded.gzip.body).toString()).toBe(json);
    expect(encoded.br.body.length).toBeLessThan(encoded.identity.body.length);
    const { etag } = encoded.identity;
    expect(encoded.br.etag).toBe(`${etag.slice(0, -1)}-br"`);
    expect(encoded.gzip.etag).toBe(`${etag.slice(0, -1)}-gz"`);
  });

  it('gives the same content the same ETags, as another instance would', async () => {
    const [one, other] = await Promise.all([encodedBody(json), encodedBody(Buffer.from(json))]);
    expect(other.identity.etag).toBe(one.identity.etag);
    expect(other.br.etag).toBe(one.br.etag);
    expect((await encodedBody(`${json} `)).identity.etag).not.toBe(one.identity.etag);
  });

  it('serves a body too small to shrink as it is', async () => {
    const encoded = await encodedBody('{"products":[]}');
    expect(encoded.gzip).toBe(encoded.identity);
    expect(encoded.br).toBe(encoded.identity);
  });
});
