import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

const parse = (text: string): RawAnswer => {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body };
};

/** Sends bytes as they are, on a connection of their own, and reads everything until the server closes it. */
async function send(request: string): Promise<RawAnswer> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  // The server may close while a large request is still being written; what it answered is what counts.
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  socket.write(request);
  await once(socket, 'close');
  return parse(received);
}

function expectApiError(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers).toContain('content-type: application/json');
  expect(JSON.parse(answer.body)).toMatchObject({
    errorType: 'VALIDATION_ERROR',
    message: expect.any(String),
  });
}

describe('requests refused before they reach a route', () => {
  it('answers a 60 KB header with 431 in the API’s error shape', async () => {
    const answer = await send(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(60_000)}\r\n\r\n`);
    expectApiError(answer, 431);
    expect(JSON.parse(answer.body).field).toBe('headers');
  });

  it('answers a request that is not HTTP with 400 in the API’s error shape', async () => {
    expectApiError(await send('HELLO THERE\r\n\r\n'), 400);
    expectApiError(await send('GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'), 400);
  });

  it('answers an unreadable address with 400 in the API’s error shape', async () => {
    const broken = await send('GET /api/product/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expectApiError(broken, 400);
    expect(JSON.parse(broken.body).field).toBe('url');
  });

  it('answers a body over the limit with 413 in the API’s error shape', async () => {
    const body = JSON.stringify({ note: 'a'.repeat(300 * 1024) });
    const answer = await send(
      `POST /api/order/calculate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expectApiError(answer, 413);
  });

  it('answers a request that did not arrive in time with 408 in the API’s error shape', async () => {
    // Node raises this after its 60-second header timeout; the test raises it sooner on a real connection.
    t.app.server.once('connection', (socket: net.Socket) => {
      const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
      setTimeout(() => t.app.server.emit('clientError', timeout, socket), 50);
    });
    expectApiError(await send('GET /api/health HTTP/1.1\r\nHost: x\r\n'), 408);
  });
});
