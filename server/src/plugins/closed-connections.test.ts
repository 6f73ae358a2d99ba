import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let origin: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    logStream: { write: (line) => lines.push(line) },
    env: { AUTH_RATE_LIMIT: '1000' },
  });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const port = () => Number(new URL(origin).port);
const login = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password1' });
const loginHead = `POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\n\r\n`;
/** A whole login, or one that stops in the middle of its body. */
const requestOf = (i: number) => (i % 2 === 0 ? loginHead + login : loginHead + login.slice(0, 10));

const errorLines = () => lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

/** Writes `request` on the socket, then resets the connection without waiting for the answer. */
const writeAndReset = (socket: net.Socket, request: string) =>
  new Promise<void>((resolve) =>
    socket.write(request, () => {
      socket.resetAndDestroy();
      resolve();
    }),
  );

const loginAttempt = () =>
  fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: login,
  });

it('logs no error for 20 requests on a rate-limited route whose clients reset them mid-flight', async () => {
  for (let i = 0; i < 20; i++) {
    const socket = net.connect(port(), '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    await writeAndReset(socket, requestOf(i));
  }
  // Every server-side socket has seen its reset; then one more login is answered, after the others' work.
  await expect
    .poll(
      () => new Promise<number>((resolve) => t.app.server.getConnections((_error, count) => resolve(count))),
    )
    .toBe(0);
  expect((await loginAttempt()).status).toBe(401);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(errorLines()).toEqual([]);
});

it('counts a request reset mid-flight against its address, so resetting is no way around a limit', async () => {
  const remaining = async () => Number((await loginAttempt()).headers.get('x-ratelimit-remaining'));
  const before = await remaining();
  for (let i = 0; i < 6; i++) {
    // A connection that already had an answer (a browser's), then a login it gives up on.
    const socket = net.connect(port(), '127.0.0.1');
    socket.on('error', () => {});
    const answered = new Promise((resolve) => socket.once('data', resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await answered;
    await writeAndReset(socket, requestOf(i));
  }
  // Each attempt asking counts too.
  let asked = 0;
  await expect.poll(async () => before - (await remaining()) - ++asked).toBe(6);
  expect(errorLines()).toEqual([]);
});
