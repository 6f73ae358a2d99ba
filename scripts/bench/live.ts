import { preOrderBody, staffToken } from './requests.ts';
import { openStaffSessions, percentile } from './staff-sessions.ts';

const subscribers = 50;
const orders = 100;
const ratePerSecond = 10;

/**
 * Issue 5's figure: order commit → staff MESSAGE with 50 staff subscribers, none lost. Latency is counted from when
 * the order request is sent, so it includes placing the order too: an upper bound of commit → MESSAGE.
 */
export async function measureLiveChannel(
  origin: string,
  staff: { email: string; password: string },
): Promise<boolean> {
  const token = await staffToken(origin, staff);
  const sentAt = new Map<number, number>();
  const arrivals: { orderId: number; at: number }[] = [];
  const clients = await openStaffSessions(origin, token, subscribers, '/notification/order', (message) => {
    arrivals.push({ orderId: (JSON.parse(message.body) as { id: number }).id, at: performance.now() });
  });

  const body = await preOrderBody(origin, 'live@example.com');
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < orders; i++) {
    const wait = started + (i * 1000) / ratePerSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    pending.push(
      fetch(`${origin}/api/order/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
        .then((r) => r.json() as Promise<{ orderId: number }>)
        .then(({ orderId }) => {
          sentAt.set(orderId, sent);
        }),
    );
  }
  await Promise.all(pending);
  // Let the last messages arrive.
  const deadline = performance.now() + 3000;
  while (arrivals.length < orders * subscribers && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  for (const client of clients) await client.deactivate();

  const latencies = arrivals
    .filter((a) => sentAt.has(a.orderId))
    .map((a) => a.at - (sentAt.get(a.orderId) ?? a.at))
    .sort((a, b) => a - b);
  const lost = orders * subscribers - latencies.length;
  const p99 = percentile(latencies, 99);
  const max = latencies.at(-1) ?? 0;
  console.log(
    `\nLive channel: ${orders} orders at ${ratePerSecond}/s, ${subscribers} staff STOMP subscribers`,
  );
  console.log(
    `  ${latencies.length} messages, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
      `max ${max.toFixed(1)} ms, lost ${lost}`,
  );
  console.log(
    '  target: p99 ≤ 50 ms, max ≤ 200 ms, none lost (measured from sending the order: an upper bound)',
  );
  return p99 <= 50 && max <= 200 && lost === 0;
}
