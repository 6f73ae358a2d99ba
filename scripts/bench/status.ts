import http from 'node:http';
import { rssMb } from './memory.ts';
import { preOrderBody, staffToken } from './requests.ts';
import { percentile } from './staff-sessions.ts';

const streams = 200;
const changes = 10;

interface Stream {
  request: http.ClientRequest;
  /** Receipt time of each version this stream got. */
  heard: Map<number, number>;
}

/** One guest's status page: an SSE stream from an address of its own (the server trusts X-Forwarded-For here). */
function openStream(url: string, address: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = {
      request: http.get(url, { headers: { 'x-forwarded-for': address } }),
      heard: new Map(),
    };
    stream.request.on('error', reject);
    stream.request.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`status stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/^id: (\d+)$/gm))
          stream.heard.set(Number(match[1]), performance.now());
        resolve(stream);
      });
    });
  });
}

/**
 * Issue 13's figures: 200 open status pages on one instance cost ≤ 50 MB RSS more than none, and a staff change of the
 * order reaches all 200 within p99 ≤ 200 ms (from sending the staff request, so including its transaction, the
 * NOTIFY, one load of the order and 200 writes).
 */
export async function measureStatusStreams(
  origin: string,
  serverPid: number,
  staff: { email: string; password: string },
): Promise<boolean> {
  const token = await staffToken(origin, staff);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const placed = await fetch(`${origin}/api/order/add`, {
    method: 'POST',
    headers,
    body: await preOrderBody(origin, 'status@example.com'),
  });
  const { orderId, statusUrl } = (await placed.json()) as { orderId: number; statusUrl: string };
  const eventsUrl = `${origin}/api/order-status/${new URL(statusUrl).pathname.split('/').at(-1)}/events`;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssBefore = rssMb(serverPid);
  const open = await Promise.all(
    Array.from({ length: streams }, (_, i) => openStream(eventsUrl, `10.13.${i >> 8}.${i & 255}`)),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssWith = rssMb(serverPid);

  const latencies: number[] = [];
  let lost = 0;
  for (let round = 0; round < changes; round++) {
    const state = round % 2 === 0 ? 'DELIVERING' : 'PREPARING';
    const before = Math.max(...open.flatMap((s) => [...s.heard.keys()]));
    // When a stream first heard a version newer than `before`: the change reached that page.
    const reached = (s: Stream) => [...s.heard].find(([version]) => version > before)?.[1];
    const sent = performance.now();
    const response = await fetch(`${origin}/api/order/order`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ id: orderId, state }),
    });
    if (!response.ok) throw new Error(`the state change answered ${response.status}`);
    const deadline = performance.now() + 2000;
    while (open.some((s) => reached(s) === undefined) && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    for (const s of open) {
      const at = reached(s);
      if (at === undefined) lost++;
      else latencies.push(at - sent);
    }
  }
  for (const s of open) s.request.destroy();

  latencies.sort((a, b) => a - b);
  const extra = rssWith - rssBefore;
  const p99 = percentile(latencies, 99);
  console.log(`\nStatus pages: ${streams} open SSE streams on one instance, ${changes} staff state changes`);
  console.log(
    `  RSS ${rssBefore.toFixed(1)} MB without, ${rssWith.toFixed(1)} MB with: +${extra.toFixed(1)} MB (target ≤ 50 MB)`,
  );
  console.log(
    `  ${latencies.length} events, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
      `max ${(latencies.at(-1) ?? 0).toFixed(1)} ms, lost ${lost} (target p99 ≤ 200 ms, none lost)`,
  );
  return extra <= 50 && p99 <= 200 && lost === 0;
}
