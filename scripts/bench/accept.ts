import { preOrderBody, staffToken } from './requests.ts';
import { openStaffSessions, percentile } from './staff-sessions.ts';

const sessions = 50;
const orders = 20;

/**
 * Issue 12's figure: "Accept" pressed on one tablet → the ringing stops on every other one, i.e. each of 50 staff
 * sessions has the order-update showing the order accepted. Counted from sending the accept request, so it includes
 * the request, its transaction and the NOTIFY.
 */
export async function measureAcceptToSilence(
  origin: string,
  staff: { email: string; password: string },
): Promise<boolean> {
  const token = await staffToken(origin, staff);
  const sentAt = new Map<number, number>();
  const heard = new Map<number, Set<number>>();
  const latencies: number[] = [];
  const clients = await openStaffSessions(
    origin,
    token,
    sessions,
    '/notification/order-update',
    (message, session) => {
      const order = JSON.parse(message.body) as { id: number; acceptedAt: string | null };
      const sent = sentAt.get(order.id);
      const seen = heard.get(order.id) ?? new Set<number>();
      if (sent === undefined || order.acceptedAt === null || seen.has(session)) return;
      seen.add(session);
      heard.set(order.id, seen);
      latencies.push(performance.now() - sent);
    },
  );

  const body = await preOrderBody(origin, 'accept@example.com');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  for (let i = 0; i < orders; i++) {
    const placed = await fetch(`${origin}/api/order/add`, { method: 'POST', headers, body });
    const { orderId } = (await placed.json()) as { orderId: number };
    sentAt.set(orderId, performance.now());
    const accepted = await fetch(`${origin}/api/order/${orderId}/accept`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    if (!accepted.ok) throw new Error(`accept answered ${accepted.status}`);
    const deadline = performance.now() + 2000;
    while ((heard.get(orderId)?.size ?? 0) < sessions && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
  }
  for (const client of clients) await client.deactivate();

  latencies.sort((a, b) => a - b);
  const lost = orders * sessions - latencies.length;
  const p99 = percentile(latencies, 99);
  console.log(`\nAccept → ringing stops: ${orders} orders accepted, ${sessions} staff STOMP sessions`);
  console.log(
    `  ${latencies.length} updates, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
      `max ${(latencies.at(-1) ?? 0).toFixed(1)} ms, lost ${lost}`,
  );
  console.log('  target: p99 ≤ 100 ms, none lost (measured from sending the accept request)');
  return p99 <= 100 && lost === 0;
}
