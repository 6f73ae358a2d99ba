import { describe, expect, it } from 'vitest';
import { FrameParser, serializeFrame } from './stomp-frames.ts';

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
});
