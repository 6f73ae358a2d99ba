import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FrameError, FrameParser, serializeFrame } from './stomp-frames.ts';

describe('STOMP frames', () => {
  it('round-trips a frame with a multi-byte body by byte length', () => {
    const body = JSON.stringify({ name: 'Gulyásleves őszi' });
    const bytes = serializeFrame('MESSAGE', { destination: '/notification/order', 'message-id': '1' }, body);
    expect(bytes.toString()).toContain(`content-length:${Buffer.byteLength(body)}`);
    expect(new FrameParser().push(bytes)).toEqual([
      {
        command: 'MESSAGE',
        headers: {
          destination: '/notification/order',
          'message-id': '1',
          'content-length': String(Buffer.byteLength(body)),
        },
        body,
      },
    ]);
  });

  it('skips heart-beats and reads frames split across chunks', () => {
    const parser = new FrameParser();
    const frame = serializeFrame('SUBSCRIBE', { id: 'sub-0', destination: '/notification/order' });
    expect(parser.push(Buffer.concat([Buffer.from('\n\n'), frame.subarray(0, 10)]))).toEqual([]);
    expect(parser.push(Buffer.concat([frame.subarray(10), Buffer.from('\n')]))).toMatchObject([
      { command: 'SUBSCRIBE', headers: { id: 'sub-0' } },
    ]);
  });

  it('escapes colons and newlines in header values, except in CONNECTED', () => {
    const parsed = new FrameParser().push(serializeFrame('ERROR', { message: 'bad: token\nline' }));
    expect(parsed[0]?.headers.message).toBe('bad: token\nline');
    expect(serializeFrame('CONNECTED', { version: '1.2', 'heart-beat': '10000,10000' }).toString()).toContain(
      'heart-beat:10000,10000',
    );
  });

  it('refuses a malformed header line', () => {
    expect(() => new FrameParser().push(Buffer.from('SEND\nnocolon\n\n\0'))).toThrow();
  });
  it('reads a frame split into single bytes, with CRLF line ends and heart-beats between frames', () => {
    const parser = new FrameParser();
    const stream = Buffer.from(
      '\r\n\nSEND\r\ndestination:/a\r\n\r\nhello\0\n\nSEND\ncontent-length:3\n\na\0b\0',
    );
    const frames = [...stream].flatMap((byte) => parser.push(Buffer.from([byte])));
    expect(frames).toEqual([
      { command: 'SEND', headers: { destination: '/a' }, body: 'hello' },
      { command: 'SEND', headers: { 'content-length': '3' }, body: 'a\0b' },
    ]);
  });

  it('refuses a frame that never ends as soon as it passes the limit, without keeping more', () => {
    const parser = new FrameParser(64 * 1024);
    const piece = Buffer.alloc(60 * 1024, 'a');
    expect(parser.push(Buffer.concat([Buffer.from('CONNECT\nx:'), piece]))).toEqual([]);
    expect(() => parser.push(piece)).toThrow('frame larger than 65536 bytes');
    const body = new FrameParser(64 * 1024);
    expect(body.push(Buffer.from('SEND\n\n'))).toEqual([]);
    expect(body.push(piece)).toEqual([]);
    expect(() => body.push(piece)).toThrow(FrameError);
  });

  it('refuses a declared content-length over the limit before the body arrives', () => {
    const parser = new FrameParser(1024 * 1024);
    expect(() => parser.push(Buffer.from('SEND\ncontent-length:1048576\n\n'))).toThrow('larger than');
  });

  it('accepts a frame of exactly the limit', () => {
    const frame = serializeFrame('SEND', { destination: '/a' }, 'x'.repeat(1000));
    const parser = new FrameParser(frame.length);
    expect(parser.push(frame)).toHaveLength(1);
    expect(() => new FrameParser(frame.length - 1).push(frame)).toThrow(FrameError);
  });

  it('refuses a bad content-length and a body that does not end with NUL', () => {
    expect(() => new FrameParser().push(Buffer.from('SEND\ncontent-length:-1\n\n\0'))).toThrow(
      'bad content-length',
    );
    expect(() => new FrameParser().push(Buffer.from('SEND\ncontent-length:1\n\nab\0'))).toThrow('NUL');
  });

  it('reads a long frame without content-length, sent in 60 KB pieces, in linear time', () => {
    const size = 16 * 1024 * 1024;
    const stream = Buffer.concat([Buffer.from('SEND\n\n'), Buffer.alloc(size, 'x'), Buffer.from([0])]);
    const parser = new FrameParser(2 * size);
    const started = performance.now();
    const frames = [];
    for (let offset = 0; offset < stream.length; offset += 60 * 1024)
      frames.push(...parser.push(stream.subarray(offset, offset + 60 * 1024)));
    expect(frames.map((f) => f.body.length)).toEqual([size]);
    // Joining and re-scanning the whole buffer on each piece (the old parser) took over 6 s here.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('yields the same frames however the stream is cut into chunks', () => {
    const header = fc.string({ unit: fc.constantFrom('a', 'b', ':', '\n', '\r', '\\', 'ő', ' ') });
    const frameArb = fc.record({
      command: fc.constantFrom('SEND', 'SUBSCRIBE', 'MESSAGE', 'ACK'),
      headers: fc.dictionary(fc.constantFrom('destination', 'id', 'receipt', 'x-note'), header),
      body: fc.string({ unit: fc.constantFrom('a', 'é', '\n', '\0', '{', '}') }),
      heartBeats: fc.constantFrom('', '\n', '\r\n', '\n\n'),
    });
    fc.assert(
      fc.property(
        fc.array(frameArb, { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (frames, cuts) => {
          const stream = Buffer.concat(
            frames.flatMap((f) => [Buffer.from(f.heartBeats), serializeFrame(f.command, f.headers, f.body)]),
          );
          const points = [...new Set(cuts.map((c) => c % (stream.length + 1)))].sort((x, y) => x - y);
          const parser = new FrameParser();
          const parsed = [...points, stream.length].flatMap((end, i) =>
            parser.push(stream.subarray(points[i - 1] ?? 0, end)),
          );
          expect(parsed).toEqual(
            frames.map((f) => ({
              command: f.command,
              headers: f.body
                ? { ...f.headers, 'content-length': String(Buffer.byteLength(f.body)) }
                : f.headers,
              body: f.body,
            })),
          );
        },
      ),
      { seed: 4242, numRuns: 300 },
    );
  });
});
