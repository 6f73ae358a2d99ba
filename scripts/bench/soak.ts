import { Client } from '@stomp/stompjs';
import { rssMb } from './memory.ts';
import { preOrderBody, staffToken } from './requests.ts';

const sessions = 500;
const orders = 100;
const ratePerSecond = 10;
const dropping = 50;
/** The dropped sessions go away after this many orders and stay away this long, while orders keep coming. */
const dropAfterOrder = 40;
const awayMs = 1500;
const rssSlackMb = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one staff session knows of: orders heard live, and orders read by a refetch. */
interface Known {
  live: Set<number>;
  fetched: Set<number>;
}

/** One staff session, as the dashboard opens it. */
function openSession(origin: string, token: string, known: Known): Promise<Client> {
  const client = new Client({
    brokerURL: `${origin.replace('http', 'ws')}/api/order-notification-websocket`,
    connectHeaders: { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
  });
  return new Promise((resolve, reject) => {
    client.onConnect = () => {
      client.subscribe('/notification/order', (message) => known.live.add(JSON.parse(message.body).id), {
        receipt: 'subscribed',
      });
      client.watchForReceipt('subscribed', () => resolve(client));
    };
    client.onStompError = (frame) => reject(new Error(frame.headers.message));
    client.onWebSocketError = () => reject(new Error('WebSocket error'));
    client.activate();
  });
}

/** What the dashboard does after a reconnect: reads today's orders again. */
async function refetch(origin: string, token: string, known: Known) {
  const response = await fetch(`${origin}/api/order/today`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { orders: today } = (await response.json()) as { orders: { id: number }[] };
  for (const { id } of today) known.fetched.add(id);
}

async function openMany(origin: string, token: string, known: Known[]) {
  const clients: Client[] = [];
  // 50 at a time: a burst of 500 handshakes at once is not what the dashboards do.
  for (let i = 0; i < known.length; i += 50)
    clients.push(...(await Promise.all(known.slice(i, i + 50).map((k) => openSession(origin, token, k)))));
  return clients;
}

const newKnown = (): Known => ({ live: new Set(), fetched: new Set() });

/**
 * Issue 10's STOMP soak: 500 staff sessions, 100 orders at 10/s, 50 sessions dropped midway that reconnect and
 * refetch as the dashboard does. Every session must end up knowing every order, live or by refetch; after all
 * sessions close, the server's RSS must be back within 20 MB of where it started.
 */
export async function measureStompSoak(
  origin: string,
  serverPid: number,
  staff: { email: string; password: string },
): Promise<boolean> {
  const token = await staffToken(origin, staff);
  const body = await preOrderBody(origin, 'soak@example.com');
  const placeOrder = async () => {
    const response = await fetch(`${origin}/api/order/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (!response.ok) throw new Error(`order refused: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { orderId: number }).orderId;
  };

  // Warm-up, so the start figure already holds the code paths and caches a first session and order bring.
  const warm = await openMany(origin, token, [newKnown()]);
  await placeOrder();
  for (const client of warm) await client.deactivate();
  await pause(1000);
  const rssStart = rssMb(serverPid);
  let rssPeak = rssStart;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(serverPid));
  }, 200);

  const known = Array.from({ length: sessions }, newKnown);
  const connectStarted = performance.now();
  const clients = await openMany(origin, token, known);
  const connectSeconds = (performance.now() - connectStarted) / 1000;

  const placed: number[] = [];
  const pending: Promise<void>[] = [];
  let reconnected: Promise<void> = Promise.resolve();
  let backAfterSeconds = 0;
  const started = performance.now();
  for (let i = 0; i < orders; i++) {
    const wait = started + (i * 1000) / ratePerSecond - performance.now();
    if (wait > 0) await pause(wait);
    pending.push(placeOrder().then((id) => void placed.push(id)));
    if (i === dropAfterOrder) {
      // A network drop: the socket goes without a DISCONNECT; the dashboard reconnects, then reads today's orders.
      for (const client of clients.slice(0, dropping)) client.forceDisconnect();
      const droppedAt = performance.now();
      reconnected = pause(awayMs).then(async () => {
        const back = await openMany(origin, token, known.slice(0, dropping));
        clients.splice(0, dropping, ...back);
        await Promise.all(known.slice(0, dropping).map((k) => refetch(origin, token, k)));
        backAfterSeconds = (performance.now() - droppedAt) / 1000;
      });
    }
  }
  await Promise.all(pending);
  const placingSeconds = (performance.now() - started) / 1000;
  await reconnected;
  const count = (test: (k: Known, id: number) => boolean) =>
    known.reduce((sum, k) => sum + placed.filter((id) => test(k, id)).length, 0);
  const missing = () => count((k, id) => !k.live.has(id) && !k.fetched.has(id));
  const deadline = performance.now() + 5000;
  while (missing() > 0 && performance.now() < deadline) await pause(50);
  const lost = missing();
  const heardLive = count((k, id) => k.live.has(id));
  const byRefetch = count((k, id) => !k.live.has(id) && k.fetched.has(id));

  for (const client of clients) await client.deactivate();
  // The server frees what the sessions held on its own schedule (V8's collector): give it up to 15 s.
  let rssEnd = rssMb(serverPid);
  const settle = performance.now() + 15_000;
  while (rssEnd - rssStart > rssSlackMb && performance.now() < settle) {
    await pause(500);
    rssEnd = rssMb(serverPid);
  }
  clearInterval(sampler);

  const mb = (value: number) => value.toFixed(1);
  console.log(
    `\nSTOMP soak: ${sessions} staff sessions, ${orders} orders at ${ratePerSecond}/s, ` +
      `${dropping} sessions dropped after order ${dropAfterOrder}, reconnecting ${awayMs / 1000} s later`,
  );
  console.log(
    `  orders sent at ${ratePerSecond}/s, the last one answered after ${placingSeconds.toFixed(1)} s; ` +
      `the dropped sessions were back and had refetched ` +
      `${backAfterSeconds.toFixed(1)} s after the drop`,
  );
  console.log(
    `  ${sessions} sessions connected in ${connectSeconds.toFixed(1)} s; ${placed.length} orders placed; ` +
      `session × order pairs: ${heardLive} heard live, ${byRefetch} only by the refetch after reconnect, ` +
      `lost ${lost}`,
  );
  console.log(
    `  server RSS: start ${mb(rssStart)} MB, peak ${mb(rssPeak)} MB, after every session closed ${mb(rssEnd)} MB ` +
      `(${rssEnd >= rssStart ? '+' : ''}${mb(rssEnd - rssStart)} MB)`,
  );
  console.log(`  target: none lost after refetch, RSS back within ${rssSlackMb} MB of its start`);
  return lost === 0 && placed.length === orders && rssEnd - rssStart <= rssSlackMb;
}
