import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEventStream } from '../../../test/event-stream.ts';
import { statusTestApp } from '../../../test/status-app.ts';

let s: Awaited<ReturnType<typeof statusTestApp>>;
let origin: string;

beforeAll(async () => {
  s = await statusTestApp({ env: { STATUS_STREAMS_PER_ADDRESS: '2', TRUST_PROXY: 'true' } });
  origin = await s.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => s.close());

it('holds at most STATUS_STREAMS_PER_ADDRESS open order pages per address, and frees a place when one closes', async () => {
  const { token } = await s.place();
  const url = `${origin}/api/order-status/${token}/events`;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const open = [openEventStream(url, from('10.1.0.1')), openEventStream(url, from('10.1.0.1'))];
  for (const stream of open) await stream.next();

  const third = await fetch(url, { headers: from('10.1.0.1') });
  expect(third.status).toBe(429);
  expect(await third.json()).toMatchObject({ errorType: 'TOO_MANY_REQUESTS' });
  // Another guest's address is not held up.
  const other = openEventStream(url, from('10.1.0.2'));
  expect((await other.next()).data).toMatchObject({ state: 'NEW' });

  open[0]?.close();
  await expect
    .poll(async () => {
      const again = openEventStream(url, from('10.1.0.1'));
      const status = (await again.opened).statusCode;
      again.close();
      return status;
    })
    .toBe(200);
  open[1]?.close();
  other.close();
});
