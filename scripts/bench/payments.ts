import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../server/src/node-flags.ts';
import { type FakeSimplePay, simplePayEnv, startFakeSimplePay } from '../../server/test/simplepay-fake.ts';
import { benchAdmin, type Started, startProcess } from './process.ts';
import { preOrderBody, staffToken } from './requests.ts';
import { percentile } from './staff-sessions.ts';

const orders = 200;
const ratePerSecond = 10;
const methods = ['CREDIT_CARD_ONLINE', 'SZEP_CARD_ONLINE'] as const;

/** The transaction of SimplePay's payment page a placed order sends its guest to (`…/pay/{transactionId}`). */
export function transactionIdOf(paymentUrl: string): number | undefined {
  const id = /\/pay\/(\d+)$/.exec(URL.canParse(paymentUrl) ? new URL(paymentUrl).pathname : '')?.[1];
  return id === undefined ? undefined : Number(id);
}

/** Of the orders placed, how many staff do not see as paid (lost), and how many they see more than once (doubled). */
export function lostAndDoubled(placed: number[], listed: Array<{ id: number; payed: boolean }>) {
  const seen = new Map<number, number>();
  for (const order of listed) if (order.payed) seen.set(order.id, (seen.get(order.id) ?? 0) + 1);
  return {
    lost: placed.filter((id) => !seen.has(id)).length,
    doubled: placed.filter((id) => (seen.get(id) ?? 0) > 1).length,
  };
}

/** Runs `task(0…count-1)` at a steady rate, each started on time whether or not the earlier ones have answered. */
async function steady(count: number, task: (i: number) => Promise<void>) {
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1000) / ratePerSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(task(i));
  }
  await Promise.all(pending);
}

/**
 * The server as ./konyha start runs it, taking payments through the fake SimplePay. startServer (process.ts) takes
 * no extra variables, so its few this part needs are repeated here; the STOMP and proxy settings are for other parts.
 */
function startPayingServer(port: number, dataDir: string, fake: FakeSimplePay): Promise<Started> {
  const origin = `http://127.0.0.1:${port}`;
  return startProcess(
    [...serverNodeFlags, 'server/src/main.ts'],
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      // 200 orders from one address within a minute: far above a guest's limit.
      ORDER_RATE_LIMIT: '100000',
      // SimplePay's IPN and back URLs are built from it: the IPN must reach this server.
      PUBLIC_URL: origin,
      ...simplePayEnv(fake),
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    },
    `${origin}/api/health`,
  );
}

interface Placed {
  orderId: number;
  orderRef: string;
}

/** Step 1: the guests' orders, each timed until Konyha answers with SimplePay's page (its signed `start` included). */
async function placeOrders(origin: string, fake: FakeSimplePay) {
  const body = JSON.parse(await preOrderBody(origin, 'payments@example.com')) as Record<string, unknown>;
  const latencies: number[] = [];
  const placed: Placed[] = [];
  let errors = 0;
  await steady(orders, async (i) => {
    const sent = performance.now();
    try {
      const response = await fetch(`${origin}/api/order/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, payment: methods[i % 2] }),
      });
      const answer = (await response.json()) as { orderId?: number; url?: string };
      latencies.push(performance.now() - sent);
      // The fake answers `start` with …/pay/{transactionId}, the page Konyha passes on: it names the payment.
      const transactionId = transactionIdOf(answer.url ?? '');
      const payment = [...fake.payments.values()].find((p) => p.transactionId === transactionId);
      if (!response.ok || answer.orderId === undefined || !payment) errors += 1;
      else placed.push({ orderId: answer.orderId, orderRef: payment.orderRef });
    } catch {
      errors += 1;
    }
  });
  return { latencies: latencies.sort((a, b) => a - b), placed, errors };
}

/**
 * Step 2: each payment finished on SimplePay's side, then its IPN, timed from sending to Konyha's receipt. The fake
 * records no timing of its own, so the IPN is sent apart from `complete` and that call is timed (the fake's own
 * signing and receipt check, well under a millisecond, are in the figure).
 */
async function sendIpns(fake: FakeSimplePay, placed: Placed[]) {
  const latencies: number[] = [];
  await steady(placed.length, async (i) => {
    const { orderRef } = placed[i] as Placed;
    await fake.complete(orderRef, 'FINISHED', { ipn: false });
    const sent = performance.now();
    await fake.sendIpn(orderRef, 'FINISHED');
    latencies.push(performance.now() - sent);
  });
  const refused = fake.ipnAnswers.filter((a) => a.status !== 200 || !a.receiptValid).length;
  return { latencies: latencies.sort((a, b) => a - b), refused };
}

const figures = (sorted: number[]) =>
  ['p50', 'p95', 'p99']
    .map((p) => `${p} ${percentile(sorted, Number(p.slice(1))).toFixed(1)} ms`)
    .concat(`max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`)
    .join(', ');

/**
 * Issue 27's figures: 200 online orders (half bank card, half SZÉP card) at 10/s through the fake SimplePay, each
 * paid by its IPN; then every one must be on the staff's list once, paid. The part starts the fake and a server of
 * its own on `port`, because the shared bench server takes no SimplePay payments.
 */
export async function measurePayments(port: number): Promise<boolean> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konyha-bench-payments-'));
  const fake = await startFakeSimplePay();
  let server: Started | undefined;
  try {
    server = await startPayingServer(port, dataDir, fake);
    fake.ipnUrl = `${origin}/api/payment/simplepay/ipn`;
    const placing = await placeOrders(origin, fake);
    const ipns = await sendIpns(fake, placing.placed);

    // Step 3: what the staff see. /today lists every undelivered order of any day, but only once it counts (paid).
    const token = await staffToken(origin, benchAdmin);
    const today = await fetch(`${origin}/api/order/today`, { headers: { authorization: `Bearer ${token}` } });
    if (!today.ok) throw new Error(`GET /api/order/today answered ${today.status}`);
    const listed = ((await today.json()) as { orders: Array<{ id: number; payed: boolean }> }).orders;
    const { lost, doubled } = lostAndDoubled(
      placing.placed.map((p) => p.orderId),
      listed,
    );

    const placingP95 = percentile(placing.latencies, 95);
    const ipnP95 = percentile(ipns.latencies, 95);
    console.log(
      `\nPayments: ${orders} online orders at ${ratePerSecond}/s (half bank card, half SZÉP card) through a local ` +
        'SimplePay (API v2), embedded database',
    );
    console.log(
      `  order placing with SimplePay's start: ${figures(placing.latencies)}, errors ${placing.errors}`,
    );
    console.log('    target: p95 ≤ 100 ms, 0 errors');
    console.log(
      `  IPN (${ipns.latencies.length} at ${ratePerSecond}/s): ${figures(ipns.latencies)}, ` +
        `refused or receipt not valid ${ipns.refused}`,
    );
    console.log('    target: p95 ≤ 50 ms, every receipt valid');
    console.log(`  paid orders on the staff's list: lost ${lost}, doubled ${doubled} (target: 0 and 0)`);
    return (
      placingP95 <= 100 &&
      placing.errors === 0 &&
      ipnP95 <= 50 &&
      ipns.refused === 0 &&
      ipns.latencies.length === orders &&
      lost === 0 &&
      doubled === 0
    );
  } finally {
    await server?.stop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
